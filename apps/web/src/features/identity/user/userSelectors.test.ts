import { describe, expect, it } from 'vitest';
import {
  selectCourseVisible,
  selectHasOrganisation,
  selectHiddenSidebarKeys,
} from './userSelectors';
import { userCleared, userOrgsReceived, userSlice, type OrgSummary } from './userSlice';

const org = (orgId: number, isCourseShow: number): OrgSummary => ({
  orgId,
  orgName: `学校${orgId}`,
  isCourseShow,
});

const withUser = (orgList: OrgSummary[], curOrgId: number | null) => ({
  user: userSlice.reducer(undefined, userOrgsReceived({ orgList, curOrgId })),
});

describe(selectHiddenSidebarKeys.name, () => {
  it('hides both resource items and the course without a user (anonymous)', () => {
    const state = { user: userSlice.reducer(undefined, { type: 'init' }) };
    expect([...selectHiddenSidebarKeys(state)].sort()).toEqual(['course', 'premium', 'school']);
    expect(selectHasOrganisation(state)).toBe(false);
  });

  it('shows the resources to an organisation member, the course only when isCourseShow is 1', () => {
    expect([...selectHiddenSidebarKeys(withUser([org(1, 0)], 1))]).toEqual(['course']);
    expect([...selectHiddenSidebarKeys(withUser([org(1, 0), org(2, 1)], 2))]).toEqual([]);
  });

  it('follows the current organisation, not any organisation', () => {
    expect(selectCourseVisible(withUser([org(1, 0), org(2, 1)], 1))).toBe(false);
    expect(selectCourseVisible(withUser([org(2, 1)], null))).toBe(false);
    expect(selectCourseVisible(withUser([org(2, 1)], 3))).toBe(false);
    expect(selectCourseVisible(withUser([org(2, 1)], 2))).toBe(true);
  });

  it('hides everything again after userCleared', () => {
    const state = withUser([org(2, 1)], 2);
    const cleared = { user: userSlice.reducer(state.user, userCleared()) };
    expect(selectHiddenSidebarKeys(cleared).size).toBe(3);
  });
});
