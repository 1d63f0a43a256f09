// Deterministic short Chinese school documents for bench/search.bench.mjs: a vocabulary of school
// terms written here, combined by a seeded generator (no downloads, same corpus on every run).

const SUBJECTS = {
  语文: [
    '古诗词鉴赏',
    '文言文阅读',
    '记叙文写作',
    '议论文写作',
    '现代文阅读',
    '病句修改',
    '成语运用',
    '名著导读',
    '修辞手法',
    '说明文阅读',
    '朱自清背影',
    '岳阳楼记',
    '桃花源记',
    '春望',
    '论语十二章',
  ],
  数学: [
    '二次函数',
    '一次函数',
    '勾股定理',
    '一元二次方程',
    '全等三角形',
    '相似三角形',
    '反比例函数',
    '因式分解',
    '平行四边形',
    '圆的性质',
    '概率初步',
    '数据的分析',
    '不等式组',
    '平面直角坐标系',
    '锐角三角函数',
  ],
  英语: [
    'Unit 1 Section A',
    'Unit 2 Section B',
    'Unit 3 Section A',
    'Unit 4 Grammar Focus',
    'Unit 5 Reading',
    'Unit 6 Writing',
    '一般现在时',
    '现在进行时',
    '被动语态',
    '定语从句',
    '宾语从句',
    '完形填空',
    '阅读理解',
    '书面表达',
    '听力训练',
  ],
  物理: [
    '牛顿第一定律',
    '欧姆定律',
    '浮力',
    '压强',
    '光的折射',
    '凸透镜成像',
    '电功率',
    '机械能守恒',
    '摩擦力',
    '杠杆原理',
    '比热容',
    '声音的特性',
    '磁场',
    '电磁感应',
    '速度与路程',
  ],
  化学: [
    '氧气的性质',
    '二氧化碳的制取',
    '质量守恒定律',
    '化学方程式',
    '酸和碱',
    '盐和化肥',
    '金属的化学性质',
    '溶液的浓度',
    '燃烧与灭火',
    '原子的结构',
    '元素周期表',
    '水的净化',
    '中和反应',
    '化合价',
    '实验室制取氧气',
  ],
  生物: [
    '光合作用',
    '呼吸作用',
    '细胞的结构',
    '生态系统',
    '遗传与变异',
    '人体的消化',
    '血液循环',
    '植物的蒸腾作用',
    '微生物',
    '生物的进化',
    '种子的萌发',
    '神经调节',
    '传染病预防',
    '食物链',
    '显微镜的使用',
  ],
  历史: [
    '秦统一中国',
    '丝绸之路',
    '辛亥革命',
    '五四运动',
    '改革开放',
    '工业革命',
    '文艺复兴',
    '鸦片战争',
    '唐朝的繁荣',
    '宋元时期',
    '明清科举',
    '抗日战争',
    '新中国成立',
    '两次世界大战',
    '古代希腊',
  ],
  地理: [
    '地球的运动',
    '等高线地形图',
    '气候类型',
    '中国的河流',
    '人口与民族',
    '世界的海陆分布',
    '板块构造',
    '季风气候',
    '黄土高原',
    '长江流域',
    '经纬网',
    '农业区位',
    '城市化',
    '自然资源',
    '北方地区',
  ],
};
const GRADES = [
  '一年级',
  '二年级',
  '三年级',
  '四年级',
  '五年级',
  '六年级',
  '七年级',
  '八年级',
  '九年级',
  '高一',
  '高二',
  '高三',
];
const TERMS = ['上册', '下册'];
const KINDS = [
  '教案',
  '课件',
  '练习',
  '试卷',
  '学案',
  '说课稿',
  '复习提纲',
  '单元测试',
  '课时作业',
  '知识点总结',
];
const OPENINGS = [
  '本节课围绕',
  '本课时重点讲解',
  '这份资料整理了',
  '本单元复习',
  '课堂上通过实例探究',
  '课后练习巩固',
];
const GOALS = [
  '帮助学生理解基本概念',
  '引导学生归纳方法',
  '培养学生的思维能力',
  '提升学生的解题技巧',
  '激发学生的学习兴趣',
  '落实核心素养',
];
const ACTIVITIES = [
  '小组合作探究',
  '分层练习',
  '例题精讲',
  '实验演示',
  '情境导入',
  '思维导图梳理',
  '错题分析',
];
const EXTRAS = [
  'y=x^2 的图像开口向上',
  '答案与解析附后',
  '适合期中复习使用',
  '含课堂检测题',
  'PPT 共 20 页',
  '配套练习 10 道',
  '难度中等',
  'Section B 2a-2e',
];

/** mulberry32: a tiny seeded PRNG, so the corpus is the same on every run. */
function random(seed) {
  let a = seed >>> 0;
  return () => {
    a = (a + 0x6d2b79f5) >>> 0;
    let t = a;
    t = Math.imul(t ^ (t >>> 15), t | 1);
    t ^= t + Math.imul(t ^ (t >>> 7), t | 61);
    return ((t ^ (t >>> 14)) >>> 0) / 4294967296;
  };
}

/**
 * `count` documents `{ refId, ownerUid, visibility, title, body }`: about 20 characters of title
 * and 60–90 of body each; owners are 100 teachers, one document in ten public.
 */
export function schoolCorpus(count, seed = 20260101) {
  const next = random(seed);
  const pick = (list) => list[Math.floor(next() * list.length)];
  const subjects = Object.keys(SUBJECTS);
  const docs = [];
  for (let i = 0; i < count; i++) {
    const subject = pick(subjects);
    const topic = pick(SUBJECTS[subject]);
    const other = pick(SUBJECTS[subject]);
    const title = `${pick(GRADES)}${subject}${pick(TERMS)} ${topic}${pick(KINDS)}`;
    const body = `${pick(OPENINGS)}${topic}，${pick(GOALS)}；采用${pick(ACTIVITIES)}的方式，并联系${other}。${pick(EXTRAS)}。`;
    docs.push({
      refId: `d${i}`,
      ownerUid: 100001 + (i % 100),
      visibility: i % 10 === 0 ? 'public' : 'private',
      title,
      body,
    });
  }
  return docs;
}
