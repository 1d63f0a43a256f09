import type { AppColumn, AppIndexList, AppInfo, StandardDoc } from '@aita/core';
import { createSelector } from '@reduxjs/toolkit';
import type { RootState } from '../../app/store';

/** A category section of the application centre, ready to render. */
export interface AppSection {
  kind: 'apps';
  /** DOM id, also the tab id: `category-<column id>`. */
  anchor: string;
  id: number;
  name: string;
  apps: AppInfo[];
}

/** The new-curriculum zone (spec §2 "Old home"): documents plus sub-columns of apps. */
export interface StandardZoneSection {
  kind: 'zone';
  anchor: string;
  id: number;
  name: string;
  docs: StandardDoc[];
  subColumns: { id: number; name: string; apps: AppInfo[] }[];
}

export type CenterSection = AppSection | StandardZoneSection;

/** The DOM id of a column's section. */
export const sectionAnchor = (columnId: number): string => `category-${columnId}`;

export const selectAppCenter = (state: RootState) => state.appCenter;
export const selectAppCenterStatus = (state: RootState) => state.appCenter.status;
export const selectAppCenterError = (state: RootState) => state.appCenter.error;
export const selectAppIndexList = (state: RootState) => state.appCenter.list;

/**
 * Whether `column` is the new-curriculum zone: with `hasNewStandardColumn`, the zone is the
 * column that `appList` has no entry for (its id is random, 100..999, §3; its content is
 * `newColumnList` / `newAppList` / `newStandardDocList`). See docs/web.md.
 */
export function isStandardZone(list: AppIndexList, column: AppColumn): boolean {
  return list.hasNewStandardColumn && !Object.hasOwn(list.appList, String(column.id));
}

/** Turns the §3 response into sections in display order. Pure; exported for tests. */
export function toSections(list: AppIndexList): CenterSection[] {
  return list.columnList.map((column): CenterSection => {
    if (isStandardZone(list, column)) {
      return {
        kind: 'zone',
        anchor: sectionAnchor(column.id),
        id: column.id,
        name: column.name,
        docs: list.newStandardDocList,
        subColumns: list.newColumnList.map((sub) => ({
          id: sub.id,
          name: sub.name,
          apps: list.newAppList[String(sub.id)] ?? sub.appList,
        })),
      };
    }
    return {
      kind: 'apps',
      anchor: sectionAnchor(column.id),
      id: column.id,
      name: column.name,
      apps: list.appList[String(column.id)] ?? column.appList,
    };
  });
}

/** Sections of the application centre in display order; empty until loaded. */
export const selectCenterSections = createSelector([selectAppIndexList], (list) =>
  list ? toSections(list) : [],
);

/** Tabs of the sticky category bar, one per section. */
export const selectCategoryTabs = createSelector([selectCenterSections], (sections) =>
  sections.map((section) => ({ id: section.anchor, label: section.name })),
);

/** How many application cards the centre shows (zone sub-columns included). */
export const selectCenterAppCount = createSelector([selectCenterSections], (sections) =>
  sections.reduce(
    (sum, section) =>
      sum +
      (section.kind === 'apps'
        ? section.apps.length
        : section.subColumns.reduce((n, sub) => n + sub.apps.length, 0)),
    0,
  ),
);
