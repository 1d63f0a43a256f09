/**
 * 地区 of a question's source (a 中考 paper of 浙江, a 期末 paper of 北京): 全国 and the 34
 * provincial-level divisions, in the order of the national administrative-division code. The
 * editor picks from this list; the bank's filter offers the ones its questions carry
 * (docs/questionBank.md "Year and region").
 */
export const REGIONS = [
  '全国',
  '北京',
  '天津',
  '河北',
  '山西',
  '内蒙古',
  '辽宁',
  '吉林',
  '黑龙江',
  '上海',
  '江苏',
  '浙江',
  '安徽',
  '福建',
  '江西',
  '山东',
  '河南',
  '湖北',
  '湖南',
  '广东',
  '广西',
  '海南',
  '重庆',
  '四川',
  '贵州',
  '云南',
  '西藏',
  '陕西',
  '甘肃',
  '青海',
  '宁夏',
  '新疆',
  '香港',
  '澳门',
  '台湾',
] as const;

/** One of {@link REGIONS}. */
export type Region = (typeof REGIONS)[number];

/** Regions in {@link REGIONS}' order (unknown names dropped), for a filter's options. */
export function sortRegions(names: readonly string[]): Region[] {
  const present = new Set(names);
  return REGIONS.filter((r) => present.has(r));
}

/** Earliest and latest year a question's source may carry. */
export const QUESTION_YEAR_MIN = 1990;
export const QUESTION_YEAR_MAX = 2100;
