// The home feature (spec §2 "New home", §3 pending new-home request, §9 home experiment).
import { spawnWatchers } from '../../shared/saga/watchers';
import { watchExperiment } from './experiment/experimentSaga';
import { experimentSlice } from './experiment/experimentSlice';
import { watchHome } from './homeSaga';
import { homeSlice } from './homeSlice';

export { storedEmbedSubject } from './embedSubject';

/** Loads the os=jzax top tabs (their own chunk: only the embedded mode shows them). */
export const loadEmbedTabs = () => import('./EmbedTabs');
export { questionSent, selectHomeSending } from './homeSlice';

export { selectHomeStrategy } from './experiment/experimentSlice';

/** The home slices, for the root reducer. */
export const reducer = {
  home: homeSlice.reducer,
  experiment: experimentSlice.reducer,
};

/** The home watchers: side data, the question send, the experiment. */
export function* saga() {
  yield* spawnWatchers([watchHome, watchExperiment]);
}
