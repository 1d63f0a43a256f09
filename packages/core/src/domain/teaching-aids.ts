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
 * The files of one subject, version and grade (§2 dialog step 2), or `[]` when the combination
 * is not in the catalogue. Sizes are deterministic sample values between 0.3 and 2.3 MB.
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
  return (KINDS[subject.slug] ?? []).map((kind, index) => ({
    name: `${version.name}${gradeInfo.name}${kind.label}.pdf`,
    url: `/static/teaching-aids/${subject.slug}/${version.slug}/grade-${grade}/${kind.slug}.pdf`,
    size:
      300_000 +
      ((subjectId * 7919 + versionId * 104_729 + grade * 15_485 + index * 611_953) % 2_000_000),
  }));
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
