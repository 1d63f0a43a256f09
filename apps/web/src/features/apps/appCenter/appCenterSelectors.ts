import type { AppColumn, AppIndexList, AppInfo, StandardDoc } from '@aita/core';
import { createSelector } from '@reduxjs/toolkit';
import type { AppCenterState } from './appCenterSlice';

/** The part of the root state these selectors read. */
type RootState = { appCenter: AppCenterState };

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

/** §3: the zone column's id is random in 100..999. */
const ZONE_ID_MIN = 100;
const ZONE_ID_MAX = 999;

/** The apps of a normal column: `appList` by column id, else the column's own list. */
function columnApps(list: AppIndexList, column: AppColumn): AppInfo[] {
  return list.appList[String(column.id)] ?? column.appList;
}

/**
 * Whether `column` is the new-curriculum zone. The response does not mark it, so: the list has
 * a zone (`hasNewStandardColumn`), the id is in the zone's random range 100..999 (§3) and the
 * column lists no apps itself (its content is `newColumnList` / `newAppList` /
 * `newStandardDocList`). The first such column wins. See docs/web.md.
 */
export function isStandardZone(list: AppIndexList, column: AppColumn): boolean {
  if (!list.hasNewStandardColumn) return false;
  const zone = list.columnList.find(
    (c) => c.id >= ZONE_ID_MIN && c.id <= ZONE_ID_MAX && columnApps(list, c).length === 0,
  );
  return zone === column;
}

/**
 * Turns the §3 response into sections in display order: the zone where it stands, normal
 * columns with their apps; a normal column without apps is left out (an empty section helps
 * no one). Pure; exported for tests.
 */
export function toSections(list: AppIndexList): CenterSection[] {
  const sections: CenterSection[] = [];
  for (const column of list.columnList) {
    if (isStandardZone(list, column)) {
      sections.push({
        kind: 'zone',
        anchor: sectionAnchor(column.id),
        id: column.id,
        name: column.name,
        docs: list.newStandardDocList,
        subColumns: list.newColumnList
          .map((sub) => ({
            id: sub.id,
            name: sub.name,
            apps: list.newAppList[String(sub.id)] ?? sub.appList,
          }))
          .filter((sub) => sub.apps.length > 0),
      });
      continue;
    }
    const apps = columnApps(list, column);
    if (apps.length === 0) continue;
    sections.push({
      kind: 'apps',
      anchor: sectionAnchor(column.id),
      id: column.id,
      name: column.name,
      apps,
    });
  }
  return sections;
}

/**
 * The teacher's subject first: the section named `subject` (a subject column such as 数学)
 * moves up to right after the first section (热门应用); otherwise the order is unchanged. The
 * subject is the one chosen in the os=jzax top bar, else the teacher's profile subject (§2
 * "subject selector", §3 subjectName; docs/home-web.md). Pure; exported for tests.
 */
export function preferSubject(sections: CenterSection[], subject: string): CenterSection[] {
  const at = subject ? sections.findIndex((s, i) => i > 1 && s.name === subject) : -1;
  if (at < 0) return sections;
  const moved = sections[at] as CenterSection;
  return [sections[0] as CenterSection, moved, ...sections.slice(1, at), ...sections.slice(at + 1)];
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

/** The search-results view state (§4 "Search"). */
export const selectAppSearch = (state: RootState) => state.appCenter.search;

/** Every app of the loaded list once (columns, zone sub-columns), for lookups by id or name. */
export const selectAllCenterApps = createSelector([selectAppIndexList], (list) => {
  const apps = new Map<number, AppInfo>();
  if (!list) return apps;
  for (const group of [...Object.values(list.appList), ...Object.values(list.newAppList)]) {
    for (const app of group) if (!apps.has(app.appId)) apps.set(app.appId, app);
  }
  for (const column of [...list.columnList, ...list.newColumnList]) {
    for (const app of column.appList) if (!apps.has(app.appId)) apps.set(app.appId, app);
  }
  return apps;
});
