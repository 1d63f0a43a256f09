/**
 * 期末评语 without a model (docs/classroom.md "Comments"): a student's observations over the term
 * arranged into a skeleton the teacher finishes — an opening with the name, the observations by
 * kind (strengths first, then what to work on), a closing wish. Nothing is invented: the
 * skeleton only holds what the teacher wrote, with brackets where their words go.
 */

/** What an observation is about, so the skeleton can put strengths before what to improve. */
export const OBSERVATION_KINDS = ['strength', 'progress', 'improve', 'other'] as const;
export type ObservationKind = (typeof OBSERVATION_KINDS)[number];
/** Their names on the page. */
export const OBSERVATION_KIND_NAMES: Readonly<Record<ObservationKind, string>> = {
  strength: '优点',
  progress: '进步',
  improve: '待改进',
  other: '其他',
};
/** Longest observation. */
export const OBSERVATION_MAX = 200;
/** Observations kept per student. */
export const OBSERVATIONS_PER_STUDENT_MAX = 100;

/** What the page says about generating with a model. */
export const MSG_COMMENT_NEEDS_MODEL =
  '按语气和字数自动生成评语需要配置大模型；下面是根据观察记录整理的评语框架，请补充修改后使用。';
/** A student without observations. */
export const MSG_NO_OBSERVATIONS = '还没有观察记录，先在学期中随手记下这名学生的表现。';

/** One observation as the skeleton reads it. */
export interface Observation {
  kind: ObservationKind;
  text: string;
}

/** The given name (last one or two characters of a Chinese name), as teachers address pupils. */
export function givenName(name: string): string {
  const chars = Array.from(name.trim());
  if (chars.length <= 2) return chars.join('');
  return chars.slice(-2).join('');
}

/** Joins texts with ；and ends with 。 (a text already ending in punctuation keeps it). */
function sentence(texts: string[]): string {
  const body = texts.map((t) => t.trim().replace(/[。；;，,.\s]+$/u, '')).join('；');
  return body ? `${body}。` : '';
}

/**
 * The comment skeleton of one student from their observations: an opening with the given name,
 * strengths and progress, what to work on, and a closing with a bracket for the teacher's wish.
 * Without observations the skeleton is only the brackets.
 */
export function commentSkeleton(name: string, observations: readonly Observation[]): string {
  const of = (kind: ObservationKind) =>
    observations.filter((o) => o.kind === kind && o.text.trim()).map((o) => o.text);
  const good = [...of('strength'), ...of('progress')];
  const other = of('other');
  const improve = of('improve');
  const parts = [`${givenName(name)}同学：`];
  parts.push(good.length ? `这学期你${sentence(good)}` : '这学期你【写下他/她的闪光点】。');
  if (other.length) parts.push(sentence(other));
  parts.push(
    improve.length
      ? `老师希望你在这些方面继续努力：${sentence(improve)}`
      : '【写下希望他/她改进的地方】。',
  );
  parts.push('【写下对新学期的期望】');
  return parts.join('');
}
