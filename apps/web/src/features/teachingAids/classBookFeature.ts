import type { AppServices } from '../../app/services';
import type { LazyFeature } from '../../app/store';
import { watchClassBook } from './classBookSaga';
import { withClassBookServices, type ClassBookPlatform } from './classBookServices';
import { classBookSlice } from './classBookSlice';

/**
 * The class-book download feature (spec §2 "Class-book download dialogs"): its slice and saga
 * load with the dialog's chunk, not with the home. Tests pass their own save and alert.
 */
export function createClassBookFeature(platform: Partial<ClassBookPlatform> = {}): LazyFeature {
  return {
    name: 'classBook',
    slices: [classBookSlice],
    watchers: [
      function* classBook(services: AppServices) {
        yield* watchClassBook(withClassBookServices(services, platform));
      },
    ],
  };
}

/** The feature as the app registers it. */
export const classBookFeature = createClassBookFeature();
