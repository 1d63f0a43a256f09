/**
 * The os=jzax configuration as seeded (docs/aiCourse.md "os=jzax"): what the embedding showed
 * when it was hard-coded. Operators replace any document with `npm run admin -- jyy:set`.
 */
import { SUBJECT_TYPES } from '@aita/core';
import type { JyyMiniprogram, JyyNobookItem, JyyTabList } from '@aita/contract';

/** The compulsory-education subjects offered in the top bar. */
const EMBED_SUBJECT_NAMES = [
  '语文',
  '数学',
  '英语',
  '物理',
  '化学',
  '生物',
  '历史',
  '地理',
  '道德与法治',
];

export const SEED_JYY = {
  tabList: [
    { key: 'discover', name: '发现', path: '/home/index' },
    { key: 'apps', name: '应用中心', path: '/apps/index' },
    { key: 'chat', name: '会话', path: '/chat/index' },
  ] satisfies JyyTabList['tabList'],
  subjectList: SUBJECT_TYPES.filter((s) => EMBED_SUBJECT_NAMES.includes(s.name)).map((s) => ({
    id: s.id,
    name: s.name,
  })),
  keywords: [
    { keyword: '教案', appUri: 'lesson-plan' },
    { keyword: '课件', appUri: 'ai-courseware' },
    { keyword: '作文批改', appUri: 'essay-review' },
    { keyword: '出题', appUri: 'question-generator' },
    { keyword: '期末评语', appUri: 'term-comments' },
    { keyword: '课堂点名', appUri: 'random-roll-call' },
  ],
  nobook: [
    {
      id: 'phy-lens',
      name: '凸透镜成像规律',
      subject: '物理',
      grade: '八年级',
      desc: '移动蜡烛与光屏，观察像的大小、正倒与物距的关系。',
    },
    {
      id: 'phy-circuit',
      name: '串联与并联电路',
      subject: '物理',
      grade: '九年级',
      desc: '连接灯泡与开关，比较两种电路中的电流与电压。',
    },
    {
      id: 'chem-oxygen',
      name: '实验室制取氧气',
      subject: '化学',
      grade: '九年级',
      desc: '加热高锰酸钾制取氧气，练习装置连接与排水法收集。',
    },
    {
      id: 'chem-neutral',
      name: '酸碱中和反应',
      subject: '化学',
      grade: '九年级',
      desc: '滴加盐酸到含酚酞的氢氧化钠溶液中，观察颜色变化。',
    },
    {
      id: 'bio-cell',
      name: '观察植物细胞',
      subject: '生物',
      grade: '七年级',
      desc: '制作洋葱表皮临时装片，用显微镜观察细胞结构。',
    },
    {
      id: 'math-pythagoras',
      name: '勾股定理的拼图证明',
      subject: '数学',
      grade: '八年级',
      desc: '拖动四个直角三角形，拼出正方形验证勾股定理。',
    },
  ] satisfies JyyNobookItem[],
  miniprograms: [
    {
      id: 'random-roll-call',
      name: '课堂点名',
      desc: '按班级名单随机点名，可避免重复。',
      path: 'pages/app/index?uri=random-roll-call',
      appUri: 'random-roll-call',
    },
    {
      id: 'word-cards',
      name: '单词记忆卡',
      desc: '输入单词表生成记忆卡片，课堂上翻卡练习。',
      path: 'pages/app/index?uri=word-cards',
      appUri: 'word-cards',
    },
  ] satisfies JyyMiniprogram[],
} as const;

/** The documents' keys, as `jyy:set --key` takes them. */
export const JYY_KEYS = Object.keys(SEED_JYY) as (keyof typeof SEED_JYY)[];
export type JyyKey = (typeof JYY_KEYS)[number];
