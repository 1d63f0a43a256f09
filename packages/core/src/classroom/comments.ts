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

/** The tones a teacher picks for generated comments. */
export const COMMENT_TONES = ['warm', 'lively', 'formal'] as const;
export type CommentTone = (typeof COMMENT_TONES)[number];
export const COMMENT_TONE_NAMES: Readonly<Record<CommentTone, string>> = {
  warm: '温和鼓励',
  lively: '亲切活泼',
  formal: '正式稳重',
};
/** The lengths, with the characters each aims at. */
export const COMMENT_LENGTHS = ['short', 'medium', 'long'] as const;
export type CommentLength = (typeof COMMENT_LENGTHS)[number];
export const COMMENT_LENGTH_NAMES: Readonly<Record<CommentLength, string>> = {
  short: '简短（约 80 字）',
  medium: '适中（约 150 字）',
  long: '详细（约 250 字）',
};
export const COMMENT_LENGTH_CHARS: Readonly<Record<CommentLength, number>> = {
  short: 80,
  medium: 150,
  long: 250,
};
/** Longest saved comment. */
export const COMMENT_MAX = 600;

/** The batch refused without a chat model (40001); the page says it before the teacher tries. */
export const MSG_COMMENTS_NEED_MODEL =
  '批量生成期末评语需要配置大模型；您仍可以在下面逐个填写、修改并导出 Word。';
/** The batch's stages. */
export const MSG_COMMENTS_WRITING = '正在生成评语';
/** A batch that had no student to write for. */
export const MSG_COMMENTS_NOTHING = '没有需要生成评语的学生（老师改过的评语不会被覆盖）';
/** Export with no comment written. */
export const MSG_COMMENTS_EMPTY = '还没有任何评语，请先生成或填写后再导出';

/** One exam as a student's comment sees it: their score against the class. */
export interface CommentExamFact {
  name: string;
  examDate: string;
  fullScore: number;
  /** The student's score, null when absent or not entered. */
  score: number | null;
  /** The class average of that exam, null when nobody has a score. */
  average: number | null;
}

/** What a student's comment is grounded in: their own notes, observations and scores. */
export interface CommentFacts {
  name: string;
  gender: 'm' | 'f' | null;
  notes: string;
  observations: readonly Observation[];
  exams: readonly CommentExamFact[];
}

const round1 = (n: number) => Math.round(n * 10) / 10;

/**
 * The facts about one student as lines of Chinese (the model's material, and what the page
 * shows as 依据). Scores are compared with the class average only: no rank is ever computed.
 */
export function commentFactLines(facts: CommentFacts): string[] {
  const lines: string[] = [];
  lines.push(
    `姓名：${facts.name}${facts.gender ? `（${facts.gender === 'm' ? '男' : '女'}）` : ''}`,
  );
  if (facts.notes.trim()) lines.push(`备注：${facts.notes.trim()}`);
  for (const kind of OBSERVATION_KINDS) {
    const texts = facts.observations.filter((o) => o.kind === kind && o.text.trim());
    if (texts.length)
      lines.push(`${OBSERVATION_KIND_NAMES[kind]}：${texts.map((o) => o.text.trim()).join('；')}`);
  }
  for (const exam of facts.exams) {
    if (exam.score === null) {
      lines.push(`${exam.name}（${exam.examDate}）：未参加或未录入`);
      continue;
    }
    const avg =
      exam.average === null
        ? ''
        : `，班级平均 ${round1(exam.average)}，${
            exam.score >= exam.average ? '高于或等于平均' : '低于平均'
          }`;
    lines.push(`${exam.name}（${exam.examDate}）：${exam.score}/${exam.fullScore} 分${avg}`);
  }
  if (lines.length === 1) lines.push('（老师还没有记录这名学生的表现和成绩）');
  return lines;
}
