import type { BodyInput, Data, questionBank } from '@aita/contract';
import { paths } from '@aita/contract/paths';
import type { ApiClient, RequestOptions } from '../client';
import { send } from './send';

/** A page of the bank (`/v2/aitalk/question/infos`). */
export type QuestionPage = Data<typeof questionBank.questions>;
/** One question as the bank shows it. */
export type BankQuestion = QuestionPage['list'][number];
/** The filters and page of a browse or search. */
export type QuestionQuery = BodyInput<typeof questionBank.questions>;
/** One question with the paths of its knowledge points. */
export type BankQuestionDetail = Data<typeof questionBank.detail>;

/**
 * `POST /v2/aitalk/question/infos` (docs/questionBank.md): questions filtered by 学段/学科,
 * knowledge point (with descendants), type, difficulty and keyword. Not in a school → 40003.
 */
export function fetchQuestions(
  client: ApiClient,
  query: QuestionQuery,
  options?: RequestOptions,
): Promise<QuestionPage> {
  return send<typeof questionBank.questions>(client, paths.questionBank.questions, query, options);
}

/** `POST /v1/tiku/question/detail {questionId}`: one question; 40004 when not visible. */
export function fetchQuestionDetail(
  client: ApiClient,
  questionId: number,
  options?: RequestOptions,
): Promise<BankQuestionDetail> {
  return send<typeof questionBank.detail>(
    client,
    paths.questionBank.detail,
    { questionId },
    options,
  );
}

/** `POST /v1/tiku/knowledge/tree {period, subject}`: the knowledge-point trees' roots. */
export function fetchKnowledgeTree(
  client: ApiClient,
  period: number,
  subject: number,
  options?: RequestOptions,
): Promise<Data<typeof questionBank.knowledgeTree>> {
  return send<typeof questionBank.knowledgeTree>(
    client,
    paths.questionBank.knowledgeTree,
    { period, subject },
    options,
  );
}

/** `POST /v1/org/tiku_link {page}`: the in-app address of the current school's bank. */
export function fetchTikuLink(
  client: ApiClient,
  page: 'question' | 'xb_resource',
  options?: RequestOptions,
): Promise<Data<typeof questionBank.tikuLink>> {
  return send<typeof questionBank.tikuLink>(client, paths.questionBank.tikuLink, { page }, options);
}
