import { describe, expect, it } from 'vitest';
import { layoutBand } from './useReloadOnResize';

const screen = { width: 1920, height: 1080 };

describe(layoutBand, () => {
  it('changes only when a width breakpoint is crossed', () => {
    expect(layoutBand(1300, screen)).toBe(layoutBand(1500, screen));
    expect(layoutBand(1279, screen)).not.toBe(layoutBand(1280, screen));
    expect(layoutBand(500, screen)).not.toBe(layoutBand(700, screen));
  });

  it('tells the 2560×1440 screen (scroll anchor 1/7) apart', () => {
    expect(layoutBand(1600, { width: 2560, height: 1440 })).not.toBe(layoutBand(1600, screen));
  });
});
