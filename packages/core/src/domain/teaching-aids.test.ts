import { describe, expect, it } from 'vitest';
import {
  TEACHING_AID_GRADES,
  TEACHING_AID_SIZES,
  TEACHING_AID_SUBJECTS,
  allTeachingAidFiles,
  formatFileSize,
  listTeachingAidFiles,
} from './teaching-aids';

describe(listTeachingAidFiles, () => {
  it('has the catalogue of spec §3', () => {
    expect(
      TEACHING_AID_SUBJECTS.map((s) => [s.id, s.name, s.versions.map((v) => [v.id, v.name])]),
    ).toEqual([
      [1, '语文', [[1, '部编版']]],
      [
        2,
        '数学',
        [
          [1, '人教版'],
          [2, '北师版'],
        ],
      ],
    ]);
    expect(TEACHING_AID_GRADES.map((g) => g.id)).toEqual([1, 2, 3, 4, 5, 6]);
  });

  it('lists a few PDFs per grade with a static URL and a size', () => {
    const files = listTeachingAidFiles(2, 2, 3);
    expect(files.length).toBeGreaterThanOrEqual(2);
    for (const file of files) {
      expect(file.name).toMatch(/^北师版三年级.+\.pdf$/);
      expect(file.url).toMatch(/^\/static\/teaching-aids\/shuxue\/beishi\/grade-3\/[a-z-]+\.pdf$/);
      expect(file.size).toBeGreaterThan(0);
    }
  });

  it('returns [] for combinations outside the catalogue', () => {
    expect(listTeachingAidFiles(1, 2, 1)).toEqual([]);
    expect(listTeachingAidFiles(3, 1, 1)).toEqual([]);
    expect(listTeachingAidFiles(1, 1, 7)).toEqual([]);
  });

  it('gives every file the real size of its generated PDF (TEACHING_AID_SIZES)', () => {
    for (const file of allTeachingAidFiles()) {
      expect(file.size, file.url).toBe(TEACHING_AID_SIZES[file.url]);
      expect(file.size).toBeGreaterThan(1000);
    }
  });

  it('has unique URLs across the whole catalogue', () => {
    const all = allTeachingAidFiles();
    expect(all).toHaveLength(3 * 6 * 3);
    expect(new Set(all.map((f) => f.url)).size).toBe(all.length);
  });
});

describe(formatFileSize, () => {
  it.each([
    [0, '0B'],
    [1023, '1023B'],
    [1024, '1KB'],
    [1536, '1.5KB'],
    [1_258_291, '1.2MB'],
    [-1, '0B'],
    [Number.NaN, '0B'],
  ])('%d bytes → %s', (bytes, text) => {
    expect(formatFileSize(bytes)).toBe(text);
  });
});
