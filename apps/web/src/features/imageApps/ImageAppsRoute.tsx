import { MSG_LOADING } from '@aita/core';
import { Spinner } from '@aita/ui';
import { useLazyFeature } from '../../shared/lazyFeature';
import { imageAppsFeature } from './imageAppsFeature';
import { ImageAppsPage } from './ImageAppsPage';

/** `/image-apps/index`: registers the feature, then the tools. */
export function ImageAppsRoute() {
  const ready = useLazyFeature(imageAppsFeature);
  return ready ? <ImageAppsPage /> : <Spinner className="py-32" label={MSG_LOADING} />;
}
