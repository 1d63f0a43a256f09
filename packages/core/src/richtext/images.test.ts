import { describe, expect, it } from 'vitest';
import { createRichTextStream, renderRichText } from './stream';

const APP = 'https://aita.example.cn';
const STORE = 'https://cdn.example-oss.cn';
const options = { imageOrigins: [APP, `${STORE}/`] };

describe('renderRichText images', () => {
  it('shows a remote image of an answer as a link with its text and URL, never loading it', () => {
    const html = renderRichText(
      '看这张图：![示意图](https://evil.example.com/track.png?u=1&v=2)',
      options,
    );
    expect(html).not.toContain('<img');
    expect(html).toContain(
      '<a href="https://evil.example.com/track.png?u=1&amp;v=2" target="_blank" rel="noopener noreferrer nofollow" class="remote-image">',
    );
    expect(html).toContain('图片：示意图（https://evil.example.com/track.png?u=1&amp;v=2）</a>');
  });

  it('renders images of the app’s own origin and of the object store', () => {
    const own = renderRichText(`![图](${APP}/oss/uploads/abc/1.png)`, options);
    expect(own).toContain(`<img src="${APP}/oss/uploads/abc/1.png" alt="图">`);
    const store = renderRichText(`![](${STORE.toUpperCase()}/uploads/abc/2.png)`, options);
    expect(store).toContain('<img src="HTTPS://CDN.EXAMPLE-OSS.CN/uploads/abc/2.png" alt="">');
  });

  it('does not take a look-alike host for an allowed one', () => {
    for (const src of [
      `${APP}.evil.cn/a.png`,
      `${APP}:8443/a.png`,
      `https://user@aita.example.cn.evil.cn/a.png`,
      `http://aita.example.cn/a.png`,
    ]) {
      expect(renderRichText(`![x](${src})`, options), src).not.toContain('<img');
    }
  });

  it('without allowed origins shows every image as a link, also while streaming', () => {
    expect(renderRichText(`![x](${APP}/a.png)`)).not.toContain('<img');
    const stream = createRichTextStream(options);
    stream.push('第一段\n\n![远程](https://img.example.com/');
    const html = stream.push('a.png) 结束');
    expect(html).not.toContain('<img');
    expect(html).toContain('图片：远程');
    expect(html).toBe(
      renderRichText('第一段\n\n![远程](https://img.example.com/a.png) 结束', options),
    );
  });
});
