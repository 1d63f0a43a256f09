import type { ActivityInfo } from '@aita/core';
import { createSlice, type PayloadAction } from '@reduxjs/toolkit';

/** The invite/activity banner (spec §2 "Layout": shown when the activity status is 1). */
export interface ActivityState {
  info: ActivityInfo | null;
}

const initialState: ActivityState = { info: null };

/** The activity slice: `activityRequested` → saga → `activityReceived`. */
export const activitySlice = createSlice({
  name: 'activity',
  initialState,
  reducers: {
    activityRequested() {
      // Handled by the activity saga.
    },
    activityReceived(state, action: PayloadAction<ActivityInfo>) {
      state.info = action.payload;
    },
  },
});

export const { activityRequested, activityReceived } = activitySlice.actions;

/** The activity when its banner should show (status 1 with an image), else null. */
export const selectActiveActivity = (state: { activity: ActivityState }) => {
  const info = state.activity.info;
  return info && info.status === 1 && info.sidebarUrl ? info : null;
};

/**
 * The VIP activity dialog's page: the activity's jump URL with a `source` parameter (§2 "VIP
 * activity dialog … embeds an activity page with a source parameter").
 */
export function activityPageUrl(jumpUrl: string, source: string, origin: string): string {
  const url = new URL(jumpUrl, origin);
  url.searchParams.set('source', source);
  return url.toString();
}
