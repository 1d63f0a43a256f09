import type { LazyFeature } from '../../shared/lazyFeature';
import { watchSchool } from './schoolSaga';
import { schoolSlice } from './schoolSlice';

/** The school's slice and saga, loaded with its pages and the school card. */
export const schoolFeature: LazyFeature = {
  name: 'school',
  slices: [schoolSlice],
  watchers: [watchSchool],
};
