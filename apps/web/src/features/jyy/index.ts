// The os=jzax configuration (docs/aiCourse.md "os=jzax"): loaded only in the embedded mode.
import type { LazyFeature } from '../../shared/lazyFeature';
import { watchJyy } from './jyySaga';
import { jyySlice } from './jyySlice';

export { jyySlice, jyyTabsRequested, selectJyy } from './jyySlice';

/** The slice and saga of the embedded mode's configuration. */
export const jyyFeature: LazyFeature = { name: 'jyy', slices: [jyySlice], watchers: [watchJyy] };
