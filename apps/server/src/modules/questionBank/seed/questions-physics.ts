/**
 * 初中物理 questions written for this product (原创), on the points of the 初中物理 knowledge tree
 * (`knowledge-subjects.ts`): 温度与物态变化, 质量与密度, 机械运动, 力, 压强与浮力, 声, 光, 功与机械,
 * 比热容, 电路与欧姆定律, 电功率. Units as in 人教版 (g 取 10 N/kg); every number worked by hand.
 */
import { subjectQuestions, type SeedQuestion } from './question';

/** 学段 初中, 学科 物理. */
const q = subjectQuestions(2, 4);
/** The answer bracket of a choice stem (two ideographic spaces). */
const C = '（\u3000\u3000）';
const G = '（$g$ 取 $10\\ \\mathrm{N/kg}$）';
const WATER = '水的密度为 $1.0\\times10^3\\ \\mathrm{kg/m^3}$';

/** The seeded 初中物理 questions. */
// prettier-ignore
export const JUNIOR_PHYSICS_QUESTIONS: readonly SeedQuestion[] = [
  q('jpq-001', 'jp.matter.state.temp', 'single', 1, 8, `人体的正常体温约为${C}`, ['$35\\ ^\\circ\\mathrm{C}$', '$37\\ ^\\circ\\mathrm{C}$', '$39\\ ^\\circ\\mathrm{C}$', '$42\\ ^\\circ\\mathrm{C}$'], ['B'],
    '人体正常体温约为 $37\\ ^\\circ\\mathrm{C}$，体温计的量程是 $35$～$42\\ ^\\circ\\mathrm{C}$。'),
  q('jpq-002', 'jp.matter.state.temp', 'judge', 1, 8, '用温度计测液体温度时，可以把温度计从液体中取出来读数。', [], ['错误'],
    '读数时温度计的玻璃泡要继续留在液体中，取出后示数会受周围气温影响而变化（体温计除外）。'),
  q('jpq-003', 'jp.matter.state.change', 'single', 2, 8, `夏天从冰箱里拿出的饮料瓶，外壁很快“出汗”，这是${C}现象。`, ['汽化', '液化', '熔化', '升华'], ['B'],
    '空气中的水蒸气遇到冷的瓶壁放热，变成小水珠，由气态变为液态，是液化。'),
  q('jpq-004', 'jp.matter.state.change', 'fill', 2, 8, '晶体在熔化过程中要____热，温度____。', [], ['吸', '保持不变'],
    '晶体有固定的熔点，熔化时持续吸热，但温度保持在熔点不变。'),
  q('jpq-005', 'jp.matter.mass.mass', 'judge', 1, 8, '一块铁从地球带到月球上，它的质量变小了。', [], ['错误'],
    '质量是物体所含物质的多少，不随位置、形状、状态而改变；到月球上变小的是重力。'),
  q('jpq-006', 'jp.matter.mass.mass', 'single', 1, 8, `用托盘天平称物体质量时，物体应放在${C}`, ['左盘', '右盘'], ['A'],
    '天平的使用规则是“左物右码”：物体放左盘，砝码放右盘。'),
  q('jpq-007', 'jp.matter.mass.density', 'fill', 2, 8, '一块金属的质量是 $270\\ \\mathrm{g}$，体积是 $100\\ \\mathrm{cm^3}$，它的密度是____$\\mathrm{g/cm^3}$。', [], ['2.7'],
    '$\\rho=\\dfrac{m}{V}=\\dfrac{270\\ \\mathrm{g}}{100\\ \\mathrm{cm^3}}=2.7\\ \\mathrm{g/cm^3}$（与铝的密度相同）。'),
  q('jpq-008', 'jp.matter.mass.density', 'solution', 3, 8, `一个容积为 $2\\ \\mathrm{L}$ 的瓶子装满水，水的质量是多少千克？（${WATER}）`, [],
    ['$2\\ \\mathrm{kg}$'],
    '$V=2\\ \\mathrm{L}=2\\times10^{-3}\\ \\mathrm{m^3}$，$m=\\rho V=1.0\\times10^3\\ \\mathrm{kg/m^3}\\times2\\times10^{-3}\\ \\mathrm{m^3}=2\\ \\mathrm{kg}$。'),
  q('jpq-009', 'jp.motion.move.speed', 'fill', 2, 8, '一辆汽车 $2\\ \\mathrm{h}$ 行驶了 $144\\ \\mathrm{km}$，它的平均速度是____$\\mathrm{km/h}$，合____$\\mathrm{m/s}$。', [], ['72', '20'],
    '$v=\\dfrac{s}{t}=\\dfrac{144\\ \\mathrm{km}}{2\\ \\mathrm{h}}=72\\ \\mathrm{km/h}$；$1\\ \\mathrm{m/s}=3.6\\ \\mathrm{km/h}$，$72\\div3.6=20$。'),
  q('jpq-010', 'jp.motion.move.speed', 'solution', 2, 8, '小明家到学校的路程是 $1200\\ \\mathrm{m}$，他骑自行车的速度是 $4\\ \\mathrm{m/s}$，他骑车到学校需要多少秒？', [],
    ['$300\\ \\mathrm{s}$'],
    '$t=\\dfrac{s}{v}=\\dfrac{1200\\ \\mathrm{m}}{4\\ \\mathrm{m/s}}=300\\ \\mathrm{s}$，即 5 分钟。'),
  q('jpq-011', 'jp.motion.move.reference', 'single', 2, 8, `“两岸青山相对出，孤帆一片日边来。”诗中“青山相对出”是以${C}为参照物的。`, ['船', '河岸', '青山', '地面'], ['A'],
    '青山相对于河岸、地面的位置不变；以行驶的船为参照物，青山的位置在变化，所以“相对出”。'),
  q('jpq-012', 'jp.motion.force.gravity', 'fill', 1, 8, `质量为 $5\\ \\mathrm{kg}$ 的物体受到的重力是____$\\mathrm{N}$${G}。`, [], ['50'],
    '$G=mg=5\\ \\mathrm{kg}\\times10\\ \\mathrm{N/kg}=50\\ \\mathrm{N}$。'),
  q('jpq-013', 'jp.motion.force.gravity', 'judge', 2, 8, '重力的方向总是垂直向下的。', [], ['错误'],
    '重力的方向总是竖直向下（指向地心方向），不是“垂直向下”；在斜面上，重力并不垂直于斜面。'),
  q('jpq-014', 'jp.motion.force.friction', 'single', 2, 8, `下列做法中，为了减小摩擦的是${C}`, ['给自行车车轴加润滑油', '鞋底刻有花纹', '下雪天在路面上撒沙子', '用力握紧球拍'], ['A'],
    '加润滑油使接触面分离，减小摩擦；B、C 增大接触面粗糙程度，D 增大压力，都是增大摩擦。'),
  q('jpq-015', 'jp.motion.force.newton', 'single', 3, 8, `关于牛顿第一定律，下列说法正确的是${C}`, ['物体的运动需要力来维持', '一切物体在没有受到力的作用时，总保持静止状态或匀速直线运动状态', '物体只有受力时才有惯性', '该定律可以用实验直接验证'], ['B'],
    'B 是定律的内容；力是改变运动状态的原因而不是维持运动的原因；一切物体都有惯性；定律是在实验基础上推理得出的，无法直接验证。'),
  q('jpq-016', 'jp.motion.pressure.solid', 'solution', 3, 8, `一个质量为 $60\\ \\mathrm{kg}$ 的人，双脚站立时与地面的总接触面积为 $0.04\\ \\mathrm{m^2}$，他对地面的压强是多少？${G}`, [],
    ['$1.5\\times10^4\\ \\mathrm{Pa}$'],
    '$F=G=mg=60\\ \\mathrm{kg}\\times10\\ \\mathrm{N/kg}=600\\ \\mathrm{N}$，$p=\\dfrac{F}{S}=\\dfrac{600\\ \\mathrm{N}}{0.04\\ \\mathrm{m^2}}=1.5\\times10^4\\ \\mathrm{Pa}$。'),
  q('jpq-017', 'jp.motion.pressure.liquid', 'fill', 2, 8, `水面下 $2\\ \\mathrm{m}$ 深处，水产生的压强是____$\\mathrm{Pa}$（${WATER}，$g$ 取 $10\\ \\mathrm{N/kg}$）。`, [], ['$2\\times10^4$'],
    '$p=\\rho gh=1.0\\times10^3\\ \\mathrm{kg/m^3}\\times10\\ \\mathrm{N/kg}\\times2\\ \\mathrm{m}=2\\times10^4\\ \\mathrm{Pa}$。'),
  q('jpq-018', 'jp.motion.pressure.buoyancy', 'solution', 3, 8, `体积为 $5\\times10^{-4}\\ \\mathrm{m^3}$ 的物体完全浸没在水中，受到的浮力是多少？（${WATER}，$g$ 取 $10\\ \\mathrm{N/kg}$）`, [],
    ['$5\\ \\mathrm{N}$'],
    '浸没时 $V_{排}=V$。由阿基米德原理 $F_{浮}=\\rho gV_{排}=1.0\\times10^3\\times10\\times5\\times10^{-4}\\ \\mathrm{N}=5\\ \\mathrm{N}$。'),
  q('jpq-019', 'jp.motion.pressure.buoyancy', 'judge', 2, 8, '浸在液体中的物体，受到的浮力大小等于它排开的液体所受的重力。', [], ['正确'],
    '这就是阿基米德原理：$F_{浮}=G_{排}$。'),
  q('jpq-020', 'jp.motion.sound.source', 'single', 1, 8, `声音在下列物质中传播最快的是${C}`, ['空气', '水', '钢铁', '真空'], ['C'],
    '一般情况下声音在固体中传播最快，液体中次之，气体中最慢；真空不能传声。'),
  q('jpq-021', 'jp.motion.sound.source', 'judge', 1, 8, '声音可以在真空中传播。', [], ['错误'],
    '声音的传播需要介质，真空不能传声（如宇航员在太空要靠无线电交谈）。'),
  q('jpq-022', 'jp.motion.light.reflect', 'fill', 2, 8, '一束光射到平面镜上，入射光线与镜面的夹角为 $30^\\circ$，则反射角为____。', [], ['$60^\\circ$'],
    '入射角是入射光线与法线的夹角：$90^\\circ-30^\\circ=60^\\circ$；反射角等于入射角，为 $60^\\circ$。'),
  q('jpq-023', 'jp.motion.light.refract', 'single', 1, 8, `凸透镜对光有${C}作用。`, ['会聚', '发散'], ['A'],
    '凸透镜中间厚、边缘薄，对光有会聚作用；凹透镜对光有发散作用。'),
  q('jpq-024', 'jp.energy.work.work', 'fill', 2, 8, '用 $50\\ \\mathrm{N}$ 的水平拉力使物体沿水平方向移动了 $4\\ \\mathrm{m}$，拉力做的功是____$\\mathrm{J}$；若用时 $10\\ \\mathrm{s}$，拉力的功率是____$\\mathrm{W}$。', [], ['200', '20'],
    '$W=Fs=50\\ \\mathrm{N}\\times4\\ \\mathrm{m}=200\\ \\mathrm{J}$，$P=\\dfrac{W}{t}=\\dfrac{200\\ \\mathrm{J}}{10\\ \\mathrm{s}}=20\\ \\mathrm{W}$。'),
  q('jpq-025', 'jp.energy.work.machine', 'solution', 4, 8, '用一个动滑轮把重 $80\\ \\mathrm{N}$ 的物体匀速提升 $2\\ \\mathrm{m}$，绳端的拉力为 $50\\ \\mathrm{N}$，求动滑轮的机械效率。', [],
    ['$80\\%$'],
    '有用功 $W_{有}=Gh=80\\ \\mathrm{N}\\times2\\ \\mathrm{m}=160\\ \\mathrm{J}$；动滑轮绳端移动 $s=2h=4\\ \\mathrm{m}$，总功 $W_{总}=Fs=50\\ \\mathrm{N}\\times4\\ \\mathrm{m}=200\\ \\mathrm{J}$；$\\eta=\\dfrac{W_{有}}{W_{总}}=\\dfrac{160}{200}=80\\%$。'),
  q('jpq-026', 'jp.energy.heat.capacity', 'fill', 3, 9, '质量为 $2\\ \\mathrm{kg}$ 的水，温度升高 $10\\ ^\\circ\\mathrm{C}$，吸收的热量是____$\\mathrm{J}$（水的比热容为 $4.2\\times10^3\\ \\mathrm{J/(kg\\cdot{}^\\circ C)}$）。', [], ['$8.4\\times10^4$'],
    '$Q_{吸}=cm\\Delta t=4.2\\times10^3\\times2\\times10\\ \\mathrm{J}=8.4\\times10^4\\ \\mathrm{J}$。'),
  q('jpq-027', 'jp.energy.elec.circuit', 'single', 1, 9, `家庭电路中，电灯、电视机等用电器之间的连接方式是${C}`, ['串联', '并联'], ['B'],
    '家用电器并联，各自独立工作、互不影响，且都能得到 $220\\ \\mathrm{V}$ 的电压。'),
  q('jpq-028', 'jp.energy.elec.ohm', 'fill', 2, 9, '一个电阻两端的电压为 $6\\ \\mathrm{V}$，通过它的电流为 $0.3\\ \\mathrm{A}$，它的阻值是____$\\Omega$。', [], ['20'],
    '由欧姆定律 $R=\\dfrac{U}{I}=\\dfrac{6\\ \\mathrm{V}}{0.3\\ \\mathrm{A}}=20\\ \\Omega$。'),
  q('jpq-029', 'jp.energy.elec.ohm', 'solution', 4, 9, '电阻 $R_1=10\\ \\Omega$ 与 $R_2=20\\ \\Omega$ 串联后接在 $6\\ \\mathrm{V}$ 的电源上，求电路中的电流和 $R_1$ 两端的电压。', [],
    ['电流 $0.2\\ \\mathrm{A}$，$R_1$ 两端电压 $2\\ \\mathrm{V}$'],
    '串联总电阻 $R=R_1+R_2=30\\ \\Omega$，$I=\\dfrac{U}{R}=\\dfrac{6\\ \\mathrm{V}}{30\\ \\Omega}=0.2\\ \\mathrm{A}$；$U_1=IR_1=0.2\\ \\mathrm{A}\\times10\\ \\Omega=2\\ \\mathrm{V}$。'),
  q('jpq-030', 'jp.energy.elec.power', 'fill', 2, 9, '标有“220 V　100 W”的灯泡正常工作 $10\\ \\mathrm{h}$，消耗的电能是____$\\mathrm{kW\\cdot h}$。', [], ['1'],
    '$W=Pt=0.1\\ \\mathrm{kW}\\times10\\ \\mathrm{h}=1\\ \\mathrm{kW\\cdot h}$。'),
];
