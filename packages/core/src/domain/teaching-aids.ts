/**
 * The built-in teaching-aid catalogue of the class-book download dialog (spec §3
 * "Teaching-aid catalogue"; §2 "Class-book download dialogs"): subject → version → grade → files.
 */

/** A textbook version of a subject. Ids are scoped per subject. */
export interface TeachingAidVersion {
  id: number;
  name: string;
  /** ASCII slug used in file URLs. */
  slug: string;
}

/** A subject of the catalogue with its versions. */
export interface TeachingAidSubject {
  id: number;
  name: string;
  slug: string;
  versions: readonly TeachingAidVersion[];
}

/** A primary-school grade, 1 to 6. */
export interface TeachingAidGrade {
  id: number;
  name: string;
}

/** §3: one downloadable PDF of the catalogue. */
export interface TeachingAidFile {
  name: string;
  /** Same-origin path of the PDF, `/static/teaching-aids/<subject>/<version>/grade-<n>/<kind>.pdf`. */
  url: string;
  /** Size in bytes, shown formatted with `formatFileSize`. */
  size: number;
}

/** A file with the place it belongs to in the catalogue (for servers generating the files). */
export interface TeachingAidEntry extends TeachingAidFile {
  subjectId: number;
  versionId: number;
  grade: number;
}

/** §3: 语文 (id 1) with 部编版; 数学 (id 2) with 人教版 (id 1) and 北师版 (id 2). */
export const TEACHING_AID_SUBJECTS: readonly TeachingAidSubject[] = [
  { id: 1, name: '语文', slug: 'yuwen', versions: [{ id: 1, name: '部编版', slug: 'bubian' }] },
  {
    id: 2,
    name: '数学',
    slug: 'shuxue',
    versions: [
      { id: 1, name: '人教版', slug: 'renjiao' },
      { id: 2, name: '北师版', slug: 'beishi' },
    ],
  },
];

/** §3: grades 1 to 6. */
export const TEACHING_AID_GRADES: readonly TeachingAidGrade[] = [
  { id: 1, name: '一年级' },
  { id: 2, name: '二年级' },
  { id: 3, name: '三年级' },
  { id: 4, name: '四年级' },
  { id: 5, name: '五年级' },
  { id: 6, name: '六年级' },
];

/** The sample files every grade of a subject has (name suffix and URL slug). */
const KINDS: Record<string, readonly { label: string; slug: string }[]> = {
  yuwen: [
    { label: '生字卡片', slug: 'shengzi-kapian' },
    { label: '课文朗读评价表', slug: 'langdu-pingjia' },
    { label: '看图写话练习纸', slug: 'kantu-xiehua' },
  ],
  shuxue: [
    { label: '口算练习卡', slug: 'kousuan-lianxi' },
    { label: '数位与计数器教具', slug: 'shuwei-jishuqi' },
    { label: '几何图形剪纸教具', slug: 'jihe-tuxing' },
  ],
};

/**
 * Byte size of each catalogue PDF as the server generates it without school and class
 * (docs/teaching-aids.md "Sizes"). Written by `tools/teaching-aid-sizes.mjs`; a server test
 * fails when a generator change makes them stale.
 */
// teaching-aid-sizes:start
export const TEACHING_AID_SIZES: Readonly<Record<string, number>> = {
  '/static/teaching-aids/yuwen/bubian/grade-1/shengzi-kapian.pdf': 6510,
  '/static/teaching-aids/yuwen/bubian/grade-1/langdu-pingjia.pdf': 5562,
  '/static/teaching-aids/yuwen/bubian/grade-1/kantu-xiehua.pdf': 5486,
  '/static/teaching-aids/yuwen/bubian/grade-2/shengzi-kapian.pdf': 6523,
  '/static/teaching-aids/yuwen/bubian/grade-2/langdu-pingjia.pdf': 5563,
  '/static/teaching-aids/yuwen/bubian/grade-2/kantu-xiehua.pdf': 5538,
  '/static/teaching-aids/yuwen/bubian/grade-3/shengzi-kapian.pdf': 6511,
  '/static/teaching-aids/yuwen/bubian/grade-3/langdu-pingjia.pdf': 5538,
  '/static/teaching-aids/yuwen/bubian/grade-3/kantu-xiehua.pdf': 6543,
  '/static/teaching-aids/yuwen/bubian/grade-4/shengzi-kapian.pdf': 6521,
  '/static/teaching-aids/yuwen/bubian/grade-4/langdu-pingjia.pdf': 5538,
  '/static/teaching-aids/yuwen/bubian/grade-4/kantu-xiehua.pdf': 6537,
  '/static/teaching-aids/yuwen/bubian/grade-5/shengzi-kapian.pdf': 6515,
  '/static/teaching-aids/yuwen/bubian/grade-5/langdu-pingjia.pdf': 5585,
  '/static/teaching-aids/yuwen/bubian/grade-5/kantu-xiehua.pdf': 6551,
  '/static/teaching-aids/yuwen/bubian/grade-6/shengzi-kapian.pdf': 6518,
  '/static/teaching-aids/yuwen/bubian/grade-6/langdu-pingjia.pdf': 5584,
  '/static/teaching-aids/yuwen/bubian/grade-6/kantu-xiehua.pdf': 6544,
  '/static/teaching-aids/shuxue/renjiao/grade-1/kousuan-lianxi.pdf': 12716,
  '/static/teaching-aids/shuxue/renjiao/grade-1/shuwei-jishuqi.pdf': 5740,
  '/static/teaching-aids/shuxue/renjiao/grade-1/jihe-tuxing.pdf': 3765,
  '/static/teaching-aids/shuxue/renjiao/grade-2/kousuan-lianxi.pdf': 12941,
  '/static/teaching-aids/shuxue/renjiao/grade-2/shuwei-jishuqi.pdf': 6775,
  '/static/teaching-aids/shuxue/renjiao/grade-2/jihe-tuxing.pdf': 3913,
  '/static/teaching-aids/shuxue/renjiao/grade-3/kousuan-lianxi.pdf': 12821,
  '/static/teaching-aids/shuxue/renjiao/grade-3/shuwei-jishuqi.pdf': 7286,
  '/static/teaching-aids/shuxue/renjiao/grade-3/jihe-tuxing.pdf': 3769,
  '/static/teaching-aids/shuxue/renjiao/grade-4/kousuan-lianxi.pdf': 12847,
  '/static/teaching-aids/shuxue/renjiao/grade-4/shuwei-jishuqi.pdf': 9531,
  '/static/teaching-aids/shuxue/renjiao/grade-4/jihe-tuxing.pdf': 3624,
  '/static/teaching-aids/shuxue/renjiao/grade-5/kousuan-lianxi.pdf': 12876,
  '/static/teaching-aids/shuxue/renjiao/grade-5/shuwei-jishuqi.pdf': 7915,
  '/static/teaching-aids/shuxue/renjiao/grade-5/jihe-tuxing.pdf': 3705,
  '/static/teaching-aids/shuxue/renjiao/grade-6/kousuan-lianxi.pdf': 12853,
  '/static/teaching-aids/shuxue/renjiao/grade-6/shuwei-jishuqi.pdf': 7919,
  '/static/teaching-aids/shuxue/renjiao/grade-6/jihe-tuxing.pdf': 4157,
  '/static/teaching-aids/shuxue/beishi/grade-1/kousuan-lianxi.pdf': 12649,
  '/static/teaching-aids/shuxue/beishi/grade-1/shuwei-jishuqi.pdf': 5728,
  '/static/teaching-aids/shuxue/beishi/grade-1/jihe-tuxing.pdf': 3766,
  '/static/teaching-aids/shuxue/beishi/grade-2/kousuan-lianxi.pdf': 12898,
  '/static/teaching-aids/shuxue/beishi/grade-2/shuwei-jishuqi.pdf': 6771,
  '/static/teaching-aids/shuxue/beishi/grade-2/jihe-tuxing.pdf': 3914,
  '/static/teaching-aids/shuxue/beishi/grade-3/kousuan-lianxi.pdf': 12777,
  '/static/teaching-aids/shuxue/beishi/grade-3/shuwei-jishuqi.pdf': 7288,
  '/static/teaching-aids/shuxue/beishi/grade-3/jihe-tuxing.pdf': 3770,
  '/static/teaching-aids/shuxue/beishi/grade-4/kousuan-lianxi.pdf': 12834,
  '/static/teaching-aids/shuxue/beishi/grade-4/shuwei-jishuqi.pdf': 9532,
  '/static/teaching-aids/shuxue/beishi/grade-4/jihe-tuxing.pdf': 3626,
  '/static/teaching-aids/shuxue/beishi/grade-5/kousuan-lianxi.pdf': 12905,
  '/static/teaching-aids/shuxue/beishi/grade-5/shuwei-jishuqi.pdf': 7926,
  '/static/teaching-aids/shuxue/beishi/grade-5/jihe-tuxing.pdf': 3704,
  '/static/teaching-aids/shuxue/beishi/grade-6/kousuan-lianxi.pdf': 12838,
  '/static/teaching-aids/shuxue/beishi/grade-6/shuwei-jishuqi.pdf': 7920,
  '/static/teaching-aids/shuxue/beishi/grade-6/jihe-tuxing.pdf': 4158,
};
// teaching-aid-sizes:end

/**
 * The files of one subject, version and grade (§2 dialog step 2), or `[]` when the combination
 * is not in the catalogue. `size` is the real size of the generated PDF (TEACHING_AID_SIZES);
 * a personalised download is a few bytes larger.
 */
export function listTeachingAidFiles(
  subjectId: number,
  versionId: number,
  grade: number,
): TeachingAidFile[] {
  const subject = TEACHING_AID_SUBJECTS.find((s) => s.id === subjectId);
  const version = subject?.versions.find((v) => v.id === versionId);
  const gradeInfo = TEACHING_AID_GRADES.find((g) => g.id === grade);
  if (!subject || !version || !gradeInfo) return [];
  return (KINDS[subject.slug] ?? []).map((kind) => {
    const url = `/static/teaching-aids/${subject.slug}/${version.slug}/grade-${grade}/${kind.slug}.pdf`;
    return {
      name: `${version.name}${gradeInfo.name}${kind.label}.pdf`,
      url,
      size: TEACHING_AID_SIZES[url] ?? 0,
    };
  });
}

/** Every file of the catalogue, e.g. for the server to know which PDFs it must serve. */
export function allTeachingAidFiles(): TeachingAidEntry[] {
  return TEACHING_AID_SUBJECTS.flatMap((subject) =>
    subject.versions.flatMap((version) =>
      TEACHING_AID_GRADES.flatMap((grade) =>
        listTeachingAidFiles(subject.id, version.id, grade.id).map((file) => ({
          ...file,
          subjectId: subject.id,
          versionId: version.id,
          grade: grade.id,
        })),
      ),
    ),
  );
}

/** Bytes as a short Chinese-UI size: `512B`, `1.5KB`, `1.2MB` (one decimal, trailing .0 dropped). */
export function formatFileSize(bytes: number): string {
  if (!Number.isFinite(bytes) || bytes < 0) return '0B';
  if (bytes < 1024) return `${Math.round(bytes)}B`;
  const units = ['KB', 'MB', 'GB'] as const;
  let value = bytes / 1024;
  let unit = 0;
  while (value >= 1024 && unit < units.length - 1) {
    value /= 1024;
    unit++;
  }
  return `${Number(value.toFixed(1))}${units[unit]}`;
}
