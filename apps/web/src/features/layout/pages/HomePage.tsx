import { AB_STRATEGY, MSG_LOADING_EXPERIMENT } from '@aita/core';
import { Spinner } from '@aita/ui';
import { lazy } from 'react';
import { useAppSelector } from '../../../shared/hooks';
import { loadAppCenterPage } from '../../apps';
import { selectHomeStrategy } from '../../home';
// The one deep import into another feature: the new home belongs in this route's chunk (as
// before), and its index is in the entry chunk, so going through it would move the new home there.
// eslint-disable-next-line no-restricted-imports
import { NewHome } from '../../home/NewHome';
const AppCenterPage = lazy(() => loadAppCenterPage().then((m) => ({ default: m.AppCenterPage })));

/**
 * /home/index (spec §2): 正在加载 until the experiment strategy is known, then the new home for
 * strategy A, else the old home (the application centre). It lives in the shell because it
 * chooses between two features (home, apps), and apps already builds on home.
 */
export function HomePage() {
  const strategy = useAppSelector(selectHomeStrategy);
  if (strategy === null) {
    return <Spinner className="py-32" label={MSG_LOADING_EXPERIMENT} />;
  }
  return strategy === AB_STRATEGY ? <NewHome /> : <AppCenterPage />;
}
