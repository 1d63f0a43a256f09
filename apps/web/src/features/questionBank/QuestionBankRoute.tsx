import { MSG_LOADING } from '@aita/core';
import { Spinner } from '@aita/ui';
import { useLazyFeature } from '../../shared/lazyFeature';
import { QuestionBankPage } from './QuestionBankPage';
import { questionBankFeature } from './questionBankFeature';

/** `/question-bank-jp/index`: registers the bank's slice and saga, then shows the page. */
export function QuestionBankRoute() {
  const ready = useLazyFeature(questionBankFeature);
  return ready ? <QuestionBankPage /> : <Spinner className="py-32" label={MSG_LOADING} />;
}
