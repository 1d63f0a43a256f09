import type { AidContext } from './layout';
import { addSheetPage, CONTENT_LEFT, CONTENT_TOP, finishPages } from './layout';
import type { AidPage } from './pdf-kit';

/** 24 characters to learn to write per grade (部编版 识字表/写字表 selections). */
const CHARACTERS: Record<number, string> = {
  1: '一二三上下口目耳手日田禾火木土山水石大小人天地中',
  2: '春风花草秋叶语文字写家园学习朋友美丽时间青蛙作业',
  3: '晨绒球扮静摇摆飘落感校园欢迎铃声追赶叔叔读课读书',
  4: '观潮盼望浩荡顿逐沸腾疾驰爬山虎蟋蟀宅隐蔽嫩叶触须',
  5: '白鹭精巧配宜嫌框镜黄昏桂花缀浸漂朵搭挑懒庭院荡漾',
  6: '亭桥泉湖清晰霞婉蜿蜒崎岖寂默蝉稻鞭策陶醉筑虹畔俯',
};

const BOX = 48;
const PER_PAGE = 12;

/** A 田字格 box: solid border, dashed middle cross. */
function tianzige(page: AidPage, x: number, y: number): void {
  page.rect(x, y, BOX, BOX, { width: 0.9, gray: 0.2 });
  const dash = { width: 0.4, gray: 0.55, dash: [2, 2] };
  page.line(x, y + BOX / 2, x + BOX, y + BOX / 2, dash);
  page.line(x + BOX / 2, y, x + BOX / 2, y + BOX, dash);
}

/**
 * 生字卡片: each character of the grade large in a 田字格, then a light copy to trace and empty
 * 田字格 to write it in, and a line for 组词. Two pages of 12 characters.
 */
export function shengzi(ctx: AidContext): void {
  const characters = [...(CHARACTERS[ctx.grade] ?? CHARACTERS[1] ?? '')];
  const pages: AidPage[] = [];
  for (let start = 0; start < characters.length; start += PER_PAGE) {
    const page = addSheetPage(ctx, `${ctx.versionName}${ctx.gradeName} · 生字描红与书写`);
    characters.slice(start, start + PER_PAGE).forEach((character, i) => {
      const column = i % 2;
      const row = Math.floor(i / 2);
      const x = CONTENT_LEFT + column * 252;
      const y = CONTENT_TOP - 40 - row * 100;
      for (let box = 0; box < 4; box++) tianzige(page, x + box * BOX, y);
      page.text(character, x + 6, y + 10, { size: 36 });
      page.text(character, x + BOX + 6, y + 10, { size: 36, gray: 0.78 });
      page.text('组词：', x, y - 22, { size: 10.5 });
      page.line(x + 34, y - 24, x + 4 * BOX, y - 24, { width: 0.5, gray: 0.4 });
    });
    pages.push(page);
  }
  finishPages(ctx, pages);
}
