// Offline OCR of printed Chinese essays (docs/essayReview.md "Photos"): tesseract.js 7 with
// chi_sim 4.0.0_best_int on pages rendered here (Noto Serif CJK 40 px, turned 3°, grain noise),
// character accuracy (1 − edit distance / length, spaces ignored) for the photo as it is, Otsu
// binarisation, deskew (the angle whose row profile of dark pixels is sharpest), and both.
// tesseract.js and its chi_sim data are not dependencies of the server (offline OCR is not wired
// in); install them and @napi-rs/canvas in a scratch folder and point at its node_modules:
//   npm i tesseract.js@7 @tesseract.js-data/chi_sim@1.0.0 @napi-rs/canvas
//   OCR_BENCH_MODULES=<folder>/node_modules node bench/essay-ocr.bench.mjs
import { createRequire } from 'node:module';
import { dirname, join } from 'node:path';

const modules = process.env.OCR_BENCH_MODULES;
if (!modules) {
  console.log(
    '跳过：未设置 OCR_BENCH_MODULES（需要 tesseract.js、chi_sim 数据和 @napi-rs/canvas）',
  );
  process.exit(0);
}
const require = createRequire(join(modules, 'noop.js'));
const { createCanvas, GlobalFonts } = require('@napi-rs/canvas');
const { createWorker } = require('tesseract.js');
const langPath = join(dirname(require.resolve('@tesseract.js-data/chi_sim')), '4.0.0_best_int');
GlobalFonts.registerFromPath(
  '/usr/share/fonts/opentype/noto/NotoSerifCJK-Regular.ttc',
  'NotoSerif',
);

const PAGES = [
  {
    w: 1400,
    h: 600,
    lines: [
      '去年秋天，学校组织我们到郊外的果园摘苹果。',
      '一路上，同学们有说有笑，车窗外的稻田像一块',
      '金色的地毯，一直铺到天边。到了果园，我挑了',
      '一棵结满果子的树。树枝被压弯了腰。',
    ],
  },
  {
    w: 1400,
    h: 640,
    lines: [
      '我的妈妈是一名医生，她每天都很忙。早上她很',
      '早就起床给我做早饭，然后送我去上学，然后再',
      '去医院上班。有一次我发烧了，妈妈着急地跑过',
      '来摸摸我的头，说：“没事的，吃了药就好了。”',
      '她跑得很快，去药店给我买药。',
    ],
  },
  {
    w: 1400,
    h: 640,
    lines: [
      '傍晚回家的路上，我抱着满满一篮苹果，心里甜',
      '滋滋的。原来，用自己的双手换来的果实，才是',
      '最甜的。这次劳动让我明白了一个道理：幸福要',
      '靠自己去创造。我一定会珍惜每一次实践机会，',
      '在生活中不断成长。',
    ],
  },
];
let seed = 7;
const rand = () => (seed = (seed * 1103515245 + 12345) & 0x7fffffff) / 0x7fffffff;
function render(page, angle = 3) {
  const c = createCanvas(page.w, page.h);
  const g = c.getContext('2d');
  g.fillStyle = '#fff';
  g.fillRect(0, 0, page.w, page.h);
  g.translate(page.w / 2, page.h / 2);
  g.rotate((angle * Math.PI) / 180);
  g.translate(-page.w / 2, -page.h / 2);
  g.fillStyle = '#222';
  g.font = '40px NotoSerif';
  page.lines.forEach((l, i) => g.fillText(l, 60, 90 + i * 110));
  g.setTransform(1, 0, 0, 1, 0, 0);
  const img = g.getImageData(0, 0, page.w, page.h);
  for (let i = 0; i < img.data.length; i += 4) {
    const n = (rand() - 0.5) * 90;
    for (let k = 0; k < 3; k++) img.data[i + k] = Math.max(0, Math.min(255, img.data[i + k] + n));
  }
  g.putImageData(img, 0, 0);
  return c;
}
function otsu(gray) {
  const hist = new Array(256).fill(0);
  for (const v of gray) hist[v]++;
  const total = gray.length;
  let sum = 0;
  for (let i = 0; i < 256; i++) sum += i * hist[i];
  let sumB = 0,
    wB = 0,
    best = 0,
    t = 127;
  for (let i = 0; i < 256; i++) {
    wB += hist[i];
    if (!wB) continue;
    const wF = total - wB;
    if (!wF) break;
    sumB += i * hist[i];
    const mB = sumB / wB,
      mF = (sum - sumB) / wF;
    const v = wB * wF * (mB - mF) ** 2;
    if (v > best) {
      best = v;
      t = i;
    }
  }
  return t;
}
function preprocess(canvas, { binarise, deskew }) {
  const { width: w, height: h } = canvas;
  const src = canvas.getContext('2d').getImageData(0, 0, w, h).data;
  const gray = new Uint8Array(w * h);
  for (let i = 0; i < w * h; i++)
    gray[i] = Math.round(0.299 * src[i * 4] + 0.587 * src[i * 4 + 1] + 0.114 * src[i * 4 + 2]);
  const t = otsu(gray);
  let angle = 0;
  if (deskew) {
    // The angle whose row profile of dark pixels is sharpest (largest variance).
    const dark = [];
    for (let y = 0; y < h; y += 2)
      for (let x = 0; x < w; x += 2) if (gray[y * w + x] <= t) dark.push([x - w / 2, y - h / 2]);
    let bestVar = -1;
    for (let a = -6; a <= 6.001; a += 0.25) {
      const r = (a * Math.PI) / 180,
        s = Math.sin(r),
        co = Math.cos(r);
      const rows = new Float64Array(h * 2);
      for (const [x, y] of dark) {
        const yy = Math.round((-x * s + y * co + h) / 2);
        if (yy >= 0 && yy < rows.length) rows[yy]++;
      }
      let m = 0;
      for (const v of rows) m += v;
      m /= rows.length;
      let v2 = 0;
      for (const v of rows) v2 += (v - m) ** 2;
      if (v2 > bestVar) {
        bestVar = v2;
        angle = a;
      }
    }
  }
  const out = createCanvas(w, h);
  const g = out.getContext('2d');
  g.fillStyle = '#fff';
  g.fillRect(0, 0, w, h);
  if (deskew) {
    g.translate(w / 2, h / 2);
    g.rotate((-angle * Math.PI) / 180);
    g.translate(-w / 2, -h / 2);
  }
  g.drawImage(canvas, 0, 0);
  g.setTransform(1, 0, 0, 1, 0, 0);
  if (binarise) {
    const img = g.getImageData(0, 0, w, h);
    const d = img.data;
    for (let i = 0; i < d.length; i += 4) {
      const v = 0.299 * d[i] + 0.587 * d[i + 1] + 0.114 * d[i + 2];
      const b = v <= t ? 0 : 255;
      d[i] = d[i + 1] = d[i + 2] = b;
    }
    g.putImageData(img, 0, 0);
  }
  return { png: out.toBuffer('image/png'), angle };
}
function accuracy(ref, hyp) {
  const a = [...ref.replace(/\s/g, '')],
    b = [...hyp.replace(/\s/g, '')];
  let prev = Array.from({ length: b.length + 1 }, (_, j) => j);
  for (let i = 1; i <= a.length; i++) {
    const cur = [i];
    for (let j = 1; j <= b.length; j++)
      cur[j] = Math.min(prev[j] + 1, cur[j - 1] + 1, prev[j - 1] + (a[i - 1] === b[j - 1] ? 0 : 1));
    prev = cur;
  }
  return 1 - prev[b.length] / a.length;
}
const worker = await createWorker('chi_sim', 1, { langPath, gzip: true, cacheMethod: 'none' });
await worker.setParameters({ preserve_interword_spaces: '1' });
const variants = [
  ['原图', { binarise: false, deskew: false }],
  ['Otsu 二值化', { binarise: true, deskew: false }],
  ['纠斜', { binarise: false, deskew: true }],
  ['Otsu + 纠斜', { binarise: true, deskew: true }],
];
const rows = [];
for (const [pi, page] of PAGES.entries()) {
  const canvas = render(page);
  for (const [name, opts] of variants) {
    const { png, angle } =
      opts.binarise || opts.deskew
        ? preprocess(canvas, opts)
        : { png: canvas.toBuffer('image/png'), angle: 0 };
    const t0 = Date.now();
    const { data } = await worker.recognize(png);
    const acc = accuracy(page.lines.join(''), data.text);
    rows.push({
      page: `${pi + 1} (${page.w}×${page.h}, ${page.lines.length}行)`,
      variant: name,
      angle,
      accuracy: (acc * 100).toFixed(1) + '%',
      ms: Date.now() - t0,
    });
    console.log(JSON.stringify(rows.at(-1)));
  }
}
await worker.terminate();
console.table(rows);
