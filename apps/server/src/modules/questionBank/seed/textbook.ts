/**
 * The textbook map (docs/questionBank.md "Textbook map"): 教材版本 › 年级/册 › 单元 › 课, with the
 * knowledge points each unit or lesson teaches. Unit titles follow the editions' tables of
 * contents (人教版、北师大版 数学, 部编版 语文, 人教版 英语 Go for it!) for the seeded grades; the
 * links to knowledge points are this product's. Ids are stable codes.
 */

/** [id, name, knowledge points, children]. */
export type TextbookSpec = [id: string, name: string, points: string[], children?: TextbookSpec[]];

/** One textbook tree per 学段 and 学科. */
export interface SeedTextbookTree {
  period: number;
  subject: number;
  roots: TextbookSpec[];
}

/** A unit whose lessons each teach the unit's points (ids `<unit>.l<n>`). */
function unit(id: string, name: string, points: string[], lessons: string[] = []): TextbookSpec {
  return [id, name, points, lessons.map((l, i) => [`${id}.l${i + 1}`, l, points] as TextbookSpec)];
}

// prettier-ignore
const PRIMARY_MATH: TextbookSpec[] = [
  ['tb.pm.rj', '人教版', [], [
    ['tb.pm.rj.g3a', '三年级上册', [], [
      unit('tb.pm.rj.g3a.u1', '第1单元 时、分、秒', ['pm.geo.measure.unit'], ['秒的认识', '时间的计算']),
      unit('tb.pm.rj.g3a.u2', '第2单元 万以内的加法和减法（一）', ['pm.num.int.add'], ['两位数加两位数', '两位数减两位数']),
      unit('tb.pm.rj.g3a.u3', '第3单元 测量', ['pm.geo.measure.unit'], ['毫米、分米的认识', '千米的认识', '吨的认识']),
      unit('tb.pm.rj.g3a.u4', '第4单元 万以内的加法和减法（二）', ['pm.num.int.add'], ['加法', '减法']),
      unit('tb.pm.rj.g3a.u6', '第6单元 多位数乘一位数', ['pm.num.int.mul'], ['口算乘法', '笔算乘法']),
      unit('tb.pm.rj.g3a.u7', '第7单元 长方形和正方形', ['pm.geo.plane.perimeter'], ['四边形', '周长']),
      unit('tb.pm.rj.g3a.u8', '第8单元 分数的初步认识', ['pm.num.frac.frac'], ['分数的简单计算']),
    ]],
    ['tb.pm.rj.g4a', '四年级上册', [], [
      unit('tb.pm.rj.g4a.u3', '第3单元 角的度量', ['pm.geo.measure.angle'], ['角的度量', '角的分类']),
      unit('tb.pm.rj.g4a.u4', '第4单元 三位数乘两位数', ['pm.num.int.mul'], ['笔算乘法', '积的变化规律']),
      unit('tb.pm.rj.g4a.u6', '第6单元 除数是两位数的除法', ['pm.num.int.mul'], ['口算除法', '笔算除法']),
    ]],
    ['tb.pm.rj.g4b', '四年级下册', [], [
      unit('tb.pm.rj.g4b.u1', '第1单元 四则运算', ['pm.num.int.mixed'], ['加、减法的意义和各部分间的关系', '括号']),
      unit('tb.pm.rj.g4b.u3', '第3单元 运算定律', ['pm.num.int.mixed'], ['加法运算定律', '乘法运算定律']),
      unit('tb.pm.rj.g4b.u6', '第6单元 小数的加法和减法', ['pm.num.frac.dec'], ['小数加减法', '小数加减混合运算']),
    ]],
    ['tb.pm.rj.g5a', '五年级上册', [], [
      unit('tb.pm.rj.g5a.u5', '第5单元 简易方程', ['pm.num.eq.simple'], ['用字母表示数', '解方程', '实际问题与方程']),
      unit('tb.pm.rj.g5a.u6', '第6单元 多边形的面积', ['pm.geo.plane.area'], ['平行四边形的面积', '三角形的面积', '梯形的面积']),
    ]],
    ['tb.pm.rj.g5b', '五年级下册', [], [
      unit('tb.pm.rj.g5b.u2', '第2单元 因数与倍数', ['pm.num.factor.prime'], ['因数和倍数', '质数和合数']),
      unit('tb.pm.rj.g5b.u4', '第4单元 分数的意义和性质', ['pm.num.frac.frac', 'pm.num.factor.gcd'], ['分数的意义', '约分', '通分']),
      unit('tb.pm.rj.g5b.u6', '第6单元 分数的加法和减法', ['pm.num.frac.frac'], ['同分母分数加、减法', '异分母分数加、减法']),
    ]],
    ['tb.pm.rj.g6a', '六年级上册', [], [
      unit('tb.pm.rj.g6a.u4', '第4单元 比', ['pm.num.ratio.ratio'], ['比的意义', '比的基本性质']),
      unit('tb.pm.rj.g6a.u5', '第5单元 圆', ['pm.geo.plane.circle'], ['圆的周长', '圆的面积']),
      unit('tb.pm.rj.g6a.u6', '第6单元 百分数（一）', ['pm.num.frac.pct'], ['百分数的意义和写法', '用百分数解决问题']),
    ]],
  ]],
  ['tb.pm.bs', '北师大版', [], [
    ['tb.pm.bs.g5a', '五年级上册', [], [
      unit('tb.pm.bs.g5a.u3', '第三单元 倍数与因数', ['pm.num.factor.prime', 'pm.num.factor.gcd'], ['找因数', '找质数']),
      unit('tb.pm.bs.g5a.u4', '第四单元 多边形的面积', ['pm.geo.plane.area'], ['探索活动：平行四边形的面积', '探索活动：三角形的面积']),
    ]],
    ['tb.pm.bs.g6a', '六年级上册', [], [
      unit('tb.pm.bs.g6a.u1', '第一单元 圆', ['pm.geo.plane.circle'], ['圆的周长', '圆的面积（一）']),
      unit('tb.pm.bs.g6a.u4', '第四单元 百分数', ['pm.num.frac.pct'], ['百分数的认识', '百分数的应用']),
      unit('tb.pm.bs.g6a.u6', '第六单元 比的认识', ['pm.num.ratio.ratio'], ['生活中的比', '比的化简']),
    ]],
  ]],
];

// prettier-ignore
const JUNIOR_MATH: TextbookSpec[] = [
  ['tb.jm.rj', '人教版', [], [
    ['tb.jm.rj.g7a', '七年级上册', [], [
      unit('tb.jm.rj.g7a.u1', '第一章 有理数', ['jm.num.rational.concept', 'jm.num.rational.abs', 'jm.num.rational.ops'], ['1.1 正数和负数', '1.2 有理数', '1.3 有理数的加减法', '1.4 有理数的乘除法', '1.5 有理数的乘方']),
      unit('tb.jm.rj.g7a.u2', '第二章 整式的加减', ['jm.num.expr.poly'], ['2.1 整式', '2.2 整式的加减']),
      unit('tb.jm.rj.g7a.u3', '第三章 一元一次方程', ['jm.num.eq.linear'], ['3.1 从算式到方程', '3.2 解一元一次方程（一）', '3.3 解一元一次方程（二）', '3.4 实际问题与一元一次方程']),
      unit('tb.jm.rj.g7a.u4', '第四章 几何图形初步', ['jm.geo.line.angle'], ['4.1 几何图形', '4.2 直线、射线、线段', '4.3 角']),
    ]],
    ['tb.jm.rj.g7b', '七年级下册', [], [
      unit('tb.jm.rj.g7b.u5', '第五章 相交线与平行线', ['jm.geo.line.angle', 'jm.geo.line.parallel'], ['5.1 相交线', '5.2 平行线及其判定', '5.3 平行线的性质']),
      unit('tb.jm.rj.g7b.u6', '第六章 实数', ['jm.num.real.sqrt', 'jm.num.real.irr'], ['6.1 平方根', '6.2 立方根', '6.3 实数']),
      unit('tb.jm.rj.g7b.u8', '第八章 二元一次方程组', ['jm.num.eq.system'], ['8.1 二元一次方程组', '8.2 消元——解二元一次方程组', '8.3 实际问题与二元一次方程组']),
      unit('tb.jm.rj.g7b.u9', '第九章 不等式与不等式组', ['jm.num.eq.ineq'], ['9.1 不等式', '9.2 一元一次不等式', '9.3 一元一次不等式组']),
    ]],
    ['tb.jm.rj.g8a', '八年级上册', [], [
      unit('tb.jm.rj.g8a.u11', '第十一章 三角形', ['jm.geo.tri.angles'], ['11.1 与三角形有关的线段', '11.2 与三角形有关的角']),
      unit('tb.jm.rj.g8a.u12', '第十二章 全等三角形', ['jm.geo.tri.congruent'], ['12.1 全等三角形', '12.2 三角形全等的判定']),
      unit('tb.jm.rj.g8a.u13', '第十三章 轴对称', ['jm.geo.tri.iso'], ['13.1 轴对称', '13.3 等腰三角形']),
      unit('tb.jm.rj.g8a.u14', '第十四章 整式的乘法与因式分解', ['jm.num.expr.mul'], ['14.1 整式的乘法', '14.2 乘法公式', '14.3 因式分解']),
      unit('tb.jm.rj.g8a.u15', '第十五章 分式', ['jm.num.expr.frac'], ['15.1 分式', '15.2 分式的运算', '15.3 分式方程']),
    ]],
    ['tb.jm.rj.g8b', '八年级下册', [], [
      unit('tb.jm.rj.g8b.u16', '第十六章 二次根式', ['jm.num.real.sqrt'], ['16.1 二次根式', '16.2 二次根式的乘除', '16.3 二次根式的加减']),
      unit('tb.jm.rj.g8b.u17', '第十七章 勾股定理', ['jm.geo.tri.pyth'], ['17.1 勾股定理', '17.2 勾股定理的逆定理']),
      unit('tb.jm.rj.g8b.u18', '第十八章 平行四边形', ['jm.geo.quad.para', 'jm.geo.quad.special'], ['18.1 平行四边形', '18.2 特殊的平行四边形']),
      unit('tb.jm.rj.g8b.u19', '第十九章 一次函数', ['jm.num.func.linear'], ['19.1 函数', '19.2 一次函数']),
      unit('tb.jm.rj.g8b.u20', '第二十章 数据的分析', ['jm.stat.data.avg', 'jm.stat.data.var'], ['20.1 数据的集中趋势', '20.2 数据的波动程度']),
    ]],
    ['tb.jm.rj.g9a', '九年级上册', [], [
      unit('tb.jm.rj.g9a.u21', '第二十一章 一元二次方程', ['jm.num.eq.quad'], ['21.1 一元二次方程', '21.2 解一元二次方程', '21.3 实际问题与一元二次方程']),
      unit('tb.jm.rj.g9a.u22', '第二十二章 二次函数', ['jm.num.func.quad'], ['22.1 二次函数的图象和性质', '22.2 二次函数与一元二次方程']),
      unit('tb.jm.rj.g9a.u24', '第二十四章 圆', ['jm.geo.circle.basic', 'jm.geo.circle.arc'], ['24.1 圆的有关性质', '24.4 弧长和扇形面积']),
      unit('tb.jm.rj.g9a.u25', '第二十五章 概率初步', ['jm.stat.prob.classic'], ['25.1 随机事件与概率', '25.2 用列举法求概率']),
    ]],
  ]],
  ['tb.jm.bs', '北师大版', [], [
    ['tb.jm.bs.g7a', '七年级上册', [], [
      unit('tb.jm.bs.g7a.u2', '第二章 有理数及其运算', ['jm.num.rational.concept', 'jm.num.rational.abs', 'jm.num.rational.ops'], ['有理数', '数轴', '绝对值', '有理数的加法', '有理数的乘方']),
      unit('tb.jm.bs.g7a.u3', '第三章 整式及其加减', ['jm.num.expr.poly'], ['字母表示数', '整式的加减']),
      unit('tb.jm.bs.g7a.u5', '第五章 一元一次方程', ['jm.num.eq.linear'], ['认识一元一次方程', '求解一元一次方程', '应用一元一次方程']),
    ]],
    ['tb.jm.bs.g7b', '七年级下册', [], [
      unit('tb.jm.bs.g7b.u1', '第一章 整式的乘除', ['jm.num.expr.mul'], ['同底数幂的乘法', '平方差公式', '完全平方公式']),
      unit('tb.jm.bs.g7b.u2', '第二章 相交线与平行线', ['jm.geo.line.angle', 'jm.geo.line.parallel'], ['两条直线的位置关系', '探索直线平行的条件']),
      unit('tb.jm.bs.g7b.u4', '第四章 三角形', ['jm.geo.tri.angles', 'jm.geo.tri.congruent'], ['认识三角形', '探索三角形全等的条件']),
    ]],
    ['tb.jm.bs.g8a', '八年级上册', [], [
      unit('tb.jm.bs.g8a.u1', '第一章 勾股定理', ['jm.geo.tri.pyth'], ['探索勾股定理', '一定是直角三角形吗', '勾股定理的应用']),
      unit('tb.jm.bs.g8a.u2', '第二章 实数', ['jm.num.real.sqrt', 'jm.num.real.irr'], ['认识无理数', '平方根', '立方根']),
      unit('tb.jm.bs.g8a.u4', '第四章 一次函数', ['jm.num.func.linear'], ['函数', '一次函数与正比例函数', '一次函数的图象']),
      unit('tb.jm.bs.g8a.u5', '第五章 二元一次方程组', ['jm.num.eq.system'], ['认识二元一次方程组', '求解二元一次方程组']),
      unit('tb.jm.bs.g8a.u6', '第六章 数据的分析', ['jm.stat.data.avg', 'jm.stat.data.var'], ['平均数', '中位数与众数', '数据的离散程度']),
    ]],
  ]],
];

// prettier-ignore
const PRIMARY_CHINESE: TextbookSpec[] = [
  ['tb.pc.bb', '部编版', [], [
    ['tb.pc.bb.g3a', '三年级上册', [], [
      unit('tb.pc.bb.g3a.u1', '第一单元', ['pc.read.text.main', 'pc.read.word.meaning'], ['大青树下的小学', '花的学校', '不懂就要问']),
      unit('tb.pc.bb.g3a.u2', '第二单元', ['pc.read.poem.recite', 'pc.read.sentence.rhetoric'], ['古诗三首', '铺满金色巴掌的水泥道', '秋天的雨']),
      unit('tb.pc.bb.g3a.u3', '第三单元', ['pc.read.text.feeling'], ['卖火柴的小女孩', '那一定会很好', '在牛肚子里旅行']),
    ]],
    ['tb.pc.bb.g6a', '六年级上册', [], [
      unit('tb.pc.bb.g6a.u1', '第一单元', ['pc.read.sentence.rhetoric', 'pc.write.essay.describe'], ['草原', '丁香结', '古诗词三首', '花之歌']),
      unit('tb.pc.bb.g6a.u2', '第二单元', ['pc.read.text.main', 'pc.read.text.feeling'], ['七律·长征', '狼牙山五壮士', '开国大典', '灯光']),
    ]],
  ]],
];

// prettier-ignore
const JUNIOR_CHINESE: TextbookSpec[] = [
  ['tb.jc.bb', '部编版', [], [
    ['tb.jc.bb.g7a', '七年级上册', [], [
      unit('tb.jc.bb.g7a.u1', '第一单元', ['jc.read.modern.narrative', 'jc.read.poem.image', 'jc.base.sentence.rhetoric'], ['春', '济南的冬天', '雨的四季', '古代诗歌四首']),
      unit('tb.jc.bb.g7a.u2', '第二单元', ['jc.read.modern.narrative', 'jc.read.classical.content'], ['秋天的怀念', '散步', '散文诗二首', '《世说新语》二则']),
      unit('tb.jc.bb.g7a.u3', '第三单元', ['jc.read.modern.narrative', 'jc.read.classical.translate'], ['从百草园到三味书屋', '再塑生命的人', '《论语》十二章']),
      unit('tb.jc.bb.g7a.u4', '第四单元', ['jc.read.modern.narrative', 'jc.read.classical.word'], ['纪念白求恩', '植树的牧羊人', '走一步，再走一步', '诫子书']),
      unit('tb.jc.bb.g7a.u5', '第五单元', ['jc.read.modern.narrative', 'jc.read.classical.content'], ['猫', '动物笑谈', '狼']),
      unit('tb.jc.bb.g7a.u6', '第六单元', ['jc.read.classic.plot', 'jc.base.lit.author'], ['皇帝的新装', '天上的街市', '女娲造人', '寓言四则']),
    ]],
  ]],
];

// prettier-ignore
const JUNIOR_ENGLISH: TextbookSpec[] = [
  ['tb.je.rj', '人教版（Go for it!）', [], [
    ['tb.je.rj.g7a', '七年级上册', [], [
      unit('tb.je.rj.g7a.u1', "Unit 1 My name's Gina.", ['je.lang.grammar.pron', 'je.lang.vocab.form'], ['Section A', 'Section B']),
      unit('tb.je.rj.g7a.u2', 'Unit 2 This is my sister.', ['je.lang.grammar.pron'], ['Section A', 'Section B']),
      unit('tb.je.rj.g7a.u3', 'Unit 3 Is this your pencil?', ['je.lang.grammar.pron'], ['Section A', 'Section B']),
      unit('tb.je.rj.g7a.u4', "Unit 4 Where's my schoolbag?", ['je.lang.vocab.phrase'], ['Section A', 'Section B']),
      unit('tb.je.rj.g7a.u5', 'Unit 5 Do you have a soccer ball?', ['je.lang.grammar.tense'], ['Section A', 'Section B']),
      unit('tb.je.rj.g7a.u6', 'Unit 6 Do you like bananas?', ['je.lang.grammar.tense', 'je.lang.vocab.form'], ['Section A', 'Section B']),
      unit('tb.je.rj.g7a.u7', 'Unit 7 How much are these socks?', ['je.lang.vocab.phrase'], ['Section A', 'Section B']),
      unit('tb.je.rj.g7a.u8', 'Unit 8 When is your birthday?', ['je.lang.vocab.form'], ['Section A', 'Section B']),
      unit('tb.je.rj.g7a.u9', 'Unit 9 My favorite subject is science.', ['je.skill.read.detail'], ['Section A', 'Section B']),
    ]],
  ]],
];

/** The seeded textbook maps: 数学 (小学, 初中), 语文 (小学, 初中), 英语 (初中). */
export const SEED_TEXTBOOKS: readonly SeedTextbookTree[] = [
  { period: 1, subject: 2, roots: PRIMARY_MATH },
  { period: 2, subject: 2, roots: JUNIOR_MATH },
  { period: 1, subject: 1, roots: PRIMARY_CHINESE },
  { period: 2, subject: 1, roots: JUNIOR_CHINESE },
  { period: 2, subject: 3, roots: JUNIOR_ENGLISH },
];

/** The rows of a textbook tree (parents first), for the tables. */
export function textbookRows(roots: readonly TextbookSpec[]) {
  const nodes: { id: string; parentId: string | null; name: string; sort: number }[] = [];
  const links: { nodeId: string; knowledgePointId: string }[] = [];
  const walk = (list: readonly TextbookSpec[], parentId: string | null) =>
    list.forEach(([id, name, points, children = []], sort) => {
      nodes.push({ id, parentId, name, sort });
      for (const knowledgePointId of points) links.push({ nodeId: id, knowledgePointId });
      walk(children, id);
    });
  walk(roots, null);
  return { nodes, links };
}
