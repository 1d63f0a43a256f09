import type { AppCategory } from '@aita/core';

/** Logo colours by category: [top-left, bottom-right] of the gradient. */
const CATEGORY_COLOURS: Record<AppCategory, [string, string]> = {
  aiassistant: ['#6A8BFF', '#3D5AFE'],
  aiquestion: ['#FFB057', '#F57C00'],
  htmlfile: ['#34D399', '#059669'],
  nobook: ['#A78BFA', '#6D28D9'],
  miniprogram: ['#38BDF8', '#0284C7'],
  image2video: ['#FB7185', '#E11D48'],
  image2image: ['#F472B6', '#C026D3'],
};

const escapeXml = (text: string): string =>
  text.replace(/[<>&'"]/g, (c) => `&#${c.charCodeAt(0)};`);

/**
 * Renders an app logo: a rounded square in the category's colours with one to three characters.
 * Deterministic, so it can be cached by browsers; the glyph is escaped.
 */
export function renderAppLogo({
  glyph,
  name,
  category,
}: {
  glyph: string;
  name: string;
  category: AppCategory;
}): string {
  const [from, to] = CATEGORY_COLOURS[category];
  const text = [...(glyph || name)].slice(0, 3).join('');
  const length = [...text].length;
  const wide = /^[\x20-\x7e]+$/.test(text);
  const size = length <= 1 ? 46 : length === 2 ? (wide ? 40 : 34) : wide ? 30 : 26;
  return `<svg xmlns="http://www.w3.org/2000/svg" width="96" height="96" viewBox="0 0 96 96" role="img" aria-label="${escapeXml(name)}">
<defs><linearGradient id="g" x1="0" y1="0" x2="1" y2="1"><stop offset="0" stop-color="${from}"/><stop offset="1" stop-color="${to}"/></linearGradient></defs>
<rect width="96" height="96" rx="24" fill="url(#g)"/>
<circle cx="80" cy="16" r="26" fill="#fff" opacity="0.12"/>
<circle cx="10" cy="92" r="22" fill="#fff" opacity="0.08"/>
<text x="48" y="50" dominant-baseline="central" text-anchor="middle" fill="#fff" font-size="${size}" font-weight="700" font-family="'PingFang SC','Hiragino Sans GB','Microsoft YaHei','Noto Sans CJK SC','Noto Sans SC',sans-serif">${escapeXml(text)}</text>
</svg>
`;
}
