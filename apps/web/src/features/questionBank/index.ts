// The question bank (spec §2 精品资源; docs/questionBank.md): its page, slice and saga load with
// the route, so importing this index loads none of them.
import { lazyPage } from '../../shared/lazyPage';

export type { questionBankSlice } from './questionBankSlice';

const QuestionBankRoute = lazyPage(() => import('./QuestionBankRoute'), 'QuestionBankRoute');

const SchoolBankRoute = lazyPage(() => import('./QuestionBankRoute'), 'SchoolBankRoute');

const GenerateRoute = lazyPage(() => import('./QuestionBankRoute'), 'GenerateRoute');

/**
 * `/question-bank-jp/index`: the platform bank; `/question-bank-xb/index`: the school's;
 * `/question-bank-ai/index?app=<uri>`: AI question generation (the `aiquestion` apps).
 */
export const routes = [
  { path: 'question-bank-jp/index', Component: QuestionBankRoute },
  { path: 'question-bank-xb/index', Component: SchoolBankRoute },
  { path: 'question-bank-ai/index', Component: GenerateRoute },
];

/** The 试题篮, for the exam-paper pages that make a paper from it (small: no page code). */
export { basketCleared, basketSlice, selectBasketEntries, type BasketEntry } from './basketSlice';
export { watchBasket } from './basketSaga';
