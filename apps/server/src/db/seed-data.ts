import type { AppCategory } from '@aita/core';

/**
 * The demo catalogue of the application centre: realistic apps for Chinese school teachers.
 * Written for this project (no external source); see docs/server.md "Seed data".
 */

export interface SeedColumn {
  slug: string;
  name: string;
  kind: 'normal' | 'new_standard' | 'new_standard_sub';
}

export interface SeedApp {
  uri: string;
  name: string;
  /** One or two characters drawn on the logo. */
  glyph: string;
  desc: string;
  category: AppCategory;
  /** 1: a prompt template that opens the chat prefilled (§3). */
  template?: 0 | 1;
  /** Column slugs, in the order the app is listed within each column by seed order. */
  columns: string[];
}

/** Columns in display order. The zone (`new_standard`) comes second, after 热门应用. */
export const SEED_COLUMNS: SeedColumn[] = [
  { slug: 'hot', name: '热门应用', kind: 'normal' },
  { slug: 'new-standard', name: '新课标专区', kind: 'new_standard' },
  { slug: 'lesson-prep', name: '备课', kind: 'normal' },
  { slug: 'writing', name: '作文', kind: 'normal' },
  { slug: 'exam', name: '试卷', kind: 'normal' },
  { slug: 'courseware', name: '课件', kind: 'normal' },
  { slug: 'class-admin', name: '班级管理', kind: 'normal' },
  { slug: 'chinese', name: '语文', kind: 'normal' },
  { slug: 'math', name: '数学', kind: 'normal' },
  { slug: 'english', name: '英语', kind: 'normal' },
  { slug: 'ns-big-unit', name: '大单元教学', kind: 'new_standard_sub' },
  { slug: 'ns-interdisciplinary', name: '跨学科主题学习', kind: 'new_standard_sub' },
  { slug: 'ns-core-literacy', name: '核心素养', kind: 'new_standard_sub' },
];

export const SEED_APPS: SeedApp[] = [
  {
    uri: 'ai-assistant',
    name: 'AI教学助手',
    glyph: 'AI',
    category: 'aiassistant',
    columns: ['hot'],
    desc: '随时解答教学中的各类问题，可联网检索最新资料并标注出处。',
  },
  {
    uri: 'lesson-plan',
    name: '教案生成',
    glyph: '教',
    category: 'aiassistant',
    template: 1,
    columns: ['hot', 'lesson-prep'],
    desc: '填写学段、年级、学科、课题与课时，生成目标、重难点、教学过程齐全的教案，可导出Word。',
  },
  {
    uri: 'essay-review',
    name: '作文批改',
    glyph: '批',
    category: 'aiassistant',
    columns: ['hot', 'writing', 'chinese'],
    desc: '粘贴学生作文，逐段写出批注，并给出等级评定、亮点摘录与修改建议。',
  },
  {
    uri: 'ai-courseware',
    name: 'AI课件生成',
    glyph: '件',
    category: 'htmlfile',
    columns: ['hot', 'courseware'],
    desc: '填写学段、学科与课题，先得到可编辑的课件大纲，再生成按版式排好的幻灯片，导出 PowerPoint。',
  },
  {
    uri: 'question-generator',
    name: '智能出题',
    glyph: '题',
    category: 'aiquestion',
    columns: ['hot', 'exam'],
    desc: '按知识点、题型与难度生成练习题并附解析，逐题审核后存入我的题库；未配置大模型时从题库按条件选题。',
  },
  {
    uri: 'term-comments',
    name: '期末评语',
    glyph: '评',
    category: 'aiassistant',
    template: 1,
    columns: ['hot', 'class-admin'],
    desc: '根据学生的性格与表现，生成温暖具体、不千篇一律的期末评语。',
  },
  {
    uri: 'class-intro',
    name: '课堂导入设计',
    glyph: '导',
    category: 'aiassistant',
    template: 1,
    columns: ['hot', 'lesson-prep'],
    desc: '用情境、问题或小故事设计课堂导入，三分钟抓住学生注意力。',
  },
  {
    uri: 'virtual-lab',
    name: '虚拟实验室',
    glyph: '验',
    category: 'nobook',
    columns: ['hot', 'courseware'],
    desc: '物理、化学、生物仿真实验（会员专享）。网页版实验页面建设中。',
  },
  {
    uri: 'lecture-script',
    name: '说课稿',
    glyph: '说',
    category: 'aiassistant',
    template: 1,
    columns: ['lesson-prep'],
    desc: '围绕教材分析、学情分析、教法学法与教学过程生成完整说课稿。',
  },
  {
    uri: 'layered-homework',
    name: '分层作业',
    glyph: '层',
    category: 'aiquestion',
    columns: ['lesson-prep', 'exam'],
    desc: '按基础、提高、拓展三个层次出作业题，每层题量可调，逐题审核后存入我的题库。',
  },
  {
    uri: 'blackboard-design',
    name: '板书设计',
    glyph: '板',
    category: 'aiassistant',
    template: 1,
    columns: ['lesson-prep', 'courseware'],
    desc: '提炼本课重难点，生成条理清晰、便于记忆的板书结构。',
  },
  {
    uri: 'class-questions',
    name: '课堂提问设计',
    glyph: '问',
    category: 'aiassistant',
    template: 1,
    columns: ['lesson-prep', 'ns-core-literacy'],
    desc: '设计由浅入深的问题链，引导学生思考、讨论与表达。',
  },
  {
    uri: 'safety-lesson',
    name: '安全教育教案',
    glyph: '安',
    category: 'aiassistant',
    template: 1,
    columns: ['lesson-prep', 'class-admin'],
    desc: '防溺水、交通、消防、网络安全等专题教案，贴合学段特点。',
  },
  {
    uri: 'model-essay',
    name: '作文范文',
    glyph: '范',
    category: 'aiassistant',
    template: 1,
    columns: ['writing'],
    desc: '按题目与年级生成范文，并标注开头、过渡与结尾的写作亮点。',
  },
  {
    uri: 'essay-outline',
    name: '作文提纲',
    glyph: '纲',
    category: 'aiassistant',
    columns: ['writing'],
    desc: '帮助学生审题立意，给出多种结构的写作提纲与素材建议。',
  },
  {
    uri: 'essay-comments',
    name: '作文评语',
    glyph: '语',
    category: 'aiassistant',
    template: 1,
    columns: ['writing'],
    desc: '针对内容、结构、语言给出鼓励性与指导性并重的评语。',
  },
  {
    uri: 'english-essay-review',
    name: '英语作文批改',
    glyph: '写',
    category: 'aiassistant',
    columns: ['writing', 'english'],
    desc: '纠正语法与拼写错误，替换更地道的表达，并给出参考得分。',
  },
  {
    uri: 'paper-analysis',
    name: '试卷分析',
    glyph: '析',
    category: 'aiassistant',
    columns: ['exam'],
    desc: '根据老师提供的得分情况，分析各知识点掌握程度与主要失分原因。',
  },
  {
    uri: 'auto-paper',
    name: '一键组卷',
    glyph: '卷',
    category: 'aiquestion',
    columns: ['exam'],
    desc: '按知识范围、各题型题量分值与目标难度系数从题库自动组卷，组好后在我的试卷中编辑。',
  },
  {
    uri: 'unit-test',
    name: '单元测试卷',
    glyph: '测',
    category: 'aiquestion',
    columns: ['exam'],
    desc: '选一个单元，按题型题量与目标难度从题库组成单元测试卷，附参考答案。',
  },
  {
    uri: 'mistake-analysis',
    name: '错题归因',
    glyph: '错',
    category: 'aiassistant',
    columns: ['exam', 'math'],
    desc: '分析错题背后的知识漏洞，推荐同类变式题巩固练习。',
  },
  {
    uri: 'rubric-design',
    name: '表现性评价量规',
    glyph: '量',
    category: 'aiassistant',
    template: 1,
    columns: ['exam', 'ns-core-literacy'],
    desc: '为项目、实验或展示活动设计分级清晰、可操作的评价量规。',
  },
  {
    uri: 'ppt-outline',
    name: 'PPT课件大纲',
    glyph: 'PPT',
    category: 'aiassistant',
    template: 1,
    columns: ['courseware'],
    desc: '按课时生成逐页课件大纲、讲解要点与互动环节建议。',
  },
  {
    uri: 'teaching-illustration',
    name: '教学插图',
    glyph: '图',
    category: 'image2image',
    columns: ['courseware'],
    desc: '把草图或文字描述变成适合课堂展示的插图，可选扁平、水彩、示意图风格。需要配置图片生成模型。',
  },
  {
    uri: 'micro-lesson-video',
    name: '图片生成微课视频',
    glyph: '视',
    category: 'image2video',
    columns: ['courseware'],
    desc: '用图片和讲解词制作微课视频。需要视频生成服务，未配置时页面会说明可以先做哪些准备。',
  },
  {
    uri: 'class-meeting',
    name: '主题班会设计',
    glyph: '班',
    category: 'aiassistant',
    template: 1,
    columns: ['class-admin'],
    desc: '围绕感恩、诚信、习惯养成等主题设计完整的班会流程。',
  },
  {
    uri: 'parent-meeting-speech',
    name: '家长会发言稿',
    glyph: '家',
    category: 'aiassistant',
    template: 1,
    columns: ['class-admin'],
    desc: '结合班级情况生成条理清楚、真诚得体的家长会发言稿。',
  },
  {
    uri: 'home-school-talk',
    name: '家校沟通话术',
    glyph: '通',
    category: 'aiassistant',
    columns: ['class-admin'],
    desc: '针对作业、纪律、成绩等常见场景给出得体的沟通建议。',
  },
  {
    uri: 'growth-evaluation',
    name: '学生成长评价',
    glyph: '成',
    category: 'aiassistant',
    columns: ['class-admin'],
    desc: '从品德、学业、身心、审美、劳动五个方面生成综合素质评价。',
  },
  {
    uri: 'random-roll-call',
    name: '随机点名',
    glyph: '点',
    category: 'htmlfile',
    columns: ['class-admin'],
    desc: '粘贴全班名单后随机抽取学生，可设置不重复抽取，抽过的名字单独列出。',
  },
  // Classroom tools: html-file apps whose pages are apps/server/html-apps/<uri>.html (docs/courseware.md).
  {
    uri: 'classroom-timer',
    name: '课堂倒计时',
    glyph: '时',
    category: 'htmlfile',
    columns: ['class-admin', 'courseware'],
    desc: '投影用的大字倒计时：预设 1、3、5、10 分钟或自定义，暂停、继续、重置，时间到有醒目提示。',
  },
  {
    uri: 'scoreboard',
    name: '小组计分板',
    glyph: '分',
    category: 'htmlfile',
    columns: ['class-admin'],
    desc: '课堂小组竞赛计分：2 到 6 个小组，加分减分、改组名，领先的小组高亮显示。',
  },
  {
    uri: 'dice',
    name: '课堂骰子',
    glyph: '骰',
    category: 'htmlfile',
    columns: ['math', 'class-admin'],
    desc: '一次掷 1 到 3 颗骰子并求和，可用于概率实验、游戏抽题和小组排序，记录每次结果。',
  },
  {
    uri: 'fraction-visualiser',
    name: '分数可视化',
    glyph: '分',
    category: 'htmlfile',
    columns: ['math', 'courseware'],
    desc: '用圆形和长条直观展示分数，比较两个分数的大小，演示通分与约分。',
  },
  {
    uri: 'geometry-board',
    name: '几何画板',
    glyph: '几',
    category: 'htmlfile',
    columns: ['math', 'courseware'],
    desc: '在方格上拖动三角形的顶点，实时显示边长、角度与面积，验证内角和与勾股定理。',
  },
  {
    uri: 'handwritten-newspaper',
    name: '手抄报模板',
    glyph: '报',
    category: 'image2image',
    columns: ['class-admin'],
    desc: '选择节日或主题模板，填写标题和栏目内容，生成可打印的手抄报，无需模型。',
  },
  {
    uri: 'text-interpretation',
    name: '课文解读',
    glyph: '读',
    category: 'aiassistant',
    columns: ['chinese'],
    desc: '梳理文章结构、主旨情感与写作手法，附教学建议。',
  },
  {
    uri: 'ancient-poetry',
    name: '古诗词讲解',
    glyph: '诗',
    category: 'aiassistant',
    columns: ['chinese'],
    desc: '逐句释义，赏析意象与情感，补充创作背景与拓展阅读。',
  },
  {
    uri: 'classical-chinese',
    name: '文言文翻译',
    glyph: '译',
    category: 'aiassistant',
    columns: ['chinese'],
    desc: '逐字逐句对照翻译，标注实词、虚词与特殊句式。',
  },
  {
    uri: 'reading-questions',
    name: '阅读理解出题',
    glyph: '阅',
    category: 'aiquestion',
    columns: ['chinese', 'exam'],
    desc: '粘贴选文，围绕文章出阅读理解题（信息提取、概括与赏析），逐题审核后存入我的题库。',
  },
  {
    uri: 'math-steps',
    name: '数学解题步骤',
    glyph: '解',
    category: 'aiquestion',
    columns: ['math'],
    desc: '分步讲解数学题的解题思路、每一步的依据与易错点，公式清晰显示。',
  },
  {
    uri: 'mental-arithmetic',
    name: '口算练习',
    glyph: '算',
    category: 'aiquestion',
    columns: ['math'],
    desc: '按年级与运算出口算填空题，答案按计算结果核对后给出。',
  },
  {
    uri: 'word-problems',
    name: '应用题情境改编',
    glyph: '应',
    category: 'aiassistant',
    columns: ['math'],
    desc: '把课本应用题改编成贴近学生生活的真实情境问题。',
  },
  {
    uri: 'math-thinking',
    name: '数学思维拓展',
    glyph: '思',
    category: 'aiquestion',
    columns: ['math'],
    desc: '出较难的思维拓展解答题并附完整思路，适合课后拓展。',
  },
  {
    uri: 'graded-reading',
    name: '英语分级阅读',
    glyph: '英',
    category: 'aiassistant',
    columns: ['english'],
    desc: '按词汇量改写英文短文，并配套生成阅读理解题。',
  },
  {
    uri: 'word-cards',
    name: '单词闪卡',
    glyph: '词',
    category: 'htmlfile',
    columns: ['english'],
    desc: '课堂上翻卡认读单词：正面单词、背面词义与例句，可自己输入本课词表，支持打乱顺序。',
  },
  {
    uri: 'english-dialogue',
    name: '英语情景对话',
    glyph: '话',
    category: 'aiassistant',
    template: 1,
    columns: ['english'],
    desc: '围绕购物、问路、校园生活等场景生成分角色对话。',
  },
  {
    uri: 'big-unit-design',
    name: '大单元教学设计',
    glyph: '单',
    category: 'aiassistant',
    template: 1,
    columns: ['ns-big-unit', 'lesson-prep'],
    desc: '以大概念统领单元，生成目标、任务、评价一体化的单元设计。',
  },
  {
    uri: 'unit-objectives',
    name: '单元学习目标',
    glyph: '标',
    category: 'aiassistant',
    template: 1,
    columns: ['ns-big-unit'],
    desc: '对照课程标准拆解单元学习目标，表述可观察、可评价。',
  },
  {
    uri: 'task-group',
    name: '学习任务群设计',
    glyph: '任',
    category: 'aiassistant',
    template: 1,
    columns: ['ns-big-unit', 'chinese'],
    desc: '依据语文学习任务群设计情境化的系列学习任务。',
  },
  {
    uri: 'interdisciplinary-theme',
    name: '跨学科主题学习',
    glyph: '跨',
    category: 'aiassistant',
    template: 1,
    columns: ['ns-interdisciplinary'],
    desc: '围绕真实问题整合多学科知识，生成主题学习活动方案。',
  },
  {
    uri: 'project-learning',
    name: '项目式学习方案',
    glyph: '项',
    category: 'aiassistant',
    template: 1,
    columns: ['ns-interdisciplinary'],
    desc: '从驱动问题到成果展示，生成完整的项目式学习方案。',
  },
  {
    uri: 'labour-practice',
    name: '劳动教育实践',
    glyph: '劳',
    category: 'aiassistant',
    template: 1,
    columns: ['ns-interdisciplinary'],
    desc: '结合校园与家庭生活设计劳动实践任务与评价方式。',
  },
  {
    uri: 'core-literacy-goals',
    name: '核心素养目标拆解',
    glyph: '素',
    category: 'aiassistant',
    template: 1,
    columns: ['ns-core-literacy'],
    desc: '将学科核心素养落实到课时目标与可评价的学习表现。',
  },
];

/**
 * The 2022 Ministry of Education announcement publishing the compulsory-education curriculum plan
 * and standards. Used as the link of every document (see docs/server.md).
 */
export const MOE_2022_ANNOUNCEMENT =
  'http://www.moe.gov.cn/srcsite/A26/s8001/202204/t20220420_619921.html';

/** The compulsory-education curriculum plan and standards (2022 edition), in display order. */
export const SEED_STANDARD_DOCS: { name: string; link: string }[] = [
  '义务教育课程方案（2022年版）',
  '义务教育语文课程标准（2022年版）',
  '义务教育数学课程标准（2022年版）',
  '义务教育英语课程标准（2022年版）',
  '义务教育道德与法治课程标准（2022年版）',
  '义务教育科学课程标准（2022年版）',
  '义务教育物理课程标准（2022年版）',
  '义务教育化学课程标准（2022年版）',
  '义务教育生物学课程标准（2022年版）',
  '义务教育历史课程标准（2022年版）',
  '义务教育地理课程标准（2022年版）',
  '义务教育艺术课程标准（2022年版）',
  '义务教育体育与健康课程标准（2022年版）',
  '义务教育信息科技课程标准（2022年版）',
  '义务教育劳动课程标准（2022年版）',
].map((name) => ({ name, link: MOE_2022_ANNOUNCEMENT }));

/**
 * Descriptions seeded before that promised what nothing does (一键下载, 逐段批注, 扫码练习, 打印…):
 * a database still holding one of these exact texts gets the current one at the next seed; a
 * description an operator changed is left alone. Several texts when an app was described more
 * than once (the `aiquestion` apps said 网页版建设中 until their pages existed).
 */
export const RETIRED_APP_DESCRIPTIONS: Readonly<Record<string, string | readonly string[]>> = {
  'lesson-plan': '输入课题、学段与课时，一键生成目标、重难点、过程齐全的教学设计。',
  'essay-review': '按评分标准逐段批注，给出等级评定、亮点摘录与修改建议。',
  'ai-courseware': '输入课题即可生成结构完整、可继续编辑的课件，支持一键下载。',
  'question-generator': [
    '选择知识点、题型与难度，快速生成练习题并附详细解析。',
    '按知识点、题型与难度生成练习题并附解析。网页版建设中，现在可在精品题库按知识点选题。',
  ],
  'virtual-lab': '物理、化学、生物仿真实验随堂演示，操作安全、现象清晰。',
  'layered-homework': [
    '按基础、提高、拓展三个层次设计作业，兼顾不同水平的学生。',
    '按基础、提高、拓展三个层次设计作业。网页版建设中，现在可在精品题库按知识点选题。',
  ],
  'paper-analysis': '汇总得分情况，分析各知识点掌握程度与主要失分原因。',
  'auto-paper': [
    '按题型比例与难度分布自动组卷，可导出为Word试卷。',
    '按题型比例与难度分布组卷。网页版建设中，现在可在精品题库选题组卷。',
  ],
  'unit-test': [
    '依据单元教学目标生成测试卷，附参考答案与评分标准。',
    '依据单元教学目标出测试卷，附参考答案与评分标准。网页版建设中，现在可在精品题库选题。',
  ],
  'teaching-illustration': '把草图或文字描述变成适合课堂展示的清晰插图。',
  'micro-lesson-video': '上传图片并输入讲解词，自动合成配音字幕齐全的微课视频。',
  'random-roll-call': '随机点名与小组计分，手机扫码即可在课堂上使用。',
  'handwritten-newspaper': '按节日或主题生成版式美观的手抄报模板，可直接打印。',
  'reading-questions': [
    '根据选文生成阅读理解题，覆盖信息提取、概括与赏析。',
    '根据选文出阅读理解题，覆盖信息提取、概括与赏析。网页版建设中，现在可在精品题库选题。',
  ],
  'math-steps': [
    '分步讲解解题思路与关键步骤，公式清晰显示。',
    '分步讲解数学题的解题思路与关键步骤。网页版建设中，现在可在精品题库查看题目解析。',
  ],
  'mental-arithmetic': [
    '按年级与运算类型生成口算题卡，支持打印与计时。',
    '按年级与运算类型出口算题。网页版建设中，现在可在精品题库选题。',
  ],
  'math-thinking': [
    '精选有趣的思维训练题，附讲解思路，适合课后拓展。',
    '思维训练题与讲解思路，适合课后拓展。网页版建设中，现在可在精品题库选题。',
  ],
  'word-cards': '按教材单元生成单词卡片，音标例句齐全，扫码即可练习。',
};

/** The retired descriptions of an app, as a list (none for an app never re-described). */
export function retiredDescriptions(uri: string): readonly string[] {
  const retired = RETIRED_APP_DESCRIPTIONS[uri];
  return retired === undefined ? [] : typeof retired === 'string' ? [retired] : retired;
}
