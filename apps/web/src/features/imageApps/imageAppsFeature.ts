import type { LazyFeature } from '../../shared/lazyFeature';
import { watchImageApps } from './imageAppsSaga';
import { imageAppsSlice } from './imageAppsSlice';

/** The image tools' slice and saga, loaded with their page. */
export const imageAppsFeature: LazyFeature = {
  name: 'imageApps',
  slices: [imageAppsSlice],
  watchers: [watchImageApps],
};
