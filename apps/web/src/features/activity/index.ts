// The activity feature (spec §3 activity info): the invite/activity banner's data.
import { watchActivity } from './activitySaga';
import { activitySlice } from './activitySlice';

export { activityPageUrl, activityRequested, selectActiveActivity } from './activitySlice';

/** The activity slice, for the root reducer. */
export const reducer = { activity: activitySlice.reducer };

/** The activity watcher. */
export const saga = watchActivity;
