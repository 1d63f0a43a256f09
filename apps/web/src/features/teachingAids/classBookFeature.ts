import type { LazyFeature } from '../../shared/lazyFeature';
import type { FilePort } from '../../shared/ports/context';
import { watchClassBook } from './classBookSaga';
import { classBookSlice } from './classBookSlice';

/**
 * The class-book download feature (spec §2 "Class-book download dialogs"): its slice and saga
 * load with the dialog's chunk, not with the home. Tests pass their own file port (save, alert).
 */
export function createClassBookFeature(files?: FilePort): LazyFeature {
  return {
    name: 'classBook',
    slices: [classBookSlice],
    watchers: [
      function* classBook() {
        yield* watchClassBook(files);
      },
    ],
  };
}

/** The feature as the app registers it. */
export const classBookFeature = createClassBookFeature();
