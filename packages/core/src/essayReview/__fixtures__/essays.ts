/**
 * Sample essays written for the tests, as real students write them: a 三年级 习作 with the usual
 * slips (的地得, 在/再, Latin commas, 然后 again and again), a clean 初中 essay that must raise no
 * false alarm, and an English essay with beginner mistakes.
 */

/** 三年级《我的妈妈》: short of 300 字, with typical mistakes. */
export const PRIMARY_WITH_SLIPS = `我的妈妈

我的妈妈是一名医生,她每天都很忙。早上她很早就起床给我做早饭，然后送我去上学，然后再去医院上班。
有一次我发烧了，妈妈高兴的跑过来摸摸我的头，说：“没事的，吃了药就好了。”她跑的很快，去药店给我买药。
晚上妈妈在次给我量体温，我们我们都松了一口气。然后妈妈给我讲故事，然后我就睡着了，，我觉得妈妈是世界上最好的妈妈`;

/** 八年级《那一次，我真快乐》: correct text; the check must flag no 错别字 or 标点 here. */
export const JUNIOR_CLEAN = `那一次，我真快乐

去年秋天，学校组织我们到郊外的果园摘苹果。一路上，同学们有说有笑，车窗外的稻田像一块金色的地毯，一直铺到天边。

到了果园，我挑了一棵结满果子的树。树枝被压弯了腰，红彤彤的苹果在阳光下闪着光。我踮起脚，小心地摘下一个，轻轻地放进篮子里。

傍晚回家的路上，我抱着满满一篮苹果，心里甜滋滋的。原来，用自己的双手换来的果实，才是最甜的。`;

/** 初中英语作文 (about 60 words) with beginner mistakes. */
export const ENGLISH_WITH_SLIPS = `My Weekend

last weekend i went to the park with my parents. The weather was very good，and we had a very good time. We played football and then we had a picnic. the the food was delicious. I was very happy. I hope I can go there again next weekend.`;
