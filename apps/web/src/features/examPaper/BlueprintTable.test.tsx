// @vitest-environment jsdom
import type { ExamPaper, ExamPaperItem } from '@aita/api';
import type { PaperBlueprintTarget } from '@aita/core';
import { cleanup, fireEvent, render, screen, within } from '@testing-library/react';
import { afterEach, describe, expect, it } from 'vitest';
import { BlueprintTable } from './BlueprintTable';

afterEach(cleanup);

const quad = { id: 'jm.num.eq.quad', name: '一元二次方程' };
let next = 1;
const item = (type: ExamPaperItem['type'], score: number, level: number | null): ExamPaperItem => ({
  itemId: next++,
  questionId: next,
  type,
  score,
  stem: '题',
  options: [],
  answer: ['1'],
  analysis: '',
  difficulty: 3,
  knowledgePoints: [quad],
  cognitiveLevel: level as ExamPaperItem['cognitiveLevel'],
});
const paper = (blueprintTarget: PaperBlueprintTarget | null = null): ExamPaper => ({
  paperId: 1,
  title: '卷',
  subtitle: '',
  durationMinutes: 120,
  period: 2,
  subject: 2,
  totalScore: 16,
  questionCount: 3,
  difficulty: 0.6,
  sections: [
    {
      type: 'single',
      heading: '一、选择题',
      score: 6,
      items: [item('single', 3, 1), item('single', 3, 2)],
    },
    { type: 'solution', heading: '二、解答题', score: 10, items: [item('solution', 10, null)] },
  ],
  updatedAt: '',
  sharedOrgId: null,
  mine: true,
  blueprintTarget,
});
const tree = [
  {
    id: 'jm.geo',
    name: '图形与几何',
    children: [{ id: 'jm.geo.tri', name: '三角形', children: [] }],
  },
];

describe(BlueprintTable, () => {
  it('shows the 认知层次 columns live, with 未标注 for a question without one', () => {
    render(<BlueprintTable paper={paper()} />);
    const table = screen.getByRole('table');
    for (const name of ['了解', '理解', '掌握', '运用', '未标注'])
      expect(within(table).getByRole('columnheader', { name })).toBeTruthy();
    const row = within(table).getByRole('row', { name: /一元二次方程/ });
    expect(row.textContent).toContain('2（6分）');
    expect(row.textContent).toContain('1（10分）');
    expect(screen.queryByRole('button', { name: /目标/ })).toBeNull();
  });

  it('edits the target cell by cell and per level, and saves it', () => {
    const saved: (PaperBlueprintTarget | null)[] = [];
    render(<BlueprintTable paper={paper()} tree={tree} onSaveTarget={(t) => saved.push(t)} />);
    fireEvent.click(screen.getByRole('button', { name: '设为目标并编辑' }));
    const count = screen.getByRole('spinbutton', { name: '一元二次方程 单选题 目标题数' });
    expect((count as HTMLInputElement).value).toBe('2');
    fireEvent.change(count, { target: { value: '4' } });
    // The edited cell now misses: 目标 12 分 against 6.
    expect(count.closest('td')?.className).toContain('bg-red-50');
    fireEvent.change(screen.getByRole('spinbutton', { name: '掌握 目标分值' }), {
      target: { value: '8' },
    });
    fireEvent.change(screen.getByRole('combobox', { name: '添加知识点' }), {
      target: { value: 'jm.geo.tri' },
    });
    fireEvent.click(screen.getByRole('button', { name: '添加一行' }));
    fireEvent.change(screen.getByRole('spinbutton', { name: '三角形 解答题 目标题数' }), {
      target: { value: '1' },
    });
    fireEvent.change(screen.getByRole('spinbutton', { name: '三角形 单选题 目标题数' }), {
      target: { value: '0' },
    });
    fireEvent.click(screen.getByRole('button', { name: '保存目标' }));
    expect(saved).toEqual([
      {
        cells: [
          { pointId: 'jm.geo.tri', pointName: '三角形', type: 'solution', count: 1, score: 3 },
          { pointId: quad.id, pointName: quad.name, type: 'single', count: 4, score: 3 },
          { pointId: quad.id, pointName: quad.name, type: 'solution', count: 1, score: 10 },
        ],
        levels: [
          { level: 1, score: 3 },
          { level: 2, score: 3 },
          { level: 3, score: 8 },
        ],
      },
    ]);
  });

  it('says 目标 12 分 / 实际 6 分 on a saved target the paper misses, and clears it', () => {
    const saved: (PaperBlueprintTarget | null)[] = [];
    const target: PaperBlueprintTarget = {
      cells: [{ pointId: quad.id, pointName: quad.name, type: 'single', count: 4, score: 3 }],
      levels: [{ level: 4, score: 10 }],
    };
    render(<BlueprintTable paper={paper(target)} onSaveTarget={(t) => saved.push(t)} />);
    expect(screen.getByText('有 2 项未达到目标')).toBeTruthy();
    expect(screen.getByText('目标 4 题 12 分 / 实际 6 分')).toBeTruthy();
    expect(screen.getByText('目标 10 分 / 实际 0 分')).toBeTruthy();
    fireEvent.click(screen.getByRole('button', { name: '清除目标' }));
    expect(saved).toEqual([null]);
  });

  it('assembles to the saved target, or to the paper’s own table without one', () => {
    const sent: PaperBlueprintTarget[] = [];
    const target: PaperBlueprintTarget = {
      cells: [{ pointId: quad.id, pointName: quad.name, type: 'single', count: 4, score: 3 }],
      levels: [],
    };
    const { rerender } = render(
      <BlueprintTable paper={paper(target)} onAssemble={(t) => sent.push(t)} />,
    );
    fireEvent.click(screen.getByRole('button', { name: '按此细目表重新组卷' }));
    rerender(<BlueprintTable paper={paper()} onAssemble={(t) => sent.push(t)} />);
    fireEvent.click(screen.getByRole('button', { name: '按此细目表重新组卷' }));
    expect(sent[0]).toEqual(target);
    expect(sent[1]?.cells.map((c) => [c.type, c.count, c.score])).toEqual([
      ['single', 2, 3],
      ['solution', 1, 10],
    ]);
  });
});
