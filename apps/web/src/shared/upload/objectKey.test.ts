import { describe, expect, it } from 'vitest';
import { newObjectKey, safeObjectName } from './objectKey';

describe(newObjectKey, () => {
  it('puts 96 random bits and the cleaned name under the directory, with no time in it', () => {
    const directory = 'uploads/Q2xhc3Nyb29tUGhvdG9zMQ/';
    const key = newObjectKey(directory, '课堂 照片.png');
    expect(key).toMatch(/^uploads\/Q2xhc3Nyb29tUGhvdG9zMQ\/[0-9a-f]{24}-png$/);
    expect(key).not.toContain(String(Date.now()).slice(0, 8));
  });

  it('draws fresh bytes for every key', () => {
    const keys = new Set(Array.from({ length: 50 }, () => newObjectKey('uploads/d/', 'image.png')));
    expect(keys.size).toBe(50);
  });

  it('uses the bytes it is given, in hex', () => {
    const key = newObjectKey('uploads/d/', 'image.png', (b) => b.fill(0xab));
    expect(key).toBe(`uploads/d/${'ab'.repeat(12)}-image.png`);
  });
});

describe(safeObjectName, () => {
  it('keeps ASCII letters, digits, dot, dash and underscore', () => {
    expect(safeObjectName('a b/c.png')).toBe('a_b_c.png');
    expect(safeObjectName('..')).toBe('image.jpg');
  });
});
