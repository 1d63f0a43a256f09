/**
 * Photos of printed Chinese made in the test (docs/essayReview.md "Offline OCR"): lines of Noto
 * Serif CJK drawn by sharp from an SVG, the page turned by a few degrees, grain noise on every
 * pixel (a fixed seed, so every run sees the same photo).
 */
import sharp from 'sharp';

/** A page as a printer would set it: its size in px and its lines. */
export interface PrintedPage {
  width: number;
  height: number;
  lines: string[];
}

/** Three pages of a pupil's essay. */
export const PRINTED_PAGES: [PrintedPage, PrintedPage, PrintedPage] = [
  {
    width: 1400,
    height: 600,
    lines: [
      '去年秋天，学校组织我们到郊外的果园摘苹果。',
      '一路上，同学们有说有笑，车窗外的稻田像一块',
      '金色的地毯，一直铺到天边。到了果园，我挑了',
      '一棵结满果子的树。树枝被压弯了腰。',
    ],
  },
  {
    width: 1400,
    height: 640,
    lines: [
      '我的妈妈是一名医生，她每天都很忙。早上她很',
      '早就起床给我做早饭，然后送我去上学，然后再',
      '去医院上班。有一次我发烧了，妈妈着急地跑过',
      '来摸摸我的头，说：“没事的，吃了药就好了。”',
      '她跑得很快，去药店给我买药。',
    ],
  },
  {
    width: 1400,
    height: 640,
    lines: [
      '傍晚回家的路上，我抱着满满一篮苹果，心里甜',
      '滋滋的。原来，用自己的双手换来的果实，才是',
      '最甜的。这次劳动让我明白了一个道理：幸福要',
      '靠自己去创造。我一定会珍惜每一次实践机会，',
      '在生活中不断成长。',
    ],
  },
];

/** A JPEG photo of a page: 40 px Noto Serif CJK, turned `angle`° clockwise, grain ±`noise`/2. */
export async function printedPhoto(
  page: PrintedPage,
  { angle = 3, noise = 90, seed = 7 }: { angle?: number; noise?: number; seed?: number } = {},
): Promise<Buffer> {
  const { width, height, lines } = page;
  const text = lines.map((line, i) => `<text x="60" y="${90 + i * 110}">${line}</text>`).join('');
  const svg = `<svg xmlns="http://www.w3.org/2000/svg" width="${width}" height="${height}">
<rect width="100%" height="100%" fill="#fff"/>
<g transform="rotate(${angle} ${width / 2} ${height / 2})" fill="#222"
 font-family="Noto Serif CJK SC" font-size="40">${text}</g></svg>`;
  const { data, info } = await sharp(Buffer.from(svg))
    .removeAlpha()
    .raw()
    .toBuffer({ resolveWithObject: true });
  let state = seed;
  const random = () => (state = (state * 1103515245 + 12345) & 0x7fffffff) / 0x7fffffff;
  for (let i = 0; i < data.length; i += info.channels) {
    const n = (random() - 0.5) * noise;
    for (let k = 0; k < 3; k++) data[i + k] = Math.max(0, Math.min(255, (data[i + k] ?? 0) + n));
  }
  return sharp(data, { raw: { width: info.width, height: info.height, channels: info.channels } })
    .jpeg({ quality: 90 })
    .toBuffer();
}
