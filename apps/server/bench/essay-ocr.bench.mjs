// Offline OCR of printed Chinese essays (docs/essayReview.md "Offline OCR"): tesseract.js 7 with
// the chi_sim data of @tesseract.js-data/chi_sim 1.0.0 (both server dependencies, read from
// node_modules), on the pages the server test renders (__fixtures__/printed-page.ts: Noto Serif
// CJK 40 px by sharp from an SVG, turned 3°, grain noise). Character accuracy is
// 1 − edit distance / length, spaces ignored. Each variant is a preparation of ocr-prepare.ts
// (deskew, median, enlargement) and a model; the server uses the first "✓" row.
// Runs the TypeScript sources through tsx: `cd apps/server && npx tsx bench/essay-ocr.bench.mjs`.
import { createRequire } from 'node:module';
import { dirname, join } from 'node:path';
import { createWorker } from 'tesseract.js';
import {
  PRINTED_PAGES,
  printedPhoto,
} from '../src/modules/essayReview/__fixtures__/printed-page.ts';
import { characterAccuracy } from '../src/modules/essayReview/ocr-image.ts';
import { preparePhoto } from '../src/modules/essayReview/ocr-prepare.ts';

const require = createRequire(import.meta.url);
const data = dirname(require.resolve('@tesseract.js-data/chi_sim'));

const VARIANTS = [
  ['best_int, as it is', '4.0.0_best_int', { deskew: false, scale: 1, median: 0 }],
  ['best_int, deskew', '4.0.0_best_int', { deskew: true, scale: 1, median: 0 }],
  ['best_int, deskew + median 3 ✓', '4.0.0_best_int', { deskew: true, scale: 1, median: 3 }],
  [
    'best_int, deskew + median 3, PSM 6',
    '4.0.0_best_int',
    { deskew: true, scale: 1, median: 3 },
    '6',
  ],
  ['best_int, deskew + 1.5×', '4.0.0_best_int', { deskew: true, scale: 1.5, median: 0 }],
  ['best_int, deskew + 2×', '4.0.0_best_int', { deskew: true, scale: 2, median: 0 }],
  ['best_int, deskew + 2× + median 3', '4.0.0_best_int', { deskew: true, scale: 2, median: 3 }],
  ['4.0.0, deskew + median 3', '4.0.0', { deskew: true, scale: 1, median: 3 }],
];

const photos = await Promise.all(PRINTED_PAGES.map((page) => printedPhoto(page)));
const rows = [];
const workers = new Map();
for (const [name, model, prepare, psm] of VARIANTS) {
  let worker = workers.get(model);
  if (!worker) {
    worker = await createWorker('chi_sim', 1, {
      langPath: join(data, model),
      gzip: true,
      cacheMethod: 'none',
    });
    workers.set(model, worker);
  }
  await worker.setParameters({
    preserve_interword_spaces: '1',
    user_defined_dpi: '70',
    tessedit_pageseg_mode: psm ?? '3',
  });
  const row = { variant: name };
  const accuracies = [];
  let ms = 0;
  for (const [i, page] of PRINTED_PAGES.entries()) {
    const started = Date.now();
    const { png } = await preparePhoto(photos[i], prepare);
    const { data: read } = await worker.recognize(png);
    ms += Date.now() - started;
    const accuracy = characterAccuracy(page.lines.join(''), read.text);
    accuracies.push(accuracy);
    row[`page ${i + 1}`] = `${(accuracy * 100).toFixed(1)}%`;
  }
  row.mean = `${((accuracies.reduce((a, b) => a + b, 0) / accuracies.length) * 100).toFixed(1)}%`;
  row.worst = `${(Math.min(...accuracies) * 100).toFixed(1)}%`;
  row['ms/page'] = Math.round(ms / PRINTED_PAGES.length);
  rows.push(row);
  console.log(JSON.stringify(row));
}
for (const worker of workers.values()) await worker.terminate();
console.table(rows);
