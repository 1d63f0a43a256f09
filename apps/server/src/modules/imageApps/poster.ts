/**
 * A 手抄报 laid out on the server (docs/imageApps.md "手抄报"): an SVG we write ourselves (every
 * teacher text escaped, nothing of theirs read as markup) with a title band, one to four boxed
 * sections with headings and wrapped text, and simple decorations in the template's colours,
 * rendered to PNG by sharp (librsvg) with the Noto CJK font. A4 landscape at 150 dpi.
 */
import type { ImageTemplate } from '@aita/core';
import { textWidthEm } from '@aita/docgen/text-width';

/** A4 landscape at 150 dpi. */
export const POSTER_WIDTH = 1754;
export const POSTER_HEIGHT = 1240;
const FONT = "'Noto Sans CJK SC', 'Noto Sans CJK', 'WenQuanYi Micro Hei', sans-serif";

/** XML-escaped text without control characters (XML 1.0 cannot hold them; librsvg would fail). */
const escapeXml = (text: string) =>
  Array.from(text)
    .filter((c) => c.charCodeAt(0) >= 0x20 || c === '\t' || c === '\n')
    .join('')
    .replace(/[&<>"']/g, (c) => `&#${c.charCodeAt(0)};`);

/** Lines of `text` that fit `widthEm`, at most `maxLines` (the last one ends in … when cut). */
export function wrapText(text: string, widthEm: number, maxLines: number): string[] {
  const lines: string[] = [];
  for (const paragraph of text.split(/\r?\n/)) {
    let line = '';
    for (const ch of paragraph) {
      if (textWidthEm(line + ch) > widthEm) {
        lines.push(line);
        line = ch;
      } else {
        line += ch;
      }
    }
    lines.push(line);
  }
  if (lines.length <= maxLines) return lines;
  const kept = lines.slice(0, maxLines);
  const last = kept[maxLines - 1] ?? '';
  kept[maxLines - 1] = `${Array.from(last).slice(0, -1).join('')}…`;
  return kept;
}

/** The section boxes for `n` sections: one row of up to two, or two rows. */
function boxes(n: number, top: number) {
  const margin = 60;
  const gap = 36;
  const width = POSTER_WIDTH - margin * 2;
  const height = POSTER_HEIGHT - top - margin;
  const rows = n <= 2 ? 1 : 2;
  const out: Array<{ x: number; y: number; w: number; h: number }> = [];
  for (let i = 0; i < n; i += 1) {
    const row = rows === 1 ? 0 : Math.floor(i / 2);
    const inRow = rows === 1 ? n : i < 2 ? 2 : n - 2;
    const col = rows === 1 ? i : i % 2;
    const w = (width - gap * (inRow - 1)) / inRow;
    const h = (height - gap * (rows - 1)) / rows;
    out.push({ x: margin + col * (w + gap), y: top + row * (h + gap), w, h });
  }
  return out;
}

/** The SVG of a 手抄报. */
export function posterSvg(
  template: ImageTemplate,
  title: string,
  sections: ReadonlyArray<{ heading: string; text: string }>,
): string {
  const { primary, accent, paper } = template.palette ?? {
    primary: '#c0392b',
    accent: '#f1c40f',
    paper: '#fffaf0',
  };
  const parts: string[] = [];
  parts.push(`<rect width="${POSTER_WIDTH}" height="${POSTER_HEIGHT}" fill="${paper}"/>`);
  parts.push(
    `<rect x="18" y="18" width="${POSTER_WIDTH - 36}" height="${POSTER_HEIGHT - 36}" rx="28" fill="none" stroke="${primary}" stroke-width="8" stroke-dasharray="28 14"/>`,
  );
  // Corner decorations: circles and stars in the accent colour.
  const star = (cx: number, cy: number, r: number) => {
    const pts = Array.from({ length: 10 }, (_, i) => {
      const a = (Math.PI / 5) * i - Math.PI / 2;
      const rr = i % 2 ? r * 0.45 : r;
      return `${(cx + rr * Math.cos(a)).toFixed(1)},${(cy + rr * Math.sin(a)).toFixed(1)}`;
    });
    return `<polygon points="${pts.join(' ')}" fill="${accent}"/>`;
  };
  parts.push(star(110, 110, 44), star(POSTER_WIDTH - 110, 110, 44));
  parts.push(
    `<circle cx="200" cy="70" r="16" fill="${primary}" opacity="0.5"/>`,
    `<circle cx="${POSTER_WIDTH - 200}" cy="70" r="16" fill="${primary}" opacity="0.5"/>`,
  );
  // Title band.
  const titleSize = Math.min(96, Math.floor(1100 / Math.max(1, textWidthEm(title))));
  parts.push(
    `<rect x="260" y="48" width="${POSTER_WIDTH - 520}" height="150" rx="75" fill="${primary}"/>`,
    `<text x="${POSTER_WIDTH / 2}" y="${123 + titleSize * 0.35}" font-family="${FONT}" font-size="${titleSize}" font-weight="bold" fill="#ffffff" text-anchor="middle">${escapeXml(title)}</text>`,
  );
  const list = boxes(sections.length, 240);
  sections.forEach((section, i) => {
    const box = list[i];
    if (!box) return;
    parts.push(
      `<rect x="${box.x}" y="${box.y}" width="${box.w}" height="${box.h}" rx="22" fill="#ffffff" stroke="${i % 2 ? accent : primary}" stroke-width="5"/>`,
    );
    const headSize = 44;
    parts.push(
      `<rect x="${box.x + 28}" y="${box.y - 26}" width="${Math.min(box.w - 56, textWidthEm(section.heading) * headSize + 60)}" height="56" rx="28" fill="${i % 2 ? accent : primary}"/>`,
      `<text x="${box.x + 58}" y="${box.y + 16}" font-family="${FONT}" font-size="${headSize}" font-weight="bold" fill="#ffffff">${escapeXml(section.heading)}</text>`,
    );
    const bodySize = sections.length <= 2 ? 36 : 32;
    const lineHeight = bodySize * 1.55;
    const widthEm = (box.w - 80) / bodySize;
    const maxLines = Math.max(1, Math.floor((box.h - 80) / lineHeight));
    const lines = wrapText(section.text, widthEm, maxLines);
    // Every line of the box is ruled, so the blank ones are left for the pupils to write on.
    for (let j = 0; j < maxLines; j += 1) {
      const y = box.y + 70 + bodySize + j * lineHeight;
      const line = lines[j];
      if (line) {
        parts.push(
          `<text x="${box.x + 40}" y="${y.toFixed(1)}" font-family="${FONT}" font-size="${bodySize}" fill="#333333">${escapeXml(line)}</text>`,
        );
      }
      parts.push(
        `<line x1="${box.x + 36}" x2="${box.x + box.w - 36}" y1="${(y + bodySize * 0.35).toFixed(1)}" y2="${(y + bodySize * 0.35).toFixed(1)}" stroke="${primary}" stroke-opacity="0.18" stroke-width="2"/>`,
      );
    }
  });
  return `<svg xmlns="http://www.w3.org/2000/svg" width="${POSTER_WIDTH}" height="${POSTER_HEIGHT}" viewBox="0 0 ${POSTER_WIDTH} ${POSTER_HEIGHT}">${parts.join('')}</svg>`;
}

/** The 手抄报 as PNG bytes. */
export async function renderPoster(
  template: ImageTemplate,
  title: string,
  sections: ReadonlyArray<{ heading: string; text: string }>,
): Promise<Buffer> {
  const { default: sharp } = await import('sharp');
  return sharp(Buffer.from(posterSvg(template, title, sections)))
    .png({ compressionLevel: 9 })
    .toBuffer();
}
