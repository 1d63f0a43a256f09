import type { LazyFeature } from '../../shared/lazyFeature';
import { watchClassroom } from './classroomSaga';
import { classroomSlice } from './classroomSlice';
import { watchClassroomItems } from './items/itemsSaga';
import { classroomItemsSlice } from './items/itemsSlice';
import { watchTrend } from './stats/trendSaga';

/** Class management's slice and saga, loaded with its page (not with the home). */
export const classroomFeature: LazyFeature = {
  name: 'classroom',
  slices: [classroomSlice, classroomItemsSlice],
  watchers: [watchClassroom, watchClassroomItems, watchTrend],
};
