import { MSG_LOADING } from '@aita/core';
import { Spinner } from '@aita/ui';
import { useLazyFeature } from '../../shared/lazyFeature';
import { GeneratePage } from './GeneratePage';
import { QuestionBankPage } from './QuestionBankPage';
import { questionBankFeature } from './questionBankFeature';

/** `/question-bank-jp/index`: registers the bank's slice and saga, then shows the page. */
export function QuestionBankRoute() {
  const ready = useLazyFeature(questionBankFeature);
  return ready ? <QuestionBankPage /> : <Spinner className="py-32" label={MSG_LOADING} />;
}

/** `/question-bank-xb/index`: the current school's 校本资源 (same page, school scope, editor). */
export function SchoolBankRoute() {
  const ready = useLazyFeature(questionBankFeature);
  return ready ? (
    <QuestionBankPage key="school" scope="school" />
  ) : (
    <Spinner className="py-32" label={MSG_LOADING} />
  );
}

/** `/question-bank-ai/index?app=<uri>`: the form and review list of an `aiquestion` app. */
export function GenerateRoute() {
  const ready = useLazyFeature(questionBankFeature);
  return ready ? <GeneratePage /> : <Spinner className="py-32" label={MSG_LOADING} />;
}
