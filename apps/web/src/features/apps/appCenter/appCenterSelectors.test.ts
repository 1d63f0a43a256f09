import { describe, expect, it } from 'vitest';
import { appIndexFixture, fakeApp } from '../../../test/appIndexFixture';
import type { RootState } from '../../../app/store';
import {
  isStandardZone,
  preferSubject,
  selectCategoryTabs,
  selectCenterAppCount,
  selectCenterSections,
  toSections,
} from './appCenterSelectors';
import { appCenterSlice } from './appCenterSlice';

/** A state with only the slice these selectors read (the rest of the store is irrelevant). */
function stateWith(list: RootState['appCenter']['list']): RootState {
  const appCenter = appCenterSlice.reducer(undefined, { type: 'init' });
  return {
    appCenter: { ...appCenter, status: list ? 'succeeded' : 'idle', list },
  } as Partial<RootState> as RootState;
}

describe(toSections.name, () => {
  it('keeps column order and builds the zone from the sub-columns and documents', () => {
    const sections = toSections(appIndexFixture());
    expect(sections.map((s) => [s.kind, s.name, s.anchor])).toEqual([
      ['apps', '热门应用', 'category-1'],
      ['zone', '新课标专区', 'category-512'],
      ['apps', '备课', 'category-2'],
    ]);
    const zone = sections[1];
    if (zone?.kind !== 'zone') throw new Error('expected the zone');
    expect(zone.docs.map((d) => d.name)).toEqual([
      '义务教育语文课程标准（2022年版）',
      '义务教育数学课程标准（2022年版）',
    ]);
    expect(zone.subColumns.map((c) => [c.name, c.apps.map((a) => a.appId)])).toEqual([
      ['大单元教学', [10]],
      ['学习任务群', [11, 12]],
    ]);
  });

  it('takes apps from appList by column id, falling back to the column itself', () => {
    const list = appIndexFixture();
    list.appList = { '1': [fakeApp(7)] };
    list.hasNewStandardColumn = false;
    const sections = toSections(list);
    // Without a zone, the empty column 512 is an ordinary empty column: left out.
    expect(
      sections.map((s) => (s.kind === 'apps' ? [s.name, s.apps.map((a) => a.appId)] : s.kind)),
    ).toEqual([
      ['热门应用', [7]],
      ['备课', [3, 4, 1]],
    ]);
  });
});

describe(preferSubject.name, () => {
  const named = (...names: string[]) =>
    names.map((name, i) => ({ kind: 'apps' as const, anchor: `a${i}`, id: i, name, apps: [] }));
  const order = (subject: string) =>
    preferSubject(named('热门应用', '新课标专区', '备课', '语文', '数学'), subject).map(
      (s) => s.name,
    );

  it('moves the subject column to right after the first section', () => {
    expect(order('数学')).toEqual(['热门应用', '数学', '新课标专区', '备课', '语文']);
    expect(order('语文')).toEqual(['热门应用', '语文', '新课标专区', '备课', '数学']);
  });

  it('keeps the order when no column is the subject, or none is chosen', () => {
    const same = ['热门应用', '新课标专区', '备课', '语文', '数学'];
    expect(order('物理')).toEqual(same);
    expect(order('')).toEqual(same);
    // The first two never move (a column named like the first is not a subject column).
    expect(order('热门应用')).toEqual(same);
    expect(order('新课标专区')).toEqual(same);
  });
});

describe(isStandardZone.name, () => {
  it('is false for every column when the list has no zone', () => {
    const list = { ...appIndexFixture(), hasNewStandardColumn: false };
    expect(list.columnList.map((c) => isStandardZone(list, c))).toEqual([false, false, false]);
  });

  it('is the empty column in the random id range, whether or not appList keys it', () => {
    const list = appIndexFixture();
    expect(list.columnList.map((c) => isStandardZone(list, c))).toEqual([false, true, false]);
    delete list.appList['512'];
    expect(list.columnList.map((c) => isStandardZone(list, c))).toEqual([false, true, false]);
  });

  it('is not an empty column outside 100..999', () => {
    const list = appIndexFixture();
    list.columnList = [{ id: 3, name: '空', appList: [] }, ...list.columnList];
    list.appList['3'] = [];
    expect(list.columnList.map((c) => isStandardZone(list, c))).toEqual([
      false,
      false,
      true,
      false,
    ]);
    expect(toSections(list).map((s) => s.name)).toEqual(['热门应用', '新课标专区', '备课']);
  });
});

describe('app centre selectors', () => {
  it('are empty before the list is loaded', () => {
    const state = stateWith(null);
    expect(selectCenterSections(state)).toEqual([]);
    expect(selectCategoryTabs(state)).toEqual([]);
    expect(selectCenterAppCount(state)).toBe(0);
  });

  it('give one tab per section and count every card, zone included', () => {
    const state = stateWith(appIndexFixture());
    expect(selectCategoryTabs(state)).toEqual([
      { id: 'category-1', label: '热门应用' },
      { id: 'category-512', label: '新课标专区' },
      { id: 'category-2', label: '备课' },
    ]);
    expect(selectCenterAppCount(state)).toBe(2 + 3 + 1 + 2);
  });

  it('memoise on the list', () => {
    const state = stateWith(appIndexFixture());
    expect(selectCenterSections(state)).toBe(selectCenterSections({ ...state }));
  });
});
