/**
 * Knowledge-point trees of 语文, 英语 and 初中物理 (written for this product, after the domains of
 * the 2022 义务教育课程标准: 语文's 识字与写字 / 阅读与鉴赏 / 表达与交流 / 梳理与探究, 英语's
 * 语言知识 / 语言技能, 物理's 物质 / 运动和相互作用 / 能量). Three levels, stable ids.
 */
import type { KnowledgeNode } from '@aita/core';

type Spec = [id: string, name: string, children?: Spec[]];
const node = ([id, name, children = []]: Spec): KnowledgeNode => ({
  id,
  name,
  children: children.map(node),
});

// prettier-ignore
const PRIMARY_CHINESE: Spec[] = [
  ['pc.char', '识字与写字', [
    ['pc.char.pinyin', '汉语拼音', [['pc.char.pinyin.tone', '声调与拼读'], ['pc.char.pinyin.syllable', '音节与整体认读']]],
    ['pc.char.hanzi', '汉字', [['pc.char.hanzi.stroke', '笔画与笔顺'], ['pc.char.hanzi.radical', '偏旁部首'], ['pc.char.hanzi.similar', '形近字与同音字']]],
  ]],
  ['pc.read', '阅读与鉴赏', [
    ['pc.read.word', '词语', [['pc.read.word.meaning', '词语的理解'], ['pc.read.word.synonym', '近义词与反义词']]],
    ['pc.read.sentence', '句子', [['pc.read.sentence.rhetoric', '比喻与拟人'], ['pc.read.sentence.transform', '句式变换']]],
    ['pc.read.poem', '古诗文', [['pc.read.poem.recite', '古诗背诵与默写'], ['pc.read.poem.meaning', '诗意理解']]],
    ['pc.read.text', '课文阅读', [['pc.read.text.main', '概括主要内容'], ['pc.read.text.feeling', '体会思想感情']]],
  ]],
  ['pc.write', '表达与交流', [
    ['pc.write.talk', '口语交际', [['pc.write.talk.listen', '倾听与应对']]],
    ['pc.write.essay', '习作', [['pc.write.essay.narrative', '记叙文习作'], ['pc.write.essay.describe', '写景状物']]],
  ]],
];

// prettier-ignore
const JUNIOR_CHINESE: Spec[] = [
  ['jc.base', '积累与运用', [
    ['jc.base.char', '字音字形', [['jc.base.char.sound', '字音'], ['jc.base.char.form', '字形']]],
    ['jc.base.word', '词语运用', [['jc.base.word.idiom', '成语运用'], ['jc.base.word.usage', '词语辨析']]],
    ['jc.base.sentence', '句子', [['jc.base.sentence.error', '病句辨析与修改'], ['jc.base.sentence.rhetoric', '修辞手法']]],
    ['jc.base.lit', '文学常识', [['jc.base.lit.author', '作家作品'], ['jc.base.lit.culture', '传统文化常识']]],
  ]],
  ['jc.read', '阅读', [
    ['jc.read.classical', '文言文阅读', [['jc.read.classical.word', '实词与虚词'], ['jc.read.classical.translate', '句子翻译'], ['jc.read.classical.content', '内容理解']]],
    ['jc.read.poem', '古诗词鉴赏', [['jc.read.poem.image', '意象与意境'], ['jc.read.poem.emotion', '情感把握']]],
    ['jc.read.modern', '现代文阅读', [['jc.read.modern.narrative', '记叙文阅读'], ['jc.read.modern.expository', '说明文阅读'], ['jc.read.modern.argument', '议论文阅读']]],
    ['jc.read.classic', '名著阅读', [['jc.read.classic.plot', '情节与人物']]],
  ]],
  ['jc.write', '写作', [
    ['jc.write.essay', '作文', [['jc.write.essay.proposition', '命题作文'], ['jc.write.essay.material', '材料作文']]],
  ]],
];

// prettier-ignore
const PRIMARY_ENGLISH: Spec[] = [
  ['pe.lang', '语言知识', [
    ['pe.lang.phonics', '语音', [['pe.lang.phonics.letters', '字母与字母组合发音']]],
    ['pe.lang.vocab', '词汇', [['pe.lang.vocab.theme', '主题词汇'], ['pe.lang.vocab.number', '数字与时间']]],
    ['pe.lang.grammar', '语法', [['pe.lang.grammar.noun', '名词单复数'], ['pe.lang.grammar.be', 'be 动词'], ['pe.lang.grammar.present', '一般现在时'], ['pe.lang.grammar.prep', '方位介词']]],
  ]],
  ['pe.skill', '语言技能', [
    ['pe.skill.listen', '听', [['pe.skill.listen.picture', '听音选图']]],
    ['pe.skill.read', '读', [['pe.skill.read.dialogue', '对话理解'], ['pe.skill.read.short', '短文理解']]],
    ['pe.skill.write', '写', [['pe.skill.write.sentence', '句子书写']]],
  ]],
];

// prettier-ignore
const JUNIOR_ENGLISH: Spec[] = [
  ['je.lang', '语言知识', [
    ['je.lang.vocab', '词汇', [['je.lang.vocab.form', '词形变化'], ['je.lang.vocab.phrase', '固定搭配']]],
    ['je.lang.grammar', '语法', [
      ['je.lang.grammar.tense', '动词时态'],
      ['je.lang.grammar.passive', '被动语态'],
      ['je.lang.grammar.clause', '宾语从句与定语从句'],
      ['je.lang.grammar.compare', '形容词与副词的比较级'],
      ['je.lang.grammar.modal', '情态动词'],
      ['je.lang.grammar.pron', '代词'],
    ]],
  ]],
  ['je.skill', '语言技能', [
    ['je.skill.read', '阅读理解', [['je.skill.read.detail', '细节理解'], ['je.skill.read.main', '主旨大意'], ['je.skill.read.infer', '推理判断']]],
    ['je.skill.cloze', '完形填空', [['je.skill.cloze.context', '语境理解']]],
    ['je.skill.write', '书面表达', [['je.skill.write.letter', '书信与应用文'], ['je.skill.write.topic', '话题作文']]],
  ]],
];

// prettier-ignore
const JUNIOR_PHYSICS: Spec[] = [
  ['jp.matter', '物质', [
    ['jp.matter.state', '物态变化', [['jp.matter.state.temp', '温度与温度计'], ['jp.matter.state.change', '熔化、汽化与液化']]],
    ['jp.matter.mass', '质量与密度', [['jp.matter.mass.mass', '质量的测量'], ['jp.matter.mass.density', '密度及其计算']]],
  ]],
  ['jp.motion', '运动和相互作用', [
    ['jp.motion.move', '机械运动', [['jp.motion.move.speed', '速度的计算'], ['jp.motion.move.reference', '参照物']]],
    ['jp.motion.force', '力', [['jp.motion.force.gravity', '重力'], ['jp.motion.force.friction', '摩擦力'], ['jp.motion.force.newton', '牛顿第一定律']]],
    ['jp.motion.pressure', '压强与浮力', [['jp.motion.pressure.solid', '固体压强'], ['jp.motion.pressure.liquid', '液体压强'], ['jp.motion.pressure.buoyancy', '浮力与阿基米德原理']]],
    ['jp.motion.sound', '声现象', [['jp.motion.sound.source', '声音的产生与传播']]],
    ['jp.motion.light', '光现象', [['jp.motion.light.reflect', '光的反射'], ['jp.motion.light.refract', '光的折射与透镜']]],
  ]],
  ['jp.energy', '能量', [
    ['jp.energy.work', '功和机械能', [['jp.energy.work.work', '功与功率'], ['jp.energy.work.machine', '简单机械与机械效率']]],
    ['jp.energy.heat', '内能', [['jp.energy.heat.capacity', '比热容与热量计算']]],
    ['jp.energy.elec', '电学', [['jp.energy.elec.circuit', '电路与电流'], ['jp.energy.elec.ohm', '欧姆定律'], ['jp.energy.elec.power', '电功率']]],
  ]],
];

/** 语文 (subject 1) and 英语 (3) for 小学 and 初中, 物理 (4) for 初中. */
export const SUBJECT_KNOWLEDGE_TREES = [
  { period: 1, subject: 1, roots: PRIMARY_CHINESE.map(node) },
  { period: 2, subject: 1, roots: JUNIOR_CHINESE.map(node) },
  { period: 1, subject: 3, roots: PRIMARY_ENGLISH.map(node) },
  { period: 2, subject: 3, roots: JUNIOR_ENGLISH.map(node) },
  { period: 2, subject: 4, roots: JUNIOR_PHYSICS.map(node) },
] as const;
