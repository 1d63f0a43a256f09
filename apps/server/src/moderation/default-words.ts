/**
 * The default sensitive-word list (data). Deliberately small and phrase-level: it names the act
 * (selling, making, running a platform), not the topic, so that teaching texts about drug
 * prevention, safety or history are not blocked. Operators extend it with SENSITIVE_WORDS_FILE
 * (one word per line), see docs/ai.md.
 */
export const DEFAULT_SENSITIVE_WORDS: readonly string[] = [
  // Violence and terrorism
  '制作炸弹',
  '炸弹制作',
  '自制炸药',
  '炸药配方',
  '土制炸弹',
  '出售枪支',
  '枪支出售',
  '购买枪支',
  '买卖枪支',
  '雇凶杀人',
  '买凶杀人',
  '策划恐怖袭击',
  '恐怖袭击教程',
  // Gambling
  '网络赌博平台',
  '网上赌场',
  '在线赌场',
  '赌博网站推荐',
  '博彩网站',
  '百家乐平台',
  '赌球平台',
  '时时彩平台',
  // Drugs
  '购买冰毒',
  '出售冰毒',
  '冰毒出售',
  '制作冰毒',
  '合成冰毒',
  '购买海洛因',
  '出售海洛因',
  '毒品购买渠道',
  '买毒品',
  'K粉出售',
  '购买K粉',
  '大麻种子出售',
  // Fraud and exam cheating
  '代考服务',
  '替考服务',
  '考试作弊器',
  '出售考试答案',
  '办理假证',
  '办假证',
];
