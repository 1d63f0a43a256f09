/**
 * Rubrics as data (docs/essayReview.md "Rubrics"): the usual Chinese scales — 中考 50 分 with its
 * four 类卷, 高考 60 分 (基础等级 and 发展等级), 小学 by grade, English 15/20/25 分 with 五档.
 * A task carries its rubric (the teacher may edit it), so marking and the class view never
 * depend on this file changing later.
 */
import { isEnglishGenre } from './types';

/** One scored dimension: what it measures and its largest score. */
export interface RubricDimension {
  key: string;
  name: string;
  max: number;
  /** What earns the score, given to the model and shown to the teacher. */
  criteria: string;
}

/** A band of total scores (一类文 43–50). `min` and `max` are inclusive. */
export interface RubricBand {
  name: string;
  min: number;
  max: number;
  description: string;
}

/** A whole rubric. `minLength` is the usual length requirement (characters, or words in English). */
export interface Rubric {
  id: string;
  name: string;
  language: 'zh' | 'en';
  fullScore: number;
  minLength: number;
  dimensions: RubricDimension[];
  bands: RubricBand[];
}

/** Bands as fractions of the full score, turned into whole-score ranges for a scale. */
function bandsOf(full: number, spec: [string, number, string][]): RubricBand[] {
  return spec.map(([name, from, description], i) => {
    const min = Math.ceil(full * from);
    const prev = spec[i - 1];
    const max = prev ? Math.ceil(full * prev[1]) - 1 : full;
    return { name, min, max, description };
  });
}

const PRIMARY_BANDS: [string, number, string][] = [
  ['优', 0.9, '内容具体，语句通顺，表达真情实感'],
  ['良', 0.75, '内容较具体，语句较通顺'],
  ['中', 0.6, '内容基本完整，有少量语病和错别字'],
  ['待提高', 0, '内容不完整或语句不通顺较多'],
];

const ENGLISH_BANDS: [string, number, string][] = [
  ['第五档', 0.84, '覆盖全部要点，语法和词汇丰富准确，连贯'],
  ['第四档', 0.64, '覆盖全部要点，有少量错误，基本连贯'],
  ['第三档', 0.44, '遗漏部分要点，错误影响理解不大'],
  ['第二档', 0.24, '遗漏较多要点，错误较多'],
  ['第一档', 0, '要点很少，错误严重影响理解'],
];

function english(full: 15 | 20 | 25, minLength: number): Rubric {
  const content = full * 0.4;
  return {
    id: `english-${full}`,
    name: `英语作文 ${full} 分`,
    language: 'en',
    fullScore: full,
    minLength,
    dimensions: [
      {
        key: 'content',
        name: '内容要点',
        max: content,
        criteria: '覆盖题目要求的全部要点，内容切题',
      },
      { key: 'language', name: '词汇语法', max: content, criteria: '词汇和语法结构准确、丰富' },
      {
        key: 'coherence',
        name: '连贯结构',
        max: full - 2 * content,
        criteria: '衔接自然，结构清晰，书写规范',
      },
    ],
    bands: bandsOf(full, ENGLISH_BANDS),
  };
}

/** Every built-in rubric, by id. */
export const ESSAY_RUBRICS: readonly Rubric[] = [
  {
    id: 'primary-lower',
    name: '小学低年级写话 10 分',
    language: 'zh',
    fullScore: 10,
    minLength: 50,
    dimensions: [
      { key: 'content', name: '内容', max: 4, criteria: '写清楚看到的、想到的，意思完整' },
      { key: 'language', name: '语句', max: 3, criteria: '句子通顺，会用学过的词语' },
      {
        key: 'convention',
        name: '标点与书写',
        max: 3,
        criteria: '正确使用逗号、句号、问号、感叹号，错别字少',
      },
    ],
    bands: bandsOf(10, PRIMARY_BANDS),
  },
  {
    id: 'primary-middle',
    name: '小学中年级习作 30 分',
    language: 'zh',
    fullScore: 30,
    minLength: 300,
    dimensions: [
      { key: 'content', name: '内容', max: 12, criteria: '内容具体，围绕一个意思写，有真情实感' },
      { key: 'language', name: '语言', max: 10, criteria: '语句通顺，用上积累的好词好句' },
      { key: 'structure', name: '结构', max: 4, criteria: '分段表述，条理清楚' },
      { key: 'convention', name: '标点与书写', max: 4, criteria: '标点正确，错别字少' },
    ],
    bands: bandsOf(30, PRIMARY_BANDS),
  },
  {
    id: 'primary-upper',
    name: '小学高年级习作 30 分',
    language: 'zh',
    fullScore: 30,
    minLength: 400,
    dimensions: [
      { key: 'content', name: '内容', max: 12, criteria: '中心明确，内容具体，详略得当' },
      { key: 'language', name: '语言', max: 10, criteria: '语句通顺，表达生动，有一定修辞' },
      { key: 'structure', name: '结构', max: 5, criteria: '层次清楚，首尾呼应' },
      { key: 'convention', name: '标点与书写', max: 3, criteria: '标点正确，没有错别字' },
    ],
    bands: bandsOf(30, PRIMARY_BANDS),
  },
  {
    id: 'zhongkao-50',
    name: '中考作文 50 分',
    language: 'zh',
    fullScore: 50,
    minLength: 600,
    dimensions: [
      {
        key: 'content',
        name: '内容立意',
        max: 18,
        criteria: '切合题意，中心明确，内容充实，感情真挚',
      },
      { key: 'language', name: '语言表达', max: 16, criteria: '语言通顺、准确、生动，没有病句' },
      { key: 'structure', name: '结构层次', max: 10, criteria: '结构完整，层次清楚，过渡自然' },
      { key: 'feature', name: '创意特色', max: 6, criteria: '立意新颖、选材独特或语言有文采' },
    ],
    bands: [
      { name: '一类文', min: 43, max: 50, description: '切题，中心突出，内容充实，语言流畅有文采' },
      { name: '二类文', min: 35, max: 42, description: '切题，中心明确，内容较充实，语言通顺' },
      { name: '三类文', min: 27, max: 34, description: '基本切题，内容单薄，语言基本通顺' },
      { name: '四类文', min: 0, max: 26, description: '偏离题意，内容空泛，语病较多' },
    ],
  },
  {
    id: 'gaokao-60',
    name: '高考作文 60 分',
    language: 'zh',
    fullScore: 60,
    minLength: 800,
    dimensions: [
      {
        key: 'content',
        name: '基础等级·内容',
        max: 20,
        criteria: '符合题意，中心突出，内容充实，思想健康，感情真挚',
      },
      {
        key: 'expression',
        name: '基础等级·表达',
        max: 20,
        criteria: '符合文体要求，结构严谨，语言流畅，字迹工整',
      },
      {
        key: 'development',
        name: '发展等级',
        max: 20,
        criteria: '深刻、丰富、有文采、有创意，一点突出即可',
      },
    ],
    bands: [
      { name: '一类卷', min: 52, max: 60, description: '立意深刻，内容充实，结构严谨，语言有文采' },
      { name: '二类卷', min: 43, max: 51, description: '立意明确，内容较充实，结构完整，语言通顺' },
      { name: '三类卷', min: 36, max: 42, description: '基本符合题意，内容尚充实，结构基本完整' },
      { name: '四类卷', min: 0, max: 35, description: '偏离题意，内容空泛，结构混乱或语病多' },
    ],
  },
  english(15, 80),
  english(20, 100),
  english(25, 120),
];

/** The built-in rubric with this id, or undefined. */
export function findRubric(id: string): Rubric | undefined {
  return ESSAY_RUBRICS.find((r) => r.id === id);
}

const half = (n: number) => Math.round(n * 2) / 2;

/**
 * The rubric scaled to another full score: dimension maxima in proportion (to half points, the
 * last absorbing the rounding) and bands at the same fractions. A teacher whose exam gives 40 分
 * keeps the 中考 weights.
 */
export function scaleRubric(rubric: Rubric, fullScore: number): Rubric {
  if (fullScore === rubric.fullScore) return rubric;
  const factor = fullScore / rubric.fullScore;
  let left = fullScore;
  const dimensions = rubric.dimensions.map((d, i) => {
    const max = i === rubric.dimensions.length - 1 ? left : half(d.max * factor);
    left -= max;
    return { ...d, max };
  });
  const bands = rubric.bands.map((b) => ({
    ...b,
    min: Math.round(b.min * factor),
    max: b.max === rubric.fullScore ? fullScore : Math.round((b.max + 1) * factor) - 1,
  }));
  return { ...rubric, fullScore, dimensions, bands };
}

/**
 * The rubric a task uses when the teacher does not pick one: English by genre (the nearest of
 * 15/20/25), otherwise by grade (小学 低/中/高, 初中 → 中考, 高中 → 高考), scaled to the task's
 * full score.
 */
export function defaultRubric(task: { grade: number; genre: string; fullScore: number }): Rubric {
  let id: string;
  if (isEnglishGenre(task.genre)) {
    id = task.fullScore <= 17 ? 'english-15' : task.fullScore <= 22 ? 'english-20' : 'english-25';
  } else if (task.grade <= 2) id = 'primary-lower';
  else if (task.grade <= 4) id = 'primary-middle';
  else if (task.grade <= 6) id = 'primary-upper';
  else if (task.grade <= 9) id = 'zhongkao-50';
  else id = 'gaokao-60';
  const rubric = findRubric(id) ?? (ESSAY_RUBRICS[0] as Rubric);
  return scaleRubric(rubric, task.fullScore);
}

/** The band a total score falls in, or null without a score. */
export function bandOf(rubric: Rubric, score: number | null): string | null {
  if (score === null) return null;
  const rounded = Math.floor(score);
  return rubric.bands.find((b) => rounded >= b.min && rounded <= b.max)?.name ?? null;
}

/** Most bands a teacher may set. */
export const ESSAY_BANDS_MAX = 8;

/**
 * The teacher's bands (docs/essayReview.md "Grade bands"): each a name and the lowest whole
 * score it takes (分数线); a band reaches up to one below the next higher line, the top one to
 * the full score. Null when the lines do not start at 0, repeat, are not whole, or pass the full
 * score, so every score has exactly one band.
 */
export function bandsFromLines(
  lines: readonly { name: string; min: number; description?: string }[],
  fullScore: number,
): RubricBand[] | null {
  if (lines.length < 1 || lines.length > ESSAY_BANDS_MAX) return null;
  const sorted = [...lines].sort((a, b) => b.min - a.min);
  const mins = new Set(sorted.map((b) => b.min));
  if (mins.size !== sorted.length) return null;
  if (sorted.some((b) => !Number.isInteger(b.min) || b.min < 0 || b.min > fullScore)) return null;
  if (sorted[sorted.length - 1]?.min !== 0) return null;
  return sorted.map((b, i) => ({
    name: b.name,
    min: b.min,
    max: i === 0 ? Math.floor(fullScore) : (sorted[i - 1]?.min ?? 1) - 1,
    description: b.description ?? '',
  }));
}
