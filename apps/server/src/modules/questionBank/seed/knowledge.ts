/**
 * The seeded knowledge-point trees (written for this product, after the 2022 义务教育课程标准's
 * domains): 小学数学 and 初中数学, three levels (领域 › 单元 › 知识点). Ids are stable: seeded
 * questions and teachers' filters refer to them.
 */
import type { KnowledgeNode } from '@aita/core';

/** A seeded tree: its 学段 and 学科 ids (PERIOD_TYPES, SUBJECT_TYPES) and its roots. */
export interface SeedKnowledgeTree {
  period: number;
  subject: number;
  roots: KnowledgeNode[];
}

type Spec = [id: string, name: string, children?: Spec[]];

const node = ([id, name, children = []]: Spec): KnowledgeNode => ({
  id,
  name,
  children: children.map(node),
});

// prettier-ignore
const PRIMARY_MATH: Spec[] = [
  ['pm.num', '数与代数', [
    ['pm.num.int', '整数的认识与运算', [
      ['pm.num.int.add', '整数加减法'],
      ['pm.num.int.mul', '整数乘除法'],
      ['pm.num.int.mixed', '四则混合运算与运算律'],
    ]],
    ['pm.num.frac', '分数、小数与百分数', [
      ['pm.num.frac.frac', '分数的意义与运算'],
      ['pm.num.frac.dec', '小数的意义与运算'],
      ['pm.num.frac.pct', '百分数'],
    ]],
    ['pm.num.ratio', '比和比例', [
      ['pm.num.ratio.ratio', '比的意义与化简'],
      ['pm.num.ratio.prop', '比例与正反比例'],
    ]],
    ['pm.num.eq', '式与方程', [['pm.num.eq.simple', '简易方程']]],
    ['pm.num.factor', '因数与倍数', [
      ['pm.num.factor.gcd', '公因数与公倍数'],
      ['pm.num.factor.prime', '质数与合数'],
    ]],
  ]],
  ['pm.geo', '图形与几何', [
    ['pm.geo.plane', '平面图形', [
      ['pm.geo.plane.perimeter', '周长'],
      ['pm.geo.plane.area', '多边形的面积'],
      ['pm.geo.plane.circle', '圆的周长与面积'],
    ]],
    ['pm.geo.solid', '立体图形', [
      ['pm.geo.solid.cuboid', '长方体与正方体'],
      ['pm.geo.solid.cylinder', '圆柱与圆锥'],
    ]],
    ['pm.geo.measure', '测量', [
      ['pm.geo.measure.unit', '单位换算'],
      ['pm.geo.measure.angle', '角的度量'],
    ]],
  ]],
  ['pm.stat', '统计与概率', [
    ['pm.stat.data', '数据的收集与整理', [
      ['pm.stat.data.avg', '平均数'],
      ['pm.stat.data.chart', '统计图'],
    ]],
    ['pm.stat.possible', '可能性', [['pm.stat.possible.possible', '可能性的大小']]],
  ]],
];

// prettier-ignore
const JUNIOR_MATH: Spec[] = [
  ['jm.num', '数与代数', [
    ['jm.num.rational', '有理数', [
      ['jm.num.rational.concept', '有理数的概念与数轴'],
      ['jm.num.rational.abs', '相反数与绝对值'],
      ['jm.num.rational.ops', '有理数的运算'],
    ]],
    ['jm.num.real', '实数', [
      ['jm.num.real.sqrt', '平方根与立方根'],
      ['jm.num.real.irr', '无理数与实数'],
    ]],
    ['jm.num.expr', '整式与分式', [
      ['jm.num.expr.poly', '整式的加减'],
      ['jm.num.expr.mul', '整式的乘法与因式分解'],
      ['jm.num.expr.frac', '分式'],
    ]],
    ['jm.num.eq', '方程与不等式', [
      ['jm.num.eq.linear', '一元一次方程'],
      ['jm.num.eq.system', '二元一次方程组'],
      ['jm.num.eq.quad', '一元二次方程'],
      ['jm.num.eq.ineq', '一元一次不等式（组）'],
    ]],
    ['jm.num.func', '函数', [
      ['jm.num.func.linear', '一次函数'],
      ['jm.num.func.inverse', '反比例函数'],
      ['jm.num.func.quad', '二次函数'],
    ]],
  ]],
  ['jm.geo', '图形与几何', [
    ['jm.geo.line', '相交线与平行线', [
      ['jm.geo.line.angle', '余角、补角与对顶角'],
      ['jm.geo.line.parallel', '平行线的判定与性质'],
    ]],
    ['jm.geo.tri', '三角形', [
      ['jm.geo.tri.angles', '三角形的内角和'],
      ['jm.geo.tri.congruent', '全等三角形'],
      ['jm.geo.tri.iso', '等腰三角形'],
      ['jm.geo.tri.pyth', '勾股定理'],
    ]],
    ['jm.geo.quad', '四边形', [
      ['jm.geo.quad.para', '平行四边形'],
      ['jm.geo.quad.special', '矩形、菱形与正方形'],
    ]],
    ['jm.geo.circle', '圆', [
      ['jm.geo.circle.basic', '圆的基本性质'],
      ['jm.geo.circle.arc', '弧长与扇形面积'],
    ]],
    ['jm.geo.similar', '相似与锐角三角函数', [
      ['jm.geo.similar.similar', '相似三角形'],
      ['jm.geo.similar.trig', '锐角三角函数'],
    ]],
  ]],
  ['jm.stat', '统计与概率', [
    ['jm.stat.data', '数据的分析', [
      ['jm.stat.data.avg', '平均数、中位数与众数'],
      ['jm.stat.data.var', '方差'],
    ]],
    ['jm.stat.prob', '概率', [['jm.stat.prob.classic', '用列举法求概率']]],
  ]],
];

/** 小学 (period 1) and 初中 (period 2) 数学 (subject 2). */
export const SEED_KNOWLEDGE_TREES: readonly SeedKnowledgeTree[] = [
  { period: 1, subject: 2, roots: PRIMARY_MATH.map(node) },
  { period: 2, subject: 2, roots: JUNIOR_MATH.map(node) },
];
