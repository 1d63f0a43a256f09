import type { LazyFeature } from '../../shared/lazyFeature';
import { watchQuestionBank } from './questionBankSaga';
import { questionBankSlice } from './questionBankSlice';

/** The question bank's slice and saga, loaded with its page (not with the home). */
export const questionBankFeature: LazyFeature = {
  name: 'questionBank',
  slices: [questionBankSlice],
  watchers: [watchQuestionBank],
};
