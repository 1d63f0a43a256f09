/**
 * The common info lists of §3 ("Common info lists: periodTypeList, schoolTypeList,
 * subjectTypeList (each id, name)"), answered by `POST /v1/user/configs` and used to validate
 * `/v1/user/mod`. Ids are stable: teachers' profiles store them. Subject ids 1 (语文) and 2 (数学)
 * match the built-in teaching-aid catalogue (§3). docs/identity.md "Common info".
 */
export interface CommonItem {
  id: number;
  name: string;
}

/** 学段. */
export const PERIOD_TYPES: readonly CommonItem[] = [
  { id: 1, name: '小学' },
  { id: 2, name: '初中' },
  { id: 3, name: '高中' },
  { id: 4, name: '学前' },
  { id: 5, name: '中职' },
];

/** 学校类型. */
export const SCHOOL_TYPES: readonly CommonItem[] = [
  { id: 1, name: '公办' },
  { id: 2, name: '民办' },
  { id: 3, name: '国际学校' },
  { id: 4, name: '培训机构' },
  { id: 5, name: '其他' },
];

/** 学科 (compulsory-education and senior-high subjects). */
export const SUBJECT_TYPES: readonly CommonItem[] = [
  { id: 1, name: '语文' },
  { id: 2, name: '数学' },
  { id: 3, name: '英语' },
  { id: 4, name: '物理' },
  { id: 5, name: '化学' },
  { id: 6, name: '生物' },
  { id: 7, name: '历史' },
  { id: 8, name: '地理' },
  { id: 9, name: '道德与法治' },
  { id: 10, name: '思想政治' },
  { id: 11, name: '科学' },
  { id: 12, name: '信息科技' },
  { id: 13, name: '音乐' },
  { id: 14, name: '美术' },
  { id: 15, name: '体育与健康' },
  { id: 16, name: '劳动' },
  { id: 17, name: '心理健康' },
  { id: 18, name: '通用技术' },
];

/** The `/v1/user/configs` payload. */
export interface CommonInfo {
  periodTypeList: CommonItem[];
  schoolTypeList: CommonItem[];
  subjectTypeList: CommonItem[];
}

/** A fresh copy of the lists (callers may not mutate the constants). */
export function commonInfo(): CommonInfo {
  return {
    periodTypeList: PERIOD_TYPES.map((i) => ({ ...i })),
    schoolTypeList: SCHOOL_TYPES.map((i) => ({ ...i })),
    subjectTypeList: SUBJECT_TYPES.map((i) => ({ ...i })),
  };
}

/** The display name of `id` in `list`, `''` when unset or unknown. */
export const nameOf = (list: readonly CommonItem[], id: number): string =>
  list.find((i) => i.id === id)?.name ?? '';
