import type { AidContext } from './layout';
import { addSheetPage, CONTENT_LEFT, CONTENT_RIGHT, CONTENT_TOP, finishPages } from './layout';
import type { AidPage } from './pdf-kit';

/** The prompt and the length goal of each grade (看图写话 in grades 1–2, 习作 from grade 3). */
const PROMPTS: Record<number, { hint: string; goal: string }> = {
  1: { hint: '图上有谁？他们在哪里？在做什么？', goal: '用一两句话写一写，句末加上句号。' },
  2: {
    hint: '图上画的是什么时候、在哪里？有谁？在做什么？会说些什么？',
    goal: '写一段话，不少于 80 字。',
  },
  3: {
    hint: '仔细观察图画，按一定顺序写，把看到的、想到的写清楚。',
    goal: '不少于 250 字，给习作加个题目。',
  },
  4: { hint: '观察人物的动作、神态，想象他们的对话和心情。', goal: '不少于 350 字，分段写。' },
  5: {
    hint: '展开想象，把图画内容写成一个有起因、经过、结果的故事。',
    goal: '不少于 400 字，写完读一读，改一改。',
  },
  6: {
    hint: '从图画中选一个角度立意，写出真情实感和自己的思考。',
    goal: '不少于 450 字，注意详略得当。',
  },
};

/** 作文格: square cells in rows (grades 1–4 write in a grid). */
function grid(page: AidPage, top: number, rows: number, cell: number): void {
  const columns = Math.floor((CONTENT_RIGHT - CONTENT_LEFT) / cell);
  const left = CONTENT_LEFT + (CONTENT_RIGHT - CONTENT_LEFT - columns * cell) / 2;
  for (let r = 0; r < rows; r++) {
    const y = top - r * (cell + 6) - cell;
    for (let c = 0; c < columns; c++)
      page.rect(left + c * cell, y, cell, cell, { width: 0.5, gray: 0.45 });
  }
}

/** 看图写话练习纸: a picture box with the grade's prompts, then a writing grid (and a second page). */
export function kantu(ctx: AidContext): void {
  const prompt = PROMPTS[ctx.grade] ?? PROMPTS[1];
  if (!prompt) return;
  const cell = ctx.grade <= 2 ? 30 : 24;
  const first = addSheetPage(
    ctx,
    `${ctx.versionName}${ctx.gradeName} · ${ctx.grade <= 2 ? '看图写话' : '看图习作'}`,
  );
  const boxHeight = 250;
  first.rect(CONTENT_LEFT, CONTENT_TOP - boxHeight, CONTENT_RIGHT - CONTENT_LEFT, boxHeight, {
    width: 1,
    gray: 0.3,
  });
  first.text(
    '（把图画贴在这里，或者自己画一画）',
    (CONTENT_LEFT + CONTENT_RIGHT) / 2,
    CONTENT_TOP - boxHeight / 2,
    {
      size: 11,
      gray: 0.6,
      align: 'center',
    },
  );
  first.text(`提示：${prompt.hint}`, CONTENT_LEFT, CONTENT_TOP - boxHeight - 22, { size: 10.5 });
  first.text(`要求：${prompt.goal}`, CONTENT_LEFT, CONTENT_TOP - boxHeight - 40, { size: 10.5 });
  const gridTop = CONTENT_TOP - boxHeight - 56;
  grid(first, gridTop, Math.floor((gridTop - 70) / (cell + 6)), cell);
  const second = addSheetPage(ctx, '续写');
  grid(second, CONTENT_TOP + 10, Math.floor((CONTENT_TOP - 60) / (cell + 6)), cell);
  finishPages(ctx, [first, second]);
}
