/**
 * 小学英语 questions written for this product (原创), on the points of the 小学英语 knowledge tree
 * (`knowledge-subjects.ts`): 字母与发音, 主题词汇, 数字与时间, 名词复数, be 动词, 一般现在时, 方位介词,
 * 对话, 短文阅读 (a 阅读/材料题 with 小题), 连词成句. Instructions in Chinese; answers checked by hand.
 */
import { seedGroup, subjectQuestions, type SeedQuestion } from './question';

/** 学段 小学, 学科 英语. */
const q = subjectQuestions(1, 3);
/** The answer bracket of a choice stem (two ideographic spaces). */
const C = '（\u3000\u3000）';

const MIKE = `读短文，完成小题。

I am Mike. I am eleven years old. I have a dog. Its name is Lucky. It is white and black. Lucky likes to run in the park. I play with it every day.`;

/** The seeded 小学英语 questions. */
// prettier-ignore
export const PRIMARY_ENGLISH_QUESTIONS: readonly SeedQuestion[] = [
  q('peq-001', 'pe.lang.phonics.letters', 'single', 2, 4, `下列单词中，字母 a 的发音与 cake 中 a 的发音相同的是${C}`, ['name', 'cat', 'apple', 'bag'], ['A'],
    'cake 和 name 都是“辅音 + a + 辅音 + e”结构，a 读 /eɪ/；cat、apple、bag 中的 a 读 /æ/。'),
  q('peq-002', 'pe.lang.phonics.letters', 'judge', 2, 4, '单词 book 和 look 中字母组合 oo 的发音相同。', [], ['正确'],
    'book /bʊk/ 和 look /lʊk/ 中 oo 都读短音 /ʊ/。'),
  q('peq-003', 'pe.lang.phonics.letters', 'fill', 1, 3, '写出字母 B 的小写形式：____；字母 g 的大写形式：____。', [], ['b', 'G'],
    '字母有大小写两种形式：B 的小写是 b，g 的大写是 G。'),
  q('peq-004', 'pe.lang.vocab.theme', 'single', 1, 3, `下列单词中，不属于水果的是${C}`, ['apple', 'banana', 'orange', 'carrot'], ['D'],
    'carrot 是胡萝卜，属于蔬菜；apple 苹果、banana 香蕉、orange 橙子都是水果。'),
  q('peq-005', 'pe.lang.vocab.theme', 'single', 1, 3, `—What colour is the sky on a sunny day? —It’s ____.${C}`, ['blue', 'black', 'pink', 'brown'], ['A'],
    '晴天的天空是蓝色的，blue 意为“蓝色”。'),
  q('peq-006', 'pe.lang.vocab.number', 'fill', 1, 3, '用英语写出数字：12 ____；20 ____', [], ['twelve', 'twenty'],
    '12 是 twelve，20 是 twenty，注意拼写。'),
  q('peq-007', 'pe.lang.vocab.number', 'single', 2, 4, `时间 7:30 用英语读作${C}`, ['seven thirty', 'seven three', 'three seven', 'seventy'], ['A'],
    '时间可以“先读钟点、再读分钟”：7:30 读作 seven thirty，也可说 half past seven。'),
  q('peq-008', 'pe.lang.vocab.number', 'fill', 1, 4, '星期一用英语写作____（首字母大写）。', [], ['Monday'],
    '星期的英文首字母都大写：Monday 星期一，Tuesday 星期二……'),
  q('peq-009', 'pe.lang.grammar.noun', 'single', 2, 4, `I have two ____.${C}`, ['box', 'boxs', 'boxes', 'boxies'], ['C'],
    'two 后面用名词复数；以 x 结尾的名词加 -es，box 的复数是 boxes。'),
  q('peq-010', 'pe.lang.grammar.noun', 'fill', 3, 5, '写出下列单词的复数形式：child ____；tomato ____', [], ['children', 'tomatoes'],
    'child 的复数是不规则变化 children；tomato 以 o 结尾，复数加 -es，为 tomatoes。'),
  q('peq-011', 'pe.lang.grammar.noun', 'judge', 3, 5, 'mouse（老鼠）的复数形式是 mouses。', [], ['错误'],
    'mouse 的复数是不规则变化 mice。'),
  q('peq-012', 'pe.lang.grammar.be', 'single', 1, 3, `My sister ____ a student.${C}`, ['am', 'is', 'are', 'be'], ['B'],
    'be 动词口诀：I 用 am，you 用 are，is 跟着他、她、它；my sister 是第三人称单数，用 is。'),
  q('peq-013', 'pe.lang.grammar.be', 'fill', 1, 3, '用 am、is、are 填空：They ____ my friends. I ____ ten years old.', [], ['are', 'am'],
    '主语 they 是复数，用 are；主语 I 用 am。'),
  q('peq-014', 'pe.lang.grammar.present', 'single', 2, 5, `He ____ football every Sunday.${C}`, ['play', 'plays', 'playing', 'to play'], ['B'],
    'every Sunday 表示经常性的动作，用一般现在时；主语 he 是第三人称单数，动词加 -s。'),
  q('peq-015', 'pe.lang.grammar.present', 'judge', 2, 5, '句子 “She don’t like milk.” 是正确的。', [], ['错误'],
    '主语 she 是第三人称单数，一般现在时的否定要用 doesn’t：She doesn’t like milk.'),
  q('peq-016', 'pe.lang.grammar.present', 'fill', 2, 5, '用所给词的适当形式填空：My father ____ (watch) TV every evening.', [], ['watches'],
    '主语 my father 是第三人称单数，以 ch 结尾的动词加 -es：watches。'),
  q('peq-017', 'pe.lang.grammar.prep', 'single', 1, 3, `The cat is ____ the box.（猫在盒子里）${C}`, ['in', 'on', 'under', 'behind'], ['A'],
    'in 表示“在……里面”，on 在……上面，under 在……下面，behind 在……后面。'),
  q('peq-018', 'pe.lang.grammar.prep', 'fill', 1, 3, 'The ball is ____ the desk.（球在桌子下面）', [], ['under'],
    '“在……下面”用 under。'),
  q('peq-019', 'pe.skill.read.dialogue', 'single', 1, 3, `—How are you? —____${C}`, ['Fine, thank you.', 'I’m ten.', 'Nice to meet you.', 'It’s red.'], ['A'],
    'How are you? 是问候对方身体或近况，常答 Fine, thank you. / I’m fine.'),
  q('peq-020', 'pe.skill.read.dialogue', 'single', 1, 3, `—What’s your name? —____${C}`, ['My name is Amy.', 'I’m fine.', 'Yes, it is.', 'Thank you.'], ['A'],
    '问名字，用 My name is … 或 I’m … 回答。'),
  q('peq-021', 'pe.skill.write.sentence', 'solution', 1, 3, '连词成句：like, I, apples（.）', [], ['I like apples.'],
    '陈述句按“主语 + 谓语 + 宾语”排列，句首字母大写，句末用句号。'),
  q('peq-022', 'pe.skill.write.sentence', 'solution', 2, 4, '连词成句：is, this, what（?）', [], ['What is this?'],
    '特殊疑问句以疑问词 what 开头，后接 be 动词 is 和主语 this，句末用问号。'),
  seedGroup(q, 'peq-023', 'pe.skill.read.short', 2, 4, MIKE,
    '短文介绍 Mike 和他的小狗 Lucky：Lucky 黑白相间，喜欢在公园里奔跑。', [
      q('', 'pe.skill.read.short', 'judge', 1, 4, 'Mike is ten years old.', [], ['错误'], '原文 “I am eleven years old.”，Mike 十一岁。'),
      q('', 'pe.skill.read.short', 'single', 1, 4, `What colour is Lucky?${C}`, ['White and black.', 'Yellow.', 'Brown and white.', 'Black.'], ['A'], '原文 “It is white and black.”'),
      q('', 'pe.skill.read.short', 'fill', 2, 4, 'Lucky likes to ____ in the park.', [], ['run'], '原文 “Lucky likes to run in the park.”'),
    ]),
];
