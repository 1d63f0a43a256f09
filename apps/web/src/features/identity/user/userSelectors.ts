import { createSelector } from '@reduxjs/toolkit';
import { isNewUser, isVipActive, needsPeriodAndSubject } from '@aita/core';
import type { AuthState } from '../auth/authSlice';
import type { UserState } from './userSlice';

type WithUser = { user: UserState };

/** Spec §4: "Login state is the presence of a stored token." */
export const selectIsLoggedIn = (state: { auth: AuthState }) => state.auth.hasToken;

/** The §3 user info, or null while anonymous or not loaded yet. */
export const selectUser = (state: WithUser) => state.user.info;

export const selectOrgList = (state: WithUser) => state.user.orgList;
export const selectCurOrgId = (state: WithUser) => state.user.curOrgId;

/** Whether the teacher belongs to at least one organisation (§2: shows the resource items). */
export const selectHasOrganisation = (state: WithUser) => state.user.orgList.length > 0;

/** Contract name of {@link selectHasOrganisation}. */
export const selectHasOrg = selectHasOrganisation;

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

/** §4: the VIP badge shows when now is not later than vipEndAt (unix seconds). */
export const selectIsVip = (state: WithUser, nowMs: number = Date.now()) => {
  const info = state.user.info;
  return info !== null && isVipActive(info.vipEndAt, nowMs);
};

/** §4: a user is new when timeSinceRegistration is under 2 (identity-tag dialog). */
export const selectIsNewUser = (state: WithUser) =>
  state.user.info !== null && isNewUser(state.user.info);

/** §4: teachers with empty period and subject are prompted to set them. */
export const selectNeedsPeriodAndSubject = (state: WithUser) =>
  state.user.info !== null && needsPeriodAndSubject(state.user.info);
