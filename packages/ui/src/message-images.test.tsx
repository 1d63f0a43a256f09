import { render, screen } from '@testing-library/react';
import { describe, expect, it } from 'vitest';
import { MessageImages } from './message-images';

describe(MessageImages, () => {
  it('links each thumbnail to its full-size image in a new tab', () => {
    render(
      <MessageImages
        urls={['/oss/uploads/1/a.jpg', 'https://cdn.test/b.jpg']}
        label="提问附带的图片"
        openLabel={(n) => `查看原图 ${n}`}
      />,
    );
    const list = screen.getByRole('list', { name: '提问附带的图片' });
    expect(list.querySelectorAll('img')).toHaveLength(2);
    const second = screen.getByRole('link', { name: '查看原图 2' });
    expect(second.getAttribute('href')).toBe('https://cdn.test/b.jpg');
    expect(second.getAttribute('target')).toBe('_blank');
    expect(second.getAttribute('rel')).toContain('noopener');
  });

  it('renders nothing without images', () => {
    const { container } = render(
      <MessageImages urls={[]} label="提问附带的图片" openLabel={(n) => `${n}`} />,
    );
    expect(container.innerHTML).toBe('');
  });
});
