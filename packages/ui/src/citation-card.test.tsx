import { render } from '@testing-library/react';
import { describe, expect, it } from 'vitest';
import { CitationCard, isOwnLogo } from './citation-card';

const source = {
  hostname: 'example.cn',
  hostLogo: 'https://example.cn/favicon.ico',
  publishedTime: '2026-01-01',
  title: '课程标准',
  summary: '摘要',
  link: 'https://example.cn/a',
};

describe(CitationCard, () => {
  it('does not load the source site’s favicon: its letter stands in', () => {
    const { container } = render(<CitationCard source={source} index={1} />);
    expect(container.querySelector('img')).toBeNull();
    expect(container.textContent).toContain('E');
  });

  it('shows a logo the app serves itself', () => {
    const { container } = render(
      <CitationCard source={{ ...source, hostLogo: '/static/logos/example.png' }} index={1} />,
    );
    expect(container.querySelector('img')?.getAttribute('src')).toBe('/static/logos/example.png');
  });
});

describe(isOwnLogo, () => {
  it('takes only paths of this origin', () => {
    expect(isOwnLogo('/static/a.png')).toBe(true);
    for (const url of ['', '//evil.cn/a.png', '/\\evil.cn/a.png', 'https://a.cn/x.png', 'data:x']) {
      expect(isOwnLogo(url), url).toBe(false);
    }
  });
});
