/**
 * 初中英语 questions written for this product (原创), on the points of the 初中英语 knowledge tree
 * (`knowledge-subjects.ts`): 时态, 被动语态, 从句, 比较级, 情态动词, 代词, 词形与搭配, 阅读, 完形,
 * 书面表达. Instructions in Chinese, as in a Chinese classroom; every answer checked by hand.
 */
import { seedGroup, subjectQuestions, type SeedQuestion } from './question';

/** 学段 初中, 学科 英语 (SUBJECT_TYPES id 3). */
const PERIOD = 2;
const SUBJECT = 3;
/** The answer bracket of a choice stem (two ideographic spaces). */
const C = '（\u3000\u3000）';
const PICK = '单项选择：';
const READ = '阅读理解：阅读短文，完成小题。\n\n';

const q = subjectQuestions(PERIOD, SUBJECT);

/** The seeded 初中英语 questions. */
// prettier-ignore
export const JUNIOR_ENGLISH_QUESTIONS: readonly SeedQuestion[] = [
  q('je-001', 'je.lang.grammar.tense', 'single', 1, 7, `${PICK}My mother ____ to work by bus every day.${C}`, ['go', 'goes', 'going', 'went'], ['B'],
    'every day 表示经常性的动作，用一般现在时；主语 my mother 是第三人称单数，动词用 goes。'),
  q('je-002', 'je.lang.grammar.tense', 'single', 2, 7, `${PICK}—Where is Tom? —He ____ in the library now.${C}`, ['reads', 'read', 'is reading', 'was reading'], ['C'],
    'now 表示此刻正在进行的动作，用现在进行时 is reading。'),
  q('je-003', 'je.lang.grammar.tense', 'single', 2, 7, `${PICK}We ____ a school trip to the Great Wall last Sunday.${C}`, ['take', 'took', 'will take', 'have taken'], ['B'],
    'last Sunday 是过去的时间，用一般过去时，take 的过去式是 took。'),
  q('je-004', 'je.lang.grammar.tense', 'single', 3, 8, `${PICK}I ____ English for three years so far.${C}`, ['learn', 'learned', 'have learned', 'will learn'], ['C'],
    'so far 和“for + 一段时间”表示动作从过去持续到现在，用现在完成时 have learned。'),
  q('je-005', 'je.lang.grammar.tense', 'fill', 2, 7, '用所给动词的适当形式填空：Look at the dark clouds! It ____ (rain) soon.', [], ['is going to rain'],
    '看到乌云，根据迹象推断即将发生的事，用 be going to 结构：is going to rain。'),
  q('je-006', 'je.lang.grammar.tense', 'judge', 2, 7, '判断正误：“He don’t like playing basketball.” 是正确的句子。', [], ['错误'],
    '主语 he 是第三人称单数，一般现在时的否定要用 doesn’t：He doesn’t like playing basketball.'),
  q('je-007', 'je.lang.grammar.passive', 'single', 3, 9, `${PICK}English ____ by many people all over the world.${C}`, ['speaks', 'is spoken', 'spoke', 'is speaking'], ['B'],
    '英语“被”人们说，主语是动作的承受者，用一般现在时的被动语态 is spoken。'),
  q('je-008', 'je.lang.grammar.passive', 'fill', 3, 9, '用所给动词的适当形式填空：The bridge ____ (build) in 2010.', [], ['was built'],
    '桥是“被建造”的，且 in 2010 是过去的时间，用一般过去时的被动语态 was built。'),
  q('je-009', 'je.lang.grammar.passive', 'judge', 3, 9, '判断正误：“The window was broken by Tom yesterday.” 是一般过去时的被动语态。', [], ['正确'],
    '结构为 was + 过去分词 broken，by 引出动作的执行者，yesterday 表示过去，是一般过去时的被动语态。'),
  q('je-010', 'je.lang.grammar.clause', 'single', 3, 9, `${PICK}—Could you tell me ____? —Sure. He lives on Green Street.${C}`,
    ['where does he live', 'where he lives', 'where did he live', 'where lives he'], ['B'],
    '宾语从句用陈述语序（连接词 + 主语 + 谓语）；答语用一般现在时，所以是 where he lives。'),
  q('je-011', 'je.lang.grammar.clause', 'single', 4, 9, `${PICK}This is the book ____ I bought yesterday.${C}`, ['who', 'whom', 'which', 'whose'], ['C'],
    '先行词 the book 指物，在定语从句中作 bought 的宾语，用关系代词 which（也可用 that）。who、whom 指人，whose 表示所属。'),
  q('je-012', 'je.lang.grammar.clause', 'fill', 4, 9, '用所给动词的适当形式填空：I don’t know if he ____ (come) tomorrow. If he ____ (come), I will call you.', [],
    ['will come', 'comes'],
    '第一句 if 意为“是否”，引导宾语从句，时间是 tomorrow，用一般将来时 will come；第二句 if 意为“如果”，引导条件状语从句，主句用将来时，从句用一般现在时 comes。'),
  q('je-013', 'je.lang.grammar.compare', 'single', 2, 8, `${PICK}Tom is ____ than his brother.${C}`, ['tall', 'taller', 'tallest', 'the tallest'], ['B'],
    '有 than，表示两者比较，用比较级 taller。'),
  q('je-014', 'je.lang.grammar.compare', 'single', 3, 8, `${PICK}This is ____ film I have ever seen.${C}`,
    ['interesting', 'more interesting', 'the most interesting', 'most interesting'], ['C'],
    '“我看过的电影中最……的”，三者以上比较用最高级；多音节形容词的最高级是 most interesting，前面加 the。'),
  q('je-015', 'je.lang.grammar.compare', 'fill', 2, 8, '用所给词的适当形式填空：Li Lei runs ____ (fast) of all the boys in his class.', [], ['fastest'],
    'of all the boys 表示在三者以上中比较，用副词的最高级 (the) fastest。'),
  q('je-016', 'je.lang.grammar.compare', 'judge', 3, 8, '判断正误：“It is more hotter today than yesterday.” 是正确的句子。', [], ['错误'],
    'hot 的比较级是 hotter，不能再加 more。正确的句子是 It is hotter today than yesterday.'),
  q('je-017', 'je.lang.grammar.modal', 'single', 2, 8, `${PICK}—Must I finish the work today? —No, you ____. You can finish it tomorrow.${C}`,
    ['mustn’t', 'needn’t', 'can’t', 'shouldn’t'], ['B'],
    '由 must 引导的一般疑问句，否定回答用 needn’t（不必）；mustn’t 表示“禁止”。'),
  q('je-018', 'je.lang.grammar.modal', 'single', 3, 9, `${PICK}The man in black ____ be our new teacher. He is carrying our textbooks.${C}`,
    ['can’t', 'must', 'needn’t', 'mustn’t'], ['B'],
    '他拿着我们的课本，有把握地推测“一定是”，肯定推测用 must。'),
  q('je-019', 'je.lang.grammar.modal', 'judge', 2, 7, '判断正误：“She can sings very well.” 是正确的句子。', [], ['错误'],
    '情态动词 can 后面接动词原形，应改为 She can sing very well.'),
  q('je-020', 'je.lang.grammar.pron', 'single', 1, 7, `${PICK}—Is this your book? —Yes, it’s ____.${C}`, ['my', 'me', 'mine', 'I'], ['C'],
    '空后没有名词，用名词性物主代词 mine（= my book）。'),
  q('je-021', 'je.lang.grammar.pron', 'fill', 2, 7, '用所给词的适当形式填空：The children enjoyed ____ (they) at the party.', [], ['themselves'],
    'enjoy oneself 意为“玩得开心”，主语 the children 是复数，用反身代词 themselves。'),
  q('je-022', 'je.lang.vocab.form', 'fill', 1, 7, '用所给词的适当形式填空：There are many ____ (child) in the park.', [], ['children'],
    'many 修饰可数名词复数，child 的复数是不规则变化 children。'),
  q('je-023', 'je.lang.vocab.form', 'fill', 3, 8, '用所给词的适当形式填空：She is a ____ (success) businesswoman.', [], ['successful'],
    '修饰名词 businesswoman 要用形容词，success 的形容词是 successful。'),
  q('je-024', 'je.lang.vocab.form', 'single', 1, 7, `${PICK}I have two ____ on my desk.${C}`, ['box', 'boxs', 'boxes', 'boxies'], ['C'],
    '以 x 结尾的名词变复数加 -es：box → boxes。'),
  q('je-025', 'je.lang.vocab.phrase', 'single', 2, 7, `${PICK}Please ____ the light when you leave the room.${C}`, ['turn on', 'turn off', 'turn up', 'turn down'], ['B'],
    '离开房间时应“关掉”灯，用 turn off；turn on 打开，turn up / turn down 调大 / 调小（音量等）。'),
  q('je-026', 'je.lang.vocab.phrase', 'fill', 2, 8, '根据汉语完成句子：我们应该照顾好我们的父母。We should take good ____ ____ our parents.', [], ['care', 'of'],
    'take good care of 意为“好好照顾”，相当于 look after ... well。'),
  q('je-027', 'je.lang.vocab.phrase', 'judge', 2, 8, '判断正误：be interested in 后接动词时用 -ing 形式，如 “I am interested in drawing.”', [], ['正确'],
    'in 是介词，介词后接动词要用动名词（-ing 形式）。'),
  // 阅读 groups (the passage, then its 小题); an older release seeded each as one 单选题 with the
  // passage in its stem: `regroup.ts` turns those rows into these groups in place.
  seedGroup(q, 'je-028', 'je.skill.read.detail', 2, 7,
    `${READ}Lucy gets up at 6:30 every morning. She has breakfast at 7:00 and then goes to school by bike. Her school starts at 7:50.`,
    '短文按时间顺序写 Lucy 早上起床、吃早饭和骑车上学。', [
      q('', 'je.skill.read.detail', 'single', 2, 7, `How does Lucy go to school?${C}`,
        ['By bus.', 'On foot.', 'By bike.', 'By car.'], ['C'], '细节理解题：原文 goes to school by bike，她骑自行车上学。'),
      q('', 'je.skill.read.detail', 'judge', 2, 7, 'Lucy has breakfast at 6:30.', [], ['错误'],
        '细节理解题：6:30 是她起床的时间（gets up at 6:30），早饭在 7:00（has breakfast at 7:00）。'),
    ]),
  seedGroup(q, 'je-029', 'je.skill.read.main', 3, 8,
    `${READ}Reading is a good habit. It helps us learn about the world, makes us think and brings us joy. Some students say they are too busy to read, but even fifteen minutes a day can make a difference.`,
    '短文说明读书的好处，并建议再忙也每天读一会儿。', [
      q('', 'je.skill.read.main', 'single', 3, 8, `What is the main idea of the passage?${C}`,
        ['Students are too busy.', 'Reading is helpful and worth doing every day.', 'Fifteen minutes is too short.', 'The world is very big.'], ['B'],
        '主旨大意题：首句点题 Reading is a good habit，后文说明读书的好处，并建议每天读一会儿，所以选 B。'),
      q('', 'je.skill.read.detail', 'fill', 2, 8, 'According to the passage, even ____ minutes of reading a day can make a difference.', [], ['fifteen'],
        '细节理解题：原文最后一句 even fifteen minutes a day can make a difference。'),
    ]),
  seedGroup(q, 'je-030', 'je.skill.read.infer', 4, 9,
    `${READ}When Mr Smith got to the station, the train had already left. He looked at his watch, sighed, and walked slowly to the bus stop.`,
    '短文通过 Mr Smith 到站后的动作（看表、叹气、慢慢走向公交站）暗示他没赶上火车。', [
      q('', 'je.skill.read.infer', 'single', 4, 9, `We can infer that Mr Smith ____.${C}`,
        ['was happy to take the bus', 'missed the train', 'arrived early', 'worked at the station'], ['B'],
        '推理判断题：the train had already left 说明他到站时火车已经开走，叹气后走向公交站，可推断他没赶上火车。'),
      q('', 'je.skill.read.infer', 'single', 3, 9, `How did Mr Smith probably feel?${C}`,
        ['Excited.', 'Disappointed.', 'Proud.', 'Surprised.'], ['B'],
        '推理判断题：他叹气（sighed）并慢慢地（slowly）走向公交站，说明没赶上火车后很失望。'),
    ]),
  q('je-031', 'je.skill.cloze.context', 'single', 3, 8, `${PICK}It was raining heavily, ____ we stayed at home.${C}`, ['but', 'so', 'because', 'or'], ['B'],
    '前后是因果关系：雨下得很大，所以我们待在家里，用 so。because 后接原因，不能放在结果前面。'),
  q('je-032', 'je.skill.cloze.context', 'fill', 3, 8, '根据上下文和首字母提示填词：Tom was ill yesterday, so he didn’t go to school. His teacher asked him to stay at home and have a good ____ (r).', [], ['rest'],
    'Tom 生病了，老师让他在家好好“休息”，have a good rest 是固定说法。'),
  q('je-033', 'je.skill.write.letter', 'solution', 4, 9, '书面表达：假如你是李华，请给外国朋友 Peter 写一封邮件，邀请他本周六下午三点到你家参加你的生日聚会，并告诉他从学校到你家的路线（不少于 60 词）。', [],
    ['参考范文：Dear Peter, I am going to have a birthday party at my home this Saturday afternoon. Would you like to come? It starts at three o’clock. My home is not far from our school. Walk out of the school gate and turn left. Go along Park Road for five minutes and you will see a tall green building. I live on the sixth floor. We will have a cake, play games and sing songs together. I hope you can come. Yours, Li Hua'],
    '要点齐全：邀请的事由、时间（周六下午三点）、地点和路线；书信格式（称呼、结束语、署名）。用 Would you like to ...? 表示邀请，用 turn left、go along 等说明路线。'),
  q('je-034', 'je.skill.write.topic', 'solution', 4, 8, '书面表达：以 “My Favourite Season” 为题写一篇短文，说明你最喜欢的季节及原因（不少于 60 词）。', [],
    ['参考范文：My Favourite Season. There are four seasons in a year, and autumn is my favourite. In autumn the weather is cool and the sky is clear and blue. The leaves turn yellow and red, so the hills look very beautiful. It is also a season of harvest, and we can eat lots of fresh fruit. On weekends I often go climbing with my family. That is why I love autumn best.'],
    '先点明最喜欢的季节，再从天气、景色、活动等方面说明原因，最后总结。注意使用一般现在时，并用 so、and、that is why 等连接词使行文连贯。'),
];
