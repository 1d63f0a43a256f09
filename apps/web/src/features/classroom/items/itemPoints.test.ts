import type { ClassExamItems } from '@aita/api';
import { describe, expect, it } from 'vitest';
import { addPoint, pointDraftsOf, pointOptions, pointsChanged, removePoint } from './itemPoints';

const roots = [
  {
    id: 'eq',
    name: '方程与不等式',
    children: [{ id: 'eq.app', name: '一元一次方程的应用', children: [] }],
  },
  { id: 'fn', name: '一次函数', children: [] },
];

const data = {
  items: [
    { label: '1', maxScore: 4, knowledgePoints: [{ id: 'fn', name: '一次函数' }] },
    { label: '2', maxScore: 6, knowledgePoints: [] },
  ],
} as unknown as ClassExamItems;

describe('item knowledge points', () => {
  it('lists the tree parents first, indented by depth', () => {
    expect(pointOptions(roots)).toEqual([
      { id: 'eq', name: '方程与不等式', label: '方程与不等式' },
      { id: 'eq.app', name: '一元一次方程的应用', label: '　一元一次方程的应用' },
      { id: 'fn', name: '一次函数', label: '一次函数' },
    ]);
    expect(pointOptions([])).toEqual([]);
  });

  it('adds without duplicates or past five, removes, and knows when something changed', () => {
    const saved = pointDraftsOf(data);
    expect(saved).toEqual([['fn'], []]);
    expect(pointsChanged(saved, data)).toBe(false);
    const added = addPoint(saved, 1, 'eq.app');
    expect(added).toEqual([['fn'], ['eq.app']]);
    expect(pointsChanged(added, data)).toBe(true);
    expect(addPoint(added, 1, 'eq.app')).toEqual(added);
    const five = ['a', 'b', 'c', 'd', 'e'].reduce((d, id) => addPoint(d, 0, id), [
      [],
      [],
    ] as string[][]);
    expect(addPoint(five, 0, 'f')[0]).toEqual(['a', 'b', 'c', 'd', 'e']);
    expect(removePoint(added, 0, 'fn')).toEqual([[], ['eq.app']]);
    expect(pointsChanged(removePoint(added, 1, 'eq.app'), data)).toBe(false);
  });
});
