import type { LazyFeature } from '../../shared/lazyFeature';
import { watchQuestionBank } from './questionBankSaga';
import { questionBankSlice } from './questionBankSlice';
import { basketSlice } from './basketSlice';
import { watchBasket } from './basketSaga';

/** The question bank's slice and saga, loaded with its page (not with the home). */
export const questionBankFeature: LazyFeature = {
  name: 'questionBank',
  slices: [questionBankSlice, basketSlice],
  watchers: [watchQuestionBank, watchBasket],
};
