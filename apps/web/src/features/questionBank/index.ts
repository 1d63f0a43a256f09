// The question bank (spec §2 精品资源; docs/questionBank.md): its page, slice and saga load with
// the route, so importing this index loads none of them.
import { lazyPage } from '../../shared/lazyPage';

export type { questionBankSlice } from './questionBankSlice';

const QuestionBankRoute = lazyPage(() => import('./QuestionBankRoute'), 'QuestionBankRoute');

/** `/question-bank-jp/index`: the platform bank. */
export const routes = [{ path: 'question-bank-jp/index', Component: QuestionBankRoute }];

/** The 试题篮, for the exam-paper pages that make a paper from it (small: no page code). */
export { basketCleared, basketSlice, selectBasketEntries, type BasketEntry } from './basketSlice';
export { watchBasket } from './basketSaga';
