import { AB_STRATEGY, MSG_LOADING_EXPERIMENT } from '@aita/core';
import { Spinner } from '@aita/ui';
import { lazy } from 'react';
import { useAppSelector } from '../../shared/hooks';
import { selectHomeStrategy } from './experiment/experimentSlice';
import { NewHome } from './NewHome';

const AppCenterPage = lazy(() =>
  import('../apps/appCenter/AppCenterPage').then((m) => ({ default: m.AppCenterPage })),
);

/**
 * /home/index (spec §2): 正在加载 until the experiment strategy is known, then the new home for
 * strategy A, else the old home (the application centre).
 */
export function HomePage() {
  const strategy = useAppSelector(selectHomeStrategy);
  if (strategy === null) {
    return <Spinner className="py-32" label={MSG_LOADING_EXPERIMENT} />;
  }
  return strategy === AB_STRATEGY ? <NewHome /> : <AppCenterPage />;
}
