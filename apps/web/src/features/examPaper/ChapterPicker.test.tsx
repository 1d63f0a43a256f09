// @vitest-environment jsdom
import type { ExamPaperAssembly, TextbookNode } from '@aita/api';
import { cleanup, fireEvent, render, screen } from '@testing-library/react';
import { afterEach, describe, expect, it, vi } from 'vitest';
import { AssemblyForm } from './AssemblyForm';
import { chapterPoints } from './chapterPoints';

afterEach(cleanup);

const node = (id: string, name: string, points: string[], children: TextbookNode[] = []) => ({
  id,
  name,
  knowledgePointIds: points,
  children,
});
const linear = ['jm.num.eq.linear'];
const rational = ['jm.num.rational.concept', 'jm.num.rational.abs'];
const textbook: TextbookNode[] = [
  node(
    'rj',
    '人教版',
    [],
    [
      node(
        'rj.7a',
        '七年级上册',
        [],
        [
          node('rj.7a.u1', '第一章 有理数', rational, [
            node('rj.7a.u1.l1', '1.1 正数和负数', ['jm.num.rational.concept']),
            node('rj.7a.u1.l2', '1.2 有理数', rational),
          ]),
          node('rj.7a.u3', '第三章 一元一次方程', linear, [
            node('rj.7a.u3.l1', '3.1 从算式到方程', linear),
          ]),
        ],
      ),
      node(
        'rj.7b',
        '七年级下册',
        [],
        [
          node(
            'rj.7b.u8',
            '第八章 二元一次方程组',
            ['jm.num.eq.system'],
            [node('rj.7b.u8.l1', '8.1 二元一次方程组', ['jm.num.eq.system'])],
          ),
        ],
      ),
    ],
  ),
  node(
    'bs',
    '北师大版',
    [],
    [node('bs.7a', '七年级上册', [], [node('bs.7a.u2', '第二章 有理数及其运算', rational)])],
  ),
];

describe(chapterPoints, () => {
  it('takes each chosen node with everything under it, every point once', () => {
    expect(chapterPoints(textbook, ['rj.7a.u1.l1'])).toEqual(['jm.num.rational.concept']);
    expect(chapterPoints(textbook, ['rj.7a.u1', 'rj.7a.u1.l2', 'rj.7b'])).toEqual([
      ...rational,
      'jm.num.eq.system',
    ]);
    expect(chapterPoints(textbook, ['nope'])).toEqual([]);
  });
});

function assemble() {
  const onAssemble = vi.fn<(body: ExamPaperAssembly) => void>();
  render(<AssemblyForm tree={[]} textbook={textbook} busy={false} onAssemble={onAssemble} />);
  fireEvent.click(screen.getByRole('radio', { name: '按教材章节' }));
  return onAssemble;
}

describe('AssemblyForm 按教材章节', () => {
  it('sends the points of the chosen lessons and units, across volumes', () => {
    const onAssemble = assemble();
    const start = screen.getByRole('button', { name: '开始组卷' });
    expect(start).toHaveProperty('disabled', true);
    expect(screen.getByText('请至少选择一课或一个单元。')).toBeTruthy();
    fireEvent.click(screen.getByRole('checkbox', { name: '1.1 正数和负数' }));
    const unit = screen.getByRole('checkbox', { name: '第一章 有理数' }) as HTMLInputElement;
    expect(unit.indeterminate).toBe(true);
    fireEvent.click(screen.getByRole('checkbox', { name: '第三章 一元一次方程' }));
    expect(screen.getByRole('checkbox', { name: '3.1 从算式到方程' })).toHaveProperty(
      'checked',
      true,
    );
    fireEvent.change(screen.getByRole('combobox', { name: '年级/册' }), {
      target: { value: 'rj.7b' },
    });
    fireEvent.click(screen.getByRole('checkbox', { name: '8.1 二元一次方程组' }));
    expect(screen.getByText('已选 3 课，涉及 3 个知识点')).toBeTruthy();
    fireEvent.click(start);
    expect(onAssemble.mock.calls[0]?.[0].knowledgePointIds).toEqual([
      'jm.num.rational.concept',
      'jm.num.eq.linear',
      'jm.num.eq.system',
    ]);
  });

  it('switches version, and a unit box drops its lessons again', () => {
    assemble();
    fireEvent.change(screen.getByRole('combobox', { name: '教材版本' }), {
      target: { value: 'bs' },
    });
    const unit = screen.getByRole('checkbox', { name: '第二章 有理数及其运算' });
    fireEvent.click(unit);
    expect(screen.getByText('已选 1 课，涉及 2 个知识点')).toBeTruthy();
    fireEvent.click(unit);
    expect(screen.getByText('请至少选择一课或一个单元。')).toBeTruthy();
  });

  it('refuses more points than the server takes, in Chinese', () => {
    const many = Array.from({ length: 51 }, (_, i) => `jm.p${i}`);
    render(
      <AssemblyForm
        tree={[]}
        textbook={[
          node('v', '人教版', [], [node('v.a', '七年级上册', [], [node('u', '第一章', many)])]),
        ]}
        busy={false}
        onAssemble={() => {}}
      />,
    );
    fireEvent.click(screen.getByRole('radio', { name: '按教材章节' }));
    fireEvent.click(screen.getByRole('checkbox', { name: '第一章' }));
    expect(screen.getByText('所选章节共 51 个知识点，最多 50 个，请少选一些章节。')).toBeTruthy();
    expect(screen.getByRole('button', { name: '开始组卷' })).toHaveProperty('disabled', true);
  });

  it('says so when the 学段 has no textbook map', () => {
    render(<AssemblyForm tree={[]} textbook={[]} busy={false} onAssemble={() => {}} />);
    fireEvent.click(screen.getByRole('radio', { name: '按教材章节' }));
    expect(screen.getByText('本学段、学科还没有教材章节，请按知识点组卷。')).toBeTruthy();
  });
});
