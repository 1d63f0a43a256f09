import type { LazyFeature } from '../../shared/lazyFeature';
import { watchCourseware } from './coursewareSaga';
import { coursewareSlice } from './coursewareSlice';

/** The courseware pages' slice and saga, loaded with the pages. */
export const coursewareFeature: LazyFeature = {
  name: 'courseware',
  slices: [coursewareSlice],
  watchers: [watchCourseware],
};
