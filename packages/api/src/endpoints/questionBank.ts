import type { BodyInput, Data, questionBank } from '@aita/contract';
import { questionBankPaths } from '@aita/contract/paths/questionBank';
import type { ApiClient, RequestOptions } from '../client';
import { decodeEnvelopeText } from '../decode';
import { ApiError } from '../errors';
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
  return send<typeof questionBank.questions>(client, questionBankPaths.questions, query, options);
}

/** `POST /v1/tiku/question/detail {questionId}`: one question; 40004 when not visible. */
export function fetchQuestionDetail(
  client: ApiClient,
  questionId: number,
  options?: RequestOptions,
): Promise<BankQuestionDetail> {
  return send<typeof questionBank.detail>(
    client,
    questionBankPaths.detail,
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
    questionBankPaths.knowledgeTree,
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
  return send<typeof questionBank.tikuLink>(client, questionBankPaths.tikuLink, { page }, options);
}

/** A question as the editor sends it (`/v1/tiku/question/save`). */
export type QuestionInput = BodyInput<typeof questionBank.save>;
/** What an import stored and skipped. */
export type QuestionImportResult = Data<typeof questionBank.importDocx>;
/** A node of the textbook map. */
export type { TextbookNode } from '@aita/contract';

/**
 * `POST /v1/tiku/question/save`: adds (no `questionId`) or edits a 校本 or personal question.
 * Rules broken → 40001 in Chinese naming the field; another's → 40003; another school's → 40004.
 */
export function saveQuestion(
  client: ApiClient,
  input: QuestionInput,
  options?: RequestOptions,
): Promise<Data<typeof questionBank.save>> {
  return send<typeof questionBank.save>(client, questionBankPaths.save, input, options);
}

/** `POST /v1/tiku/question/delete {questionId}`: its author or the school's admin. */
export function removeQuestion(
  client: ApiClient,
  questionId: number,
  options?: RequestOptions,
): Promise<Data<typeof questionBank.remove>> {
  return send<typeof questionBank.remove>(
    client,
    questionBankPaths.remove,
    { questionId },
    options,
  );
}

/** `POST /v1/tiku/question/share {questionId}`: a personal question goes to the current school. */
export function shareQuestion(
  client: ApiClient,
  questionId: number,
  options?: RequestOptions,
): Promise<Data<typeof questionBank.share>> {
  return send<typeof questionBank.share>(client, questionBankPaths.share, { questionId }, options);
}

/** `POST /v1/tiku/textbook/tree {period, subject}`: 教材版本 › 册 › 单元 › 课. */
export function fetchTextbookTree(
  client: ApiClient,
  period: number,
  subject: number,
  options?: RequestOptions,
): Promise<Data<typeof questionBank.textbookTree>> {
  return send<typeof questionBank.textbookTree>(
    client,
    questionBankPaths.textbookTree,
    { period, subject },
    options,
  );
}

/** `POST /v1/org/tiku_embed {orgId, page}`: the organisation embed flag of a bank page. */
export function fetchTikuEmbed(
  client: ApiClient,
  orgId: number,
  page: 'question' | 'xb_resource',
  options?: RequestOptions,
): Promise<Data<typeof questionBank.tikuEmbed>> {
  return send<typeof questionBank.tikuEmbed>(
    client,
    questionBankPaths.tikuEmbed,
    { orgId, page },
    options,
  );
}

/**
 * `POST /v1/tiku/question/import` (multipart): the defaults as fields first, then the `.docx`.
 * Sent once (no retry). Refusals reject with the server's Chinese 40001 (not a Word file, too
 * large, no question found).
 */
export async function importQuestionDocx(
  client: ApiClient,
  input: {
    file: Blob;
    name: string;
    period: number;
    subject: number;
    grade: number;
    knowledgePointId: string;
    difficulty: number;
    scope?: 'school' | 'personal';
  },
  options: Pick<RequestOptions, 'signal' | 'timeout'> = {},
): Promise<QuestionImportResult> {
  const form = new FormData();
  for (const key of ['period', 'subject', 'grade', 'knowledgePointId', 'difficulty'] as const)
    form.append(key, String(input[key]));
  form.append('scope', input.scope ?? 'school');
  form.append('file', input.file, input.name);
  let text: string;
  try {
    const response = await client.http.post(client.url(questionBankPaths.importDocx.path), {
      body: form,
      signal: options.signal,
      timeout: options.timeout ?? 60_000,
    });
    text = await response.text();
  } catch (error) {
    if (error instanceof ApiError) throw error;
    if (options.signal?.aborted) throw new ApiError({ kind: 'abort', cause: error });
    const status = (error as { response?: { status?: number } }).response?.status;
    throw status === undefined
      ? new ApiError({ kind: 'network', cause: error })
      : new ApiError({ kind: 'http', status, cause: error });
  }
  return decodeEnvelopeText<QuestionImportResult>(text);
}

/** What `/v2/agent/resource/details` answers: the resources found, and the ids not seen. */
export type ResourceDetailsData = Data<typeof questionBank.resourceDetails>;

/**
 * `POST /v2/agent/resource/details {resources}`: bank questions and exam papers by id (1–20),
 * whole and in the order asked; the ones the caller may not see are in `missing`.
 */
export function fetchResourceDetails(
  client: ApiClient,
  resources: { type: 'question' | 'paper'; id: number }[],
  options?: RequestOptions,
): Promise<ResourceDetailsData> {
  return send<typeof questionBank.resourceDetails>(
    client,
    questionBankPaths.resourceDetails,
    { resources },
    options,
  );
}

/** The form of an `aiquestion` app (`/v1/tiku/question/generate`). */
export type GenerateQuestionsInput = BodyInput<typeof questionBank.generate>;
/** Drafts to review, from a model or (without one) from the bank. */
export type GeneratedQuestions = Data<typeof questionBank.generate>;
/** One draft of {@link GeneratedQuestions}. */
export type QuestionDraft = GeneratedQuestions['list'][number];

/** `POST /v1/tiku/question/generate`: drafts for review (docs/questionBank.md "AI question generation"). */
export function generateQuestions(
  client: ApiClient,
  input: GenerateQuestionsInput,
  options?: RequestOptions,
): Promise<GeneratedQuestions> {
  return send<typeof questionBank.generate>(client, questionBankPaths.generate, input, options);
}

/** A page of the teacher's starred questions (`/v1/tiku/question/favourites`). */
export type FavouritePage = Data<typeof questionBank.favourites>;

/**
 * `POST /v1/tiku/question/favourite {questionId, status}`: 1 stars (收藏), 0 removes the star;
 * idempotent. A question the teacher may not see → 40004.
 */
export function updateQuestionFavourite(
  client: ApiClient,
  questionId: number,
  status: 0 | 1,
  options?: RequestOptions,
): Promise<Data<typeof questionBank.favourite>> {
  return send<typeof questionBank.favourite>(
    client,
    questionBankPaths.favourite,
    { questionId, status },
    options,
  );
}

/** `POST /v1/tiku/question/favourites {page, pageSize}`: 我的收藏, the most recently starred first. */
export function fetchQuestionFavourites(
  client: ApiClient,
  query: BodyInput<typeof questionBank.favourites>,
  options?: RequestOptions,
): Promise<FavouritePage> {
  return send<typeof questionBank.favourites>(client, questionBankPaths.favourites, query, options);
}

/**
 * `POST /v1/tiku/question/similar {questionId}`: up to 10 questions sharing its knowledge
 * points (same 学段 and 学科; same type first, nearest difficulty); 40004 when not visible.
 */
export function fetchSimilarQuestions(
  client: ApiClient,
  questionId: number,
  options?: RequestOptions,
): Promise<Data<typeof questionBank.similar>> {
  return send<typeof questionBank.similar>(
    client,
    questionBankPaths.similar,
    { questionId },
    options,
  );
}

/** The 年份/地区 options of a list. */
export type QuestionFilterOptions = Data<typeof questionBank.filterOptions>;

/** `POST /v1/tiku/question/filters`: the years and regions the questions of a 学段/学科 carry. */
export function fetchQuestionFilterOptions(
  client: ApiClient,
  query: BodyInput<typeof questionBank.filterOptions>,
  options?: RequestOptions,
): Promise<QuestionFilterOptions> {
  return send<typeof questionBank.filterOptions>(
    client,
    questionBankPaths.filterOptions,
    query,
    options,
  );
}

/** `POST /v1/tiku/question/image {fileId}`: an uploaded image as the markup a question's text shows. */
export function fetchQuestionImageLink(
  client: ApiClient,
  fileId: string,
  options?: RequestOptions,
): Promise<Data<typeof questionBank.imageLink>> {
  return send<typeof questionBank.imageLink>(
    client,
    questionBankPaths.imageLink,
    { fileId },
    options,
  );
}
