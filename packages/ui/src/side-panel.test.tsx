import { render, screen } from '@testing-library/react';
import { describe, expect, it } from 'vitest';
import { SidePanel } from './side-panel';
import { UnderConstruction } from './under-construction';

describe(SidePanel.name, () => {
  it('renders one captioned card per item, in order, with the image when given', () => {
    const { container } = render(
      <SidePanel
        aria-label="扫码关注"
        items={[
          { key: 'a', title: '专属助手', caption: '扫码添加助手', image: '/qr/a.png' },
          { key: 'g', title: '教师交流群' },
          { key: 'd', title: '下载 App' },
        ]}
      />,
    );
    const panel = screen.getByRole('complementary', { name: '扫码关注' });
    const titles = [...panel.querySelectorAll('figcaption > div:first-child')].map(
      (n) => n.textContent,
    );
    expect(titles).toEqual(['专属助手', '教师交流群', '下载 App']);
    expect(screen.getByAltText('专属助手').getAttribute('src')).toBe('/qr/a.png');
    // Items without an image get the drawn placeholder instead.
    expect(container.querySelectorAll('figure svg')).toHaveLength(2);
  });
});

describe(UnderConstruction.name, () => {
  it('shows the title as the page heading, the area name and the action', () => {
    render(
      <UnderConstruction
        title="建设中"
        pageName="班级管理"
        description="敬请期待"
        action={<a href="/apps/index">去看看</a>}
      />,
    );
    expect(screen.getByRole('heading', { level: 1 }).textContent).toBe('建设中');
    expect(screen.getByText('班级管理')).toBeTruthy();
    expect(screen.getByRole('link', { name: '去看看' }).getAttribute('href')).toBe('/apps/index');
  });
});
