import type { LazyFeature } from '../../shared/lazyFeature';
import { basketSlice, watchBasket } from '../questionBank';
import { watchExamPaper } from './examPaperSaga';
import { examPaperSlice } from './examPaperSlice';

/** The exam-paper pages' slice and saga (and the 试题篮 they read), loaded with the pages. */
export const examPaperFeature: LazyFeature = {
  name: 'examPaper',
  slices: [examPaperSlice, basketSlice],
  watchers: [watchExamPaper, watchBasket],
};
