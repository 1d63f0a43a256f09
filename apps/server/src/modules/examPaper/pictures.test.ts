import { execFile } from 'node:child_process';
import { randomUUID } from 'node:crypto';
import { mkdir, readFile, rm, writeFile } from 'node:fs/promises';
import { tmpdir } from 'node:os';
import { join, resolve } from 'node:path';
import { promisify } from 'node:util';
import { examPaper, questionBank } from '@aita/contract';
import type { ExamPaperData } from '@aita/core';
import { eq } from 'drizzle-orm';
import { strFromU8, unzipSync } from 'fflate';
import sharp from 'sharp';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { users } from '../../db/schema';
import { createTestContext, type TestContext } from '../../test/context';
import { DEMO_PHONE, postAs, tokenFor } from '../../test/identity';
import { multipart } from '../files/__fixtures__/samples';

const run = promisify(execFile);
const ARTIFACTS = resolve(import.meta.dirname, '../../../test-results/exam-paper');

let ctx: TestContext;
let demo: string;
let paper: ExamPaperData;

/** A drawing of a triangle, as a geometry question would carry. */
const triangle = (format: 'png' | 'webp') =>
  sharp(
    Buffer.from(
      '<svg xmlns="http://www.w3.org/2000/svg" width="900" height="450"><rect width="900" height="450" fill="white"/><polygon points="100,400 800,400 100,60" fill="none" stroke="black" stroke-width="6"/></svg>',
    ),
  )
    .toFormat(format)
    .toBuffer();

async function pictureMarkup(name: string, data: Buffer): Promise<string> {
  const { payload, headers } = multipart('image', [{ name, data }]);
  const uploaded = await ctx.app.inject({
    method: 'POST',
    url: '/v1/file/upload',
    payload,
    headers: { ...headers, 'x-token': demo },
  });
  const fileId = uploaded.json().data.id;
  const link = (await postAs(ctx.app, demo, questionBank.imageLink.path, { fileId })).json();
  expect(link.code, JSON.stringify(link)).toBe(200);
  return link.data.markup;
}

beforeAll(async () => {
  ctx = await createTestContext();
  const [row] = await ctx.database.db.select().from(users).where(eq(users.phone, DEMO_PHONE));
  demo = await tokenFor(ctx.app, row?.id ?? 0);
  const list = (await postAs(ctx.app, demo, examPaper.info.path, {})).json();
  const whole = (
    await postAs(ctx.app, demo, examPaper.info.path, { paperId: list.data.list[0].paperId })
  ).json().data as ExamPaperData;
  const item = whole.sections[0]?.items[0];
  if (!item) throw new Error('the demo paper has no question');
  const png = await pictureMarkup('三角形.png', await triangle('png'));
  const webp = await pictureMarkup('三角形.webp', await triangle('webp'));
  const missing = '![图片](/oss/files/image/AAAAAAAAAAAAAAAAAAAAAA/' + '0'.repeat(64) + '.png)';
  const edited = await postAs(ctx.app, demo, examPaper.question.path, {
    paperId: whole.paperId,
    action: 'edit',
    itemId: item.itemId,
    stem: `${item.stem}\n\n${png}\n\n${webp}\n\n${missing}`,
    options: item.options,
    answer: item.answer,
    analysis: `${item.analysis}\n\n${png}`,
  });
  expect(edited.json().code, edited.body).toBe(200);
  paper = edited.json().data;
});
afterAll(() => ctx?.close());

describe('pictures of bank questions in the paper’s Word file', () => {
  it('prints stored pictures as images (WebP turned into PNG), never the markup', async () => {
    const res = await postAs(ctx.app, demo, examPaper.word.path, {
      paperId: paper.paperId,
      layout: 'A3',
      withAnswers: true,
    });
    expect(res.statusCode).toBe(200);
    const bytes = new Uint8Array(res.rawPayload);
    const zip = unzipSync(bytes);
    const media = Object.keys(zip).filter((name) => name.startsWith('word/media/'));
    expect(media).toHaveLength(2);
    expect(media.every((name) => name.endsWith('.png'))).toBe(true);
    const body = strFromU8(zip['word/document.xml'] ?? new Uint8Array());
    expect((body.match(/<w:drawing>/g) ?? []).length).toBe(2);
    expect(body).not.toContain('![');
    expect(body).not.toContain('/oss/');
    expect(body).toContain('（图片缺失）');
    // The analysis names its picture instead of printing the link.
    expect(body).toContain('（见图）');
    // Shrunk to the A3 page's column (900 px at 96 dpi would be 23.8 cm): from the section's
    // page width, margins and column gap, in twips (1 twip = 635 EMU).
    const twips = (pattern: RegExp) => Number(pattern.exec(body)?.[1] ?? NaN);
    const column =
      (twips(/<w:pgSz w:w="(\d+)"/) -
        twips(/<w:pgMar[^>]* w:left="(\d+)"/) -
        twips(/<w:pgMar[^>]* w:right="(\d+)"/) -
        twips(/<w:cols[^>]* w:space="(\d+)"/)) /
      2;
    const widths = [...body.matchAll(/<wp:extent cx="(\d+)"/g)].map((m) => Number(m[1]));
    expect(widths.length).toBe(2);
    expect(column).toBeGreaterThan(0);
    expect(Math.max(...widths)).toBeLessThanOrEqual(Math.ceil(column * 635));
    expect(Math.max(...widths)).toBeLessThan((900 / 96) * 914_400);

    const dir = join(tmpdir(), `paper-pictures-${randomUUID()}`);
    const profile = join(tmpdir(), `lo-${randomUUID()}`);
    await mkdir(dir, { recursive: true });
    await mkdir(ARTIFACTS, { recursive: true });
    try {
      await writeFile(join(dir, 'pictures.docx'), bytes);
      await run(
        'soffice',
        [
          `-env:UserInstallation=file://${profile}`,
          '--headless',
          '--convert-to',
          'pdf',
          '--outdir',
          dir,
          join(dir, 'pictures.docx'),
        ],
        { timeout: 100_000 },
      );
      const pdf = join(dir, 'pictures.pdf');
      const { stdout: text } = await run('pdftotext', ['-layout', pdf, '-'], {
        maxBuffer: 1 << 24,
      });
      expect(text).not.toContain('![');
      const png = join(ARTIFACTS, 'paper-pictures-page1');
      await run('pdftoppm', ['-png', '-r', '60', '-f', '1', '-l', '1', '-singlefile', pdf, png]);
      expect((await readFile(`${png}.png`)).subarray(1, 4).toString()).toBe('PNG');
    } finally {
      await rm(dir, { recursive: true, force: true });
      await rm(profile, { recursive: true, force: true });
    }
  });
});
