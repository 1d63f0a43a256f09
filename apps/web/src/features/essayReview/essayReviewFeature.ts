import type { LazyFeature } from '../../shared/lazyFeature';
import { watchEssayReview } from './essayReviewSaga';
import { essayReviewSlice } from './essayReviewSlice';

/** Essay marking's slice and saga, loaded with its pages. */
export const essayReviewFeature: LazyFeature = {
  name: 'essayReview',
  slices: [essayReviewSlice],
  watchers: [watchEssayReview],
};
