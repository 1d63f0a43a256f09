import { createSelector } from '@reduxjs/toolkit';
import type { UserState } from './userSlice';

type WithUser = { user: UserState };

export const selectOrgList = (state: WithUser) => state.user.orgList;
export const selectCurOrgId = (state: WithUser) => state.user.curOrgId;

/** Whether the teacher belongs to at least one organisation (§2: shows the resource items). */
export const selectHasOrganisation = (state: WithUser) => state.user.orgList.length > 0;

/** The current organisation: `curOrgId` if it is in the list, else none. */
export const selectCurrentOrg = createSelector([selectOrgList, selectCurOrgId], (orgs, id) =>
  id === null ? undefined : orgs.find((org) => org.orgId === id),
);

/** Spec §2: the AI course item is hidden unless the current organisation has isCourseShow 1. */
export const selectCourseVisible = (state: WithUser) => selectCurrentOrg(state)?.isCourseShow === 1;

/** Which sidebar items are hidden for this user (spec §2 "Layout"). */
export const selectHiddenSidebarKeys = createSelector(
  [selectHasOrganisation, selectCourseVisible],
  (hasOrg, courseVisible) => {
    const hidden = new Set<string>();
    if (!hasOrg) {
      hidden.add('premium');
      hidden.add('school');
    }
    if (!courseVisible) hidden.add('course');
    return hidden;
  },
);
