/**
 * 阅读/材料题 with sub-questions and 作文, written for this product (原创 passages, except the
 * 文言文 《陈太丘与友期行》 from 《世说新语》, as printed in the 部编版 七年级上册): 初中语文 and
 * 初中英语. Every answer checked by hand.
 */
import { seedGroup, subjectQuestions, type SeedQuestion } from './question';

const chinese = subjectQuestions(2, 1);
const english = subjectQuestions(2, 3);
/** The answer bracket of a choice stem (two ideographic spaces). */
const C = '（\u3000\u3000）';

const CHEN_TAIQIU = `阅读下面的文言文，完成小题。

陈太丘与友期行，期日中。过中不至，太丘舍去，去后乃至。元方时年七岁，门外戏。客问元方：“尊君在不？”答曰：“待君久不至，已去。”友人便怒曰：“非人哉！与人期行，相委而去。”元方曰：“君与家君期日中。日中不至，则是无信；对子骂父，则是无礼。”友人惭，下车引之，元方入门不顾。

（选自《世说新语》）`;

const BICYCLE = `阅读下面的文章，完成小题。

爷爷的旧自行车

爷爷有一辆旧自行车，车把上的漆早已磨光，链条一动就哗啦啦地响。我多次劝他换一辆新的，他总是笑着摇头。

那年冬天，我发高烧，夜里十一点，路上已经打不到车。爷爷把我裹进棉大衣，扶上后座，一路骑到镇上的医院。风刮在脸上像刀子，我把脸贴在他的背上，听见他粗重的喘气声和链条哗啦啦的响声混在一起。

病好以后，我再也不劝爷爷换车了。每当听到院子里传来哗啦啦的声音，我就知道，爷爷回来了。`;

const LIBRARY = `阅读理解：阅读短文，完成小题。

Lucy is a middle school student in London. Every Saturday morning, she goes to the city library with her little brother Tom. Lucy likes reading books about animals, but Tom prefers comic books.

Last Saturday, the library had a special activity: children could read stories to a dog called Max. Tom was shy at first, but Max lay quietly beside him and listened. Tom read a whole story for the first time without stopping. “Max doesn’t laugh at my mistakes,” he said. Now Tom can’t wait for next Saturday.`;

const VILLAGE = `完形填空：通读短文，从每小题所给的四个选项中选出最佳选项。

My name is Anna. Last summer I （1） to a small village with my parents. There were no tall buildings, but there were many green hills. Every morning I （2） up early to watch the sunrise. The people there were very （3） to us. An old woman often gave us fresh vegetables from her garden. On the last day, I felt （4） because I had to leave. I will never （5） that summer.`;

const cloze = (n: number) => `第（${n}）空应选${C}`;

/** The seeded 阅读/材料题 and 作文 of 初中语文 and 初中英语. */
// prettier-ignore
export const GROUP_QUESTIONS: readonly SeedQuestion[] = [
  seedGroup(chinese, 'jcg-001', 'jc.read.classical.content', 3, 7, CHEN_TAIQIU,
    '本文写陈太丘的友人失约在先、又当着元方骂其父，七岁的元方据“信”“礼”二字反驳，表现了元方的聪慧与方正。', [
      chinese('', 'jc.read.classical.word', 'fill', 2, 7, '解释加点的词：期日中（期）____；相委而去（委）____；下车引之（引）____', [],
        ['约定', '舍弃、丢下', '拉'],
        '“期”是约定，“期行”即约定同行；“委”是舍弃、丢下；“引”是拉，友人下车拉元方，表示歉意与友好。'),
      chinese('', 'jc.read.classical.translate', 'solution', 3, 7, '把下面的句子翻译成现代汉语：日中不至，则是无信；对子骂父，则是无礼。', [],
        ['正午没有到，就是不讲信用；对着儿子骂他的父亲，就是没有礼貌。'],
        '“日中”即正午；“则是”意为“就是”；“信”指信用，“礼”指礼貌。翻译时两个分句的句式保持对称。'),
      chinese('', 'jc.read.classical.content', 'single', 3, 7, `下列对文章内容的理解，不正确的一项是${C}`, [
        '友人“过中不至”，是先失信于人。',
        '元方从“信”和“礼”两个方面指出友人的过错。',
        '陈太丘离开，是因为他与友人发生了争吵。',
        '友人“惭”，说明他意识到了自己的过错。',
      ], ['C'], '陈太丘离开是因为友人“过中不至”，等了很久没有来，并非与友人争吵，C 项不符合原文。'),
    ]),
  seedGroup(chinese, 'jcg-002', 'jc.read.modern.narrative', 3, 7, BICYCLE,
    '文章借一辆旧自行车，写爷爷冬夜骑车送“我”就医的事，表达了“我”对爷爷的感激与依恋。', [
      chinese('', 'jc.read.modern.narrative', 'fill', 2, 7, '文章写了“我”对爷爷旧自行车的态度变化：从____到____。', [],
        ['劝爷爷换一辆新车', '再也不劝爷爷换车'],
        '第一段“我多次劝他换一辆新的”，第三段“我再也不劝爷爷换车了”，中间的冬夜就医是态度变化的原因。'),
      chinese('', 'jc.base.sentence.rhetoric', 'single', 2, 7, `“风刮在脸上像刀子”一句运用的修辞手法及其作用，分析正确的一项是${C}`, [
        '比喻，写出冬夜寒风刺骨，衬托爷爷骑车送“我”就医的艰辛。',
        '拟人，写出寒风的调皮可爱。',
        '夸张，写出路途十分遥远。',
        '排比，增强语言的气势。',
      ], ['A'], '句中有喻词“像”，把寒风比作刀子，是比喻；写风之冷、之利，正衬托出爷爷冒寒骑行的艰辛。'),
      chinese('', 'jc.read.modern.narrative', 'solution', 4, 7, '结尾“每当听到院子里传来哗啦啦的声音，我就知道，爷爷回来了。”有什么含义和作用？', [],
        ['含义：链条哗啦啦的响声已成为爷爷的象征，“我”一听到就感到亲切，表达了“我”对爷爷的依恋与感激。作用：与开头“链条一动就哗啦啦地响”相照应，使结构完整，余味悠长。'],
        '理解结尾句要联系全文：响声在开头是“旧”的缺点，在冬夜与爷爷的喘气声混在一起，结尾变成亲切的信号，含义随情感变化；结构上首尾呼应。'),
    ]),
  chinese('jcg-003', 'jc.write.essay.material', 'essay', 4, 8,
    '阅读下面的材料，根据要求作文。\n\n有人说：“种一棵树最好的时间是十年前，其次是现在。”\n\n要求：①自选角度，自拟题目；②除诗歌外，文体不限；③不少于 600 字；④文中不得出现真实的人名、校名。', [],
    ['写作要点：抓住材料的核心“行动要趁现在”，可写“不要因错过而放弃”“立即行动”“坚持积累”等；记叙文写清一件“从现在开始”的事及其变化，议论文观点明确、事例恰当；题目可如《其次是现在》《从今天开始》。'],
    '材料作文先读懂材料：前半句承认“早做最好”，后半句强调“现在做仍然不晚”，立意应落在后半句。偏离“行动”“时机”的立意为偏题。'),
  chinese('jcg-004', 'jc.write.essay.proposition', 'essay', 3, 7,
    '以“那一次，我读懂了____”为题，写一篇文章。\n\n要求：①将题目补充完整；②写出真情实感；③不少于 600 字。', [],
    ['写作要点：横线上填一个人或一种情感，如“妈妈的唠叨”“坚持”；围绕“那一次”写一件具体的事，写清“读懂”前后的认识变化；细节描写（动作、神态、语言）要能表现所“读懂”的内容。'],
    '半命题作文先补题：所填内容宜小而具体，便于叙事；“那一次”限定只写一件事，“读懂了”要求写出认识的转变，这是文章的重点。'),
  seedGroup(english, 'jeg-001', 'je.skill.read', 2, 7, LIBRARY,
    '短文讲 Lucy 和弟弟 Tom 每周六去图书馆，Tom 在“给狗读故事”的活动中第一次完整地读完了一个故事。', [
      english('', 'je.skill.read.detail', 'single', 1, 7, `How often does Lucy go to the library?${C}`, ['Every day.', 'Every Saturday morning.', 'Every Sunday.', 'Twice a month.'], ['B'],
        '第一段 “Every Saturday morning, she goes to the city library” 可知答案为 B。'),
      english('', 'je.skill.read.detail', 'single', 1, 7, `What kind of books does Tom like?${C}`, ['Books about animals.', 'History books.', 'Comic books.', 'Science books.'], ['C'],
        '“Tom prefers comic books” 说明 Tom 更喜欢漫画书；喜欢动物书的是 Lucy。'),
      english('', 'je.skill.read.infer', 'single', 3, 7, `Why did Tom read the whole story without stopping?${C}`, ['Because the story was very short.', 'Because Max didn’t laugh at his mistakes.', 'Because Lucy helped him.', 'Because the librarian asked him to.'], ['B'],
        '由 Tom 的话 “Max doesn’t laugh at my mistakes” 可推断：狗不会嘲笑他读错，他不再紧张，所以能读完。'),
      english('', 'je.skill.read.detail', 'judge', 1, 7, '判断正误：Tom was shy at first when he read to Max.', [], ['正确'],
        '原文 “Tom was shy at first” 与题意一致。'),
      english('', 'je.skill.read.main', 'single', 2, 7, `What is the passage mainly about?${C}`, ['A special reading activity that helped Tom.', 'Lucy’s favourite animal books.', 'How to look after a dog.', 'The rules of a city library.'], ['A'],
        '全文围绕图书馆“给狗读故事”的活动及它对 Tom 的帮助展开，A 概括了主旨。'),
    ]),
  seedGroup(english, 'jeg-002', 'je.skill.cloze.context', 2, 7, VILLAGE,
    '短文讲 Anna 去年夏天在乡村度假的经历：早起看日出，村民友好，离开时难过，永远不会忘记那个夏天。', [
      english('', 'je.lang.grammar.tense', 'single', 1, 7, cloze(1), ['go', 'went', 'will go', 'goes'], ['B'], 'Last summer 表示过去，用一般过去时 went。'),
      english('', 'je.lang.grammar.tense', 'single', 2, 7, cloze(2), ['get', 'got', 'getting', 'gets'], ['B'], '全文叙述过去的经历，every morning 在此指那个夏天的每天早上，仍用一般过去时 got（get up 起床）。'),
      english('', 'je.skill.cloze.context', 'single', 1, 7, cloze(3), ['friendly', 'angry', 'busy', 'lazy'], ['A'], '下文老奶奶常送来新鲜蔬菜，可见村民很友好；be friendly to sb. 意为“对某人友好”。'),
      english('', 'je.skill.cloze.context', 'single', 2, 7, cloze(4), ['happy', 'excited', 'sad', 'proud'], ['C'], 'because I had to leave 说明要离开了，心情是难过的，选 sad。'),
      english('', 'je.skill.cloze.context', 'single', 2, 7, cloze(5), ['remember', 'forget', 'know', 'miss'], ['B'], 'never forget 意为“永远不会忘记”，与全文的美好回忆相符；never remember 意思相反。'),
    ]),
  english('jeg-003', 'je.skill.write.topic', 'essay', 3, 8,
    '书面表达：学校英语角正在征集以 “My Weekend” 为题的短文。请写一写你上周末做了什么、感受如何。\n\n要求：①不少于 70 词；②开头已给出，不计入总词数：Last weekend was busy but happy.', [],
    ['参考范文：Last weekend was busy but happy. On Saturday morning, I finished my homework first. In the afternoon, I played basketball with my friends in the park. On Sunday, I went to visit my grandparents with my parents. I helped my grandma cook dinner, and we ate together happily. In the evening, I read an English storybook. I learned a lot and had a great time. I hope every weekend can be like this.'],
    '写过去的周末，全文用一般过去时；按时间顺序（Saturday morning / afternoon / Sunday / evening）组织内容，结尾写感受，首句已给出，注意与之衔接。'),
];
