import { describe, expect, it } from 'vitest';
import { openTarget } from './openTarget';

describe(openTarget, () => {
  it('routes htmlfile to the viewer and aiassistant to its chat', () => {
    expect(openTarget({ appId: 7, category: 'htmlfile', uri: 'x' })).toEqual({
      kind: 'route',
      to: '/code?appId=7',
    });
    expect(openTarget({ appId: 7, category: 'aiassistant', uri: 'lesson plan' })).toEqual({
      kind: 'route',
      to: '/chat/lesson%20plan',
    });
  });

  it('shows the membership dialog for nobook and the app dialog for the others', () => {
    expect(openTarget({ appId: 1, category: 'nobook', uri: 'lab' })).toEqual({
      kind: 'membership',
    });
    for (const category of ['miniprogram', 'image2video', 'aiquestion', 'image2image'] as const) {
      expect(openTarget({ appId: 1, category, uri: 'essay-review' })).toEqual({
        kind: 'dialog',
        src: '/chat/essay-review?embed=1',
      });
    }
  });
});
