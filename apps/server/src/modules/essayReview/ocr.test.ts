import { essayReview } from '@aita/contract';
import { Code, MSG_ESSAY_OCR_BUSY, MSG_ESSAY_OCR_FAILED, MSG_ESSAY_OCR_IMAGE } from '@aita/core';
import sharp from 'sharp';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { createTestContext, type TestContext } from '../../test/context';
import { insertUser, tokenFor } from '../../test/identity';
import { makePdf, multipart } from '../files/__fixtures__/samples';
import { call } from './__fixtures__/essays';
import { PRINTED_PAGES, printedPhoto } from './__fixtures__/printed-page';
import { characterAccuracy } from './ocr-image';
import { createOfflineOcr } from './ocr-offline';

const P = essayReview;
let ctx: TestContext;
let teacher: string;

// No vision model: photos are read offline by Tesseract with the model in node_modules.
beforeAll(async () => {
  ctx = await createTestContext();
  teacher = await tokenFor(ctx.app, (await insertUser(ctx.database)).id);
});
afterAll(async () => {
  await ctx?.close();
});

/** Uploads through file intake; the envelope as it comes back. */
async function upload(name: string, data: Buffer) {
  const { payload, headers } = multipart('image', [{ name, data }]);
  const res = await ctx.app.inject({
    method: 'POST',
    url: '/v1/file/upload',
    payload,
    headers: { ...headers, 'x-token': teacher },
  });
  return res.json<{ code: number; msg: string; data: { id: string } | null }>();
}

/** The photo link of an uploaded image. */
async function photoUrl(name: string, data: Buffer) {
  const up = await upload(name, data);
  expect(up.code).toBe(200);
  const file = await call(ctx.app, teacher, P.file.path, { fileId: up.data?.id });
  return (file.data as { url: string }).url;
}

type Ocr = {
  code: number;
  msg: string;
  data: { text: string; lines: { image: number; box: number[]; text: string }[] };
};

describe('offline OCR of printed Chinese (no vision model)', () => {
  it('reads each page rendered here (turned 3°, grain noise) at ≥ 95% of characters', async () => {
    for (const [i, page] of PRINTED_PAGES.entries()) {
      const url = await photoUrl(`作文第${i + 1}页.jpg`, await printedPhoto(page));
      const started = Date.now();
      const ocr = (await call(ctx.app, teacher, P.recognise.path, { imageUrls: [url] })) as Ocr;
      expect(ocr).toMatchObject({ code: 200 });
      const accuracy = characterAccuracy(page.lines.join(''), ocr.data.text);
      console.log(`page ${i + 1}: ${(accuracy * 100).toFixed(1)}% in ${Date.now() - started} ms`);
      expect(accuracy).toBeGreaterThanOrEqual(0.95);
      // One line per printed line, top to bottom, each box on the photo's first page, and the
      // lines' boxes follow the 3° turn: the text sits left of the middle, so boxes start left.
      expect(ocr.data.lines).toHaveLength(page.lines.length);
      const tops = ocr.data.lines.map((l) => l.box[1] ?? 0);
      expect(tops).toEqual([...tops].sort((a, b) => a - b));
      for (const [j, line] of ocr.data.lines.entries()) {
        expect(line.image).toBe(0);
        const [x0 = 0, y0 = 0, x1 = 0, y1 = 0] = line.box;
        expect(x0).toBeLessThan(100);
        expect(x1).toBeGreaterThan(x0);
        // The printed line's baseline is at 90 + 110·j px before the turn: within its box ± 8%.
        const printed = ((90 + 110 * j) / page.height) * 1000;
        expect(printed).toBeGreaterThan(y0 - 80);
        expect(printed).toBeLessThan(y1 + 80);
        expect(characterAccuracy(page.lines[j] ?? '', line.text)).toBeGreaterThan(0.85);
      }
    }
  }, 180_000);

  it('refuses hostile photos in Chinese, never with a 500', async () => {
    // A PDF renamed .jpg: file intake reads the type from the bytes.
    const pdf = await upload('作文.jpg', await makePdf(['not a photo']));
    expect(pdf.code).not.toBe(200);
    expect(pdf.msg).toMatch(/[\u4e00-\u9fff]/);
    // A huge photo (8000×6000, small on disk): refused before it is decoded.
    const huge = await sharp({
      create: { width: 8000, height: 6000, channels: 3, background: '#ffffff' },
    })
      .png({ compressionLevel: 9 })
      .toBuffer();
    const hugeUrl = await photoUrl('巨大.png', huge);
    expect(await call(ctx.app, teacher, P.recognise.path, { imageUrls: [hugeUrl] })).toMatchObject({
      code: Code.INVALID_PARAM,
      msg: MSG_ESSAY_OCR_IMAGE,
    });
    // A JPEG cut off after its header: the type is right, the picture is not there.
    const cut = (await printedPhoto(PRINTED_PAGES[0])).subarray(0, 600);
    const cutUpload = await upload('半张.jpg', cut);
    if (cutUpload.code === 200) {
      const file = await call(ctx.app, teacher, P.file.path, { fileId: cutUpload.data?.id });
      const answer = await call(ctx.app, teacher, P.recognise.path, {
        imageUrls: [(file.data as { url: string }).url],
      });
      expect(answer.code).toBe(Code.INVALID_PARAM);
      expect(answer.msg).toMatch(/[\u4e00-\u9fff]/);
    } else {
      expect(cutUpload.msg).toMatch(/[\u4e00-\u9fff]/);
    }
  }, 60_000);
});

describe(createOfflineOcr, () => {
  it('one worker, a short queue, a timeout, and nothing left running after close', async () => {
    const photo = await printedPhoto(PRINTED_PAGES[2]);
    // Too slow: the photo fails in Chinese and the worker is ended (the next starts afresh).
    const hasty = createOfflineOcr({ timeoutMs: 1 });
    await expect(hasty.read([photo])).rejects.toMatchObject({ message: MSG_ESSAY_OCR_FAILED });
    await hasty.close();
    // One photo at a time: with no room to wait, a second caller is told to come back later.
    const ocr = createOfflineOcr({ maxQueue: 1 });
    const first = ocr.read([photo]);
    await expect(ocr.read([photo])).rejects.toMatchObject({ message: MSG_ESSAY_OCR_BUSY });
    // Closing while the first is read ends the worker; the reading fails, nothing else runs.
    await new Promise((resolve) => setTimeout(resolve, 200));
    await ocr.close();
    await expect(first).rejects.toMatchObject({ message: MSG_ESSAY_OCR_FAILED });
    await expect(ocr.read([photo])).rejects.toMatchObject({ message: MSG_ESSAY_OCR_FAILED });
  }, 60_000);
});
