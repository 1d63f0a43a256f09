import type { LazyFeature } from '../../shared/lazyFeature';
import { watchAiCourse } from './aiCourseSaga';
import { aiCourseSlice } from './aiCourseSlice';

/** The AI course's slice and saga, loaded with its pages. */
export const aiCourseFeature: LazyFeature = {
  name: 'aiCourse',
  slices: [aiCourseSlice],
  watchers: [watchAiCourse],
};
