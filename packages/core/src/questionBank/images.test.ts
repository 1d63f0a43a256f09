import { describe, expect, it } from 'vitest';
import { renderRichText } from '../richtext';
import { isStoredImageLink, questionImageMarkup, withImageOrigin } from './images';

const LINK = `/oss/files/image/${'a'.repeat(22)}/${'0'.repeat(64)}.png`;
const APP = 'https://aita.example.cn';

describe(withImageOrigin, () => {
  it('makes a stored picture load on the page’s origin, and only pictures', () => {
    const text = `如图：\n\n${questionImageMarkup(LINK)}\n\n见 [链接](/oss/x)`;
    const resolved = withImageOrigin(text, APP);
    expect(resolved).toContain(`![图片](${APP}${LINK})`);
    expect(resolved).toContain('[链接](/oss/x)');
    const html = renderRichText(resolved, { imageOrigins: [APP] });
    expect(html).toContain(`<img src="${APP}${LINK}" alt="图片">`);
    // Without the origin the renderer does not load it.
    expect(renderRichText(text, { imageOrigins: [APP] })).not.toContain('<img');
  });

  it('knows the store’s image links from anything else', () => {
    expect(isStoredImageLink(LINK)).toBe(true);
    expect(isStoredImageLink('/oss/files/document/x.png')).toBe(false);
    expect(isStoredImageLink('https://evil.example.com/a.png')).toBe(false);
  });
});
