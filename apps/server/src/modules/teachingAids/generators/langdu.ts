import type { AidContext } from './layout';
import { addSheetPage, CONTENT_LEFT, CONTENT_RIGHT, CONTENT_TOP, finishPages } from './layout';

/** The reading goals of each stage (课程标准 第一至三学段), item and what earns the stars. */
const CRITERIA: Record<'low' | 'middle' | 'high', [string, string][]> = {
  low: [
    ['读准字音', '每个字读正确，不读错字、不添字、不漏字'],
    ['读通句子', '不回读，不唱读，句子读得连贯'],
    ['声音响亮', '坐姿端正，声音清楚，让同学都听得见'],
    ['读好停顿', '看清标点，读出句子中的停顿'],
  ],
  middle: [
    ['正确', '字音准确，不添字、不漏字、不重复'],
    ['流利', '语速适中，读得连贯，词语不拆开读'],
    ['语气', '读出陈述、疑问、感叹等不同语气'],
    ['感情', '理解课文内容，读出人物的心情'],
  ],
  high: [
    ['正确流利', '读准多音字与轻声，语速自然流畅'],
    ['节奏重音', '读好长句的停顿，突出关键词语'],
    ['情感表达', '读出课文情感的变化，有感染力'],
    ['理解运用', '能说出课文的主要内容和自己的体会'],
  ],
};

const stage = (grade: number) => (grade <= 2 ? 'low' : grade <= 4 ? 'middle' : 'high');

/**
 * 课文朗读评价表: page 1 a self/peer/teacher star rating of the stage's four criteria plus a
 * comment box; page 2 a class record table (20 rows) for the teacher.
 */
export function langdu(ctx: AidContext): void {
  const criteria = CRITERIA[stage(ctx.grade)];
  const first = addSheetPage(
    ctx,
    `${ctx.versionName}${ctx.gradeName} · 朗读评价（自评、同伴评、教师评）`,
  );
  first.text('朗读篇目：', CONTENT_LEFT, CONTENT_TOP, { size: 11 });
  first.line(CONTENT_LEFT + 56, CONTENT_TOP - 3, CONTENT_LEFT + 300, CONTENT_TOP - 3, {
    width: 0.5,
  });
  first.text('日期：', CONTENT_LEFT + 320, CONTENT_TOP, { size: 11 });
  first.line(CONTENT_LEFT + 354, CONTENT_TOP - 3, CONTENT_RIGHT, CONTENT_TOP - 3, { width: 0.5 });
  const columns = [
    CONTENT_LEFT,
    CONTENT_LEFT + 80,
    CONTENT_LEFT + 290,
    CONTENT_LEFT + 370,
    CONTENT_LEFT + 430,
    CONTENT_RIGHT,
  ];
  const headers = ['评价项目', '评价标准', '自评', '同伴评', '教师评'];
  const top = CONTENT_TOP - 24;
  const rowHeight = 52;
  const rows = criteria.length + 1;
  for (let r = 0; r <= rows; r++) {
    const y = top - (r === 0 ? 0 : 28 + (r - 1) * rowHeight);
    first.line(CONTENT_LEFT, y, CONTENT_RIGHT, y, { width: 0.7 });
  }
  const bottom = top - 28 - criteria.length * rowHeight;
  for (const x of columns) first.line(x, top, x, bottom, { width: 0.7 });
  headers.forEach((h, i) => {
    const left = columns[i] ?? 0;
    const right = columns[i + 1] ?? CONTENT_RIGHT;
    first.text(h, (left + right) / 2, top - 19, { size: 11, align: 'center' });
  });
  criteria.forEach(([item, rule], i) => {
    const y = top - 28 - i * rowHeight;
    first.text(item, CONTENT_LEFT + 40, y - 30, { size: 11, align: 'center' });
    first.text(rule.slice(0, 13), CONTENT_LEFT + 86, y - 22, { size: 9.5 });
    first.text(rule.slice(13), CONTENT_LEFT + 86, y - 38, { size: 9.5 });
    for (let c = 2; c < 5; c++) {
      const mid = ((columns[c] ?? 0) + (columns[c + 1] ?? 0)) / 2;
      first.text('☆☆☆', mid, y - 30, { size: 12, align: 'center', gray: 0.3 });
    }
  });
  first.text('说明：做到一点涂一颗星，满分三颗星。', CONTENT_LEFT, bottom - 22, {
    size: 10,
    gray: 0.3,
  });
  first.text('我想对自己说：', CONTENT_LEFT, bottom - 52, { size: 11 });
  first.rect(CONTENT_LEFT, bottom - 170, CONTENT_RIGHT - CONTENT_LEFT, 104, {
    width: 0.6,
    gray: 0.4,
  });
  first.text('老师寄语：', CONTENT_LEFT, bottom - 196, { size: 11 });
  first.rect(CONTENT_LEFT, bottom - 300, CONTENT_RIGHT - CONTENT_LEFT, 90, {
    width: 0.6,
    gray: 0.4,
  });

  const record = addSheetPage(ctx, '班级朗读记录表（教师用）');
  const recordHeaders = ['序号', '姓名', '篇目', ...criteria.map(([item]) => item), '总评'];
  const widths = [34, 70, 120, 56, 56, 56, 56, 51];
  const xs = widths.reduce<number[]>(
    (acc, w) => [...acc, (acc[acc.length - 1] ?? CONTENT_LEFT) + w],
    [CONTENT_LEFT],
  );
  const recordTop = CONTENT_TOP + 6;
  const lines = 21;
  for (let r = 0; r <= lines; r++)
    record.line(CONTENT_LEFT, recordTop - r * 26, CONTENT_RIGHT, recordTop - r * 26, {
      width: 0.6,
    });
  for (const x of xs) record.line(x, recordTop, x, recordTop - lines * 26, { width: 0.6 });
  recordHeaders.forEach((h, i) => {
    record.text(h, ((xs[i] ?? 0) + (xs[i + 1] ?? CONTENT_RIGHT)) / 2, recordTop - 18, {
      size: 10,
      align: 'center',
    });
  });
  for (let r = 1; r < lines; r++) {
    record.text(String(r), CONTENT_LEFT + 17, recordTop - r * 26 - 18, {
      size: 10,
      align: 'center',
      gray: 0.4,
    });
  }
  record.text(
    '总评填写：优（A）、良（B）、需努力（C）。',
    CONTENT_LEFT,
    recordTop - lines * 26 - 22,
    { size: 10, gray: 0.3 },
  );
  finishPages(ctx, [first, record]);
}
