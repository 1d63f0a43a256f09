import type { LazyFeature } from '../../shared/lazyFeature';
import { watchQuestionBank } from './questionBankSaga';
import { questionBankSlice } from './questionBankSlice';
import { basketSlice } from './basketSlice';
import { watchBasket } from './basketSaga';
import { watchGenerate } from './generateSaga';
import { generateSlice } from './generateSlice';
import { watchShelf } from './shelfSaga';
import { similarSlice } from './shelfSlice';
import { imagePasteSlice } from './imagePasteSlice';
import { watchImagePaste } from './imagePasteSaga';

/** The question bank's slice and saga, loaded with its page (not with the home). */
export const questionBankFeature: LazyFeature = {
  name: 'questionBank',
  slices: [questionBankSlice, basketSlice, generateSlice, similarSlice, imagePasteSlice],
  watchers: [watchQuestionBank, watchBasket, watchGenerate, watchShelf, watchImagePaste],
};
