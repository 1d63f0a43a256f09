/**
 * What an app sends to the model (docs/apps.md "How a request is composed"): the system prompt
 * is the assistant's, then the app's own instructions and output structure, the rules every app
 * keeps (curriculum alignment, no invented citations, ask back), and the built-in standards
 * text of the subject; a form request's user message is its readable card. Without a model the
 * app answers with its labelled offline template instead (never generated content).
 */
import type { AppFormValues } from '@aita/core';
import type { AppDefinition } from '../apps';
import { CURRICULUM_SUMMARIES } from './corpus';

const PLAN = '义务教育课程方案（2022年版）';

/** The standards document of a subject (音乐、美术 are the 艺术 standard). */
export function standardOfSubject(subject: string): string | undefined {
  const name = subject === '音乐' || subject === '美术' ? '艺术' : subject;
  const doc = `义务教育${name}课程标准（2022年版）`;
  return CURRICULUM_SUMMARIES[doc] ? doc : undefined;
}

/** The built-in standards text that applies to a request: the plan, and the subject's standard. */
export function standardExcerpts(values: AppFormValues | undefined): [string, string][] {
  const docs = [PLAN];
  const subject = values?.subject;
  const doc = typeof subject === 'string' ? standardOfSubject(subject) : undefined;
  if (doc) docs.push(doc);
  return docs.map((d) => [d, CURRICULUM_SUMMARIES[d] ?? '']);
}

/** Rules every app's prompt carries, after its own instructions. */
export const APP_RULES = [
  '你以一位资深教研员和教师培训专家的身份工作：内容要具体、可直接用于课堂，结构清楚，语言符合所教学段学生的年龄特点。',
  '以 2022 年版义务教育课程方案和课程标准为依据（高中以普通高中课程标准为依据）。只能引用下方“内置课程标准摘要”中出现的表述；不得编造课程标准的条目编号、原文、页码，也不得编造文献、数据、政策文件或名人名言。需要更具体的课标条目时，请老师对照课标原文补充。',
  '老师提供的信息不足以写出可用的内容时（缺少课题、年级或必要的原文等），先用一两句话说明还需要哪些信息并询问，不要编造学生、班级或学校的情况。',
  '用 Markdown 输出：每个部分用二级标题（##），表格用 Markdown 表格，数学公式用 $...$（行内）或 $$...$$（独立成行）。',
];

/** The system prompt of an app's conversation: `base` (the assistant's) plus the app's part. */
export function composeAppSystemPrompt(
  base: string,
  appName: string,
  definition: AppDefinition,
  values: AppFormValues | undefined,
): string {
  const instructions = definition.instructions.map((l, i) => `${i + 1}. ${l}`).join('\n');
  const structure = definition.outputStructure.map((h) => `## ${h}`).join('\n');
  const rules = APP_RULES.map((r) => `- ${r}`).join('\n');
  const standards = standardExcerpts(values)
    .map(([name, text]) => `《${name}》：${text}`)
    .join('\n');
  const isHigh = values?.period === '高中' || /^高[一二三]$/.test(String(values?.grade ?? ''));
  const high = isHigh
    ? '\n（本次为高中学段：内置摘要只收录义务教育阶段文件，普通高中课程标准的具体条目请提示老师自行对照，不要编造。）'
    : '';
  return [
    base,
    `你现在是「${appName}」应用。本应用的要求：\n${instructions}`,
    `回答按以下结构依次输出：\n${structure}`,
    `所有应用共同遵守：\n${rules}`,
    `内置课程标准摘要（只可引用以下内容）：\n${standards}${high}`,
  ].join('\n\n');
}

/** The user message of a form request: the card, and what to do with it. */
export const formRequestMessage = (card: string): string =>
  `${card}\n\n请根据以上信息，按应用要求完成。`;

/** First line of an offline template: it says what it is. */
export const OFFLINE_TEMPLATE_TITLE = '【离线模板】当前未配置大模型，以下不是生成的内容';

/**
 * The labelled offline template of an app (docs/apps.md "Without a model"): the request as
 * received, the structure the answer would have, the built-in standards text that applies, and
 * what the operator must configure. Nothing in it pretends to be written for this request.
 */
export function offlineTemplate(
  appName: string,
  definition: AppDefinition,
  card: string,
  values: AppFormValues | undefined,
): string {
  const structure = definition.outputStructure.map((h) => `## ${h}\n\n（待填写）`).join('\n\n');
  const standards = standardExcerpts(values)
    .map(([name, text]) => `> **${name}**：${text}`)
    .join('\n>\n');
  return [
    `**${OFFLINE_TEMPLATE_TITLE}**`,
    `「${appName}」需要大模型才能生成完整内容。下面是本应用的输出结构，您可以照着填写；其后是与本次请求相关的内置课程标准摘录，可直接引用。`,
    `### 您的请求\n\n${card
      .split('\n')
      .map((l) => `- ${l}`)
      .join('\n')}`,
    `### 输出结构\n\n${structure}`,
    `### 内置课程标准摘录\n\n${standards}`,
    '### 如何开启完整生成\n\n请管理员在服务器环境变量中设置 `AI_BASE_URL`、`AI_MODEL`（及 `AI_API_KEY`）指向一个 OpenAI 兼容的大模型服务并重启，之后本应用会按上面的结构直接写出完整内容。',
  ].join('\n\n');
}
