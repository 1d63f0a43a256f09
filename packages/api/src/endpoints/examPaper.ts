import type { BodyInput, Data, examPaper } from '@aita/contract';
import { examPaperPaths } from '@aita/contract/paths/examPaper';
import { postForBlob, type BlobRequestOptions } from '../blob';
import type { ApiClient, RequestOptions } from '../client';
import { send } from './send';

/** A whole paper (sections, headings, scores, snapshots of the questions). */
export type ExamPaper = Data<typeof examPaper.save>;
/** One question of a paper. */
export type ExamPaperItem = ExamPaper['sections'][number]['items'][number];
/** The teacher's paper list. */
export type ExamPaperList = { list: ExamPaperRow[]; total: number };
/** A row of the paper list. */
export type ExamPaperRow = {
  paperId: number;
  title: string;
  questionCount: number;
  totalScore: number;
  updatedAt: string;
};
/** Body of {@link saveExamPaper}. */
export type ExamPaperSave = BodyInput<typeof examPaper.save>;
/** Body of {@link editExamPaper} without the paper id. */
export type ExamPaperEdit = Omit<BodyInput<typeof examPaper.question>, 'paperId'>;
/** Body of {@link assembleExamPaper}. */
export type ExamPaperAssembly = BodyInput<typeof examPaper.assemble>;
/** What smart assembly answers. */
export type ExamPaperAssembled = Data<typeof examPaper.assemble>;
/** Body of {@link downloadExamPaperWord}. */
export type ExamPaperWordRequest = BodyInput<typeof examPaper.word>;

/** `POST /v2/aitalk/paper/info {}`: the teacher's papers, newest first (docs/examPaper.md). */
export async function fetchExamPapers(
  client: ApiClient,
  page = 1,
  options?: RequestOptions,
): Promise<ExamPaperList> {
  const data = await send<typeof examPaper.info>(client, examPaperPaths.info, { page }, options);
  return 'list' in data ? data : { list: [], total: 0 };
}

/** `POST /v2/aitalk/paper/info {paperId}`: one paper whole; 40004 for another teacher's. */
export async function fetchExamPaper(
  client: ApiClient,
  paperId: number,
  options?: RequestOptions,
): Promise<ExamPaper> {
  const data = await send<typeof examPaper.info>(client, examPaperPaths.info, { paperId }, options);
  if ('list' in data) throw new Error('paper/info answered a list for a paperId');
  return data;
}

/** `POST /v2/aitalk/paper/save`: creates a paper (from the basket's `questionIds`) or renames it. */
export function saveExamPaper(client: ApiClient, body: ExamPaperSave, options?: RequestOptions) {
  return send<typeof examPaper.save>(client, examPaperPaths.save, body, options);
}

/** `POST /v2/aitalk/paper/copy {paperId, variant}`: a copy …（副本）, or the paper's B 卷. */
export function copyExamPaper(
  client: ApiClient,
  paperId: number,
  variant: 'copy' | 'B' = 'copy',
  options?: RequestOptions,
) {
  return send<typeof examPaper.copy>(client, examPaperPaths.copy, { paperId, variant }, options);
}

/** `POST /v2/aitalk/paper/delete {paperId}`. */
export function deleteExamPaper(client: ApiClient, paperId: number, options?: RequestOptions) {
  return send<typeof examPaper.delete>(client, examPaperPaths.delete, { paperId }, options);
}

/** `POST /v2/aitalk/paper/question {paperId, action, …}`: add, remove, move, score, sectionScore, swap. */
export function editExamPaper(
  client: ApiClient,
  paperId: number,
  edit: ExamPaperEdit,
  options?: RequestOptions,
) {
  return send<typeof examPaper.question>(
    client,
    examPaperPaths.question,
    { paperId, ...edit },
    options,
  );
}

/** `POST /v2/aitalk/paper/assemble`: 智能组卷; the new paper and the Chinese notes on shortfalls. */
export function assembleExamPaper(
  client: ApiClient,
  body: ExamPaperAssembly,
  options?: RequestOptions,
) {
  return send<typeof examPaper.assemble>(client, examPaperPaths.assemble, body, options);
}

/** `POST /v2/aitalk/paper/word {paperId, layout, withAnswers}`: the .docx as a `Blob`. */
export function downloadExamPaperWord(
  client: ApiClient,
  body: ExamPaperWordRequest,
  options?: BlobRequestOptions,
): Promise<Blob> {
  return postForBlob(client, examPaperPaths.word.path, body, options);
}

/** `POST /v2/aitalk/paper/file {paperId, kind: 'answers'}`: the 答案与解析 as its own .docx. */
export function downloadExamPaperFile(
  client: ApiClient,
  body: BodyInput<typeof examPaper.file>,
  options?: BlobRequestOptions,
): Promise<Blob> {
  return postForBlob(client, examPaperPaths.file.path, body, options);
}

/** A row of the papers shared to the current school (with the owner's name). */
export type SharedExamPaperRow = Data<typeof examPaper.shared>['list'][number];

/** `POST /v2/aitalk/paper/share {paperId, shared}`: shares to the current school, or unshares. */
export function shareExamPaper(
  client: ApiClient,
  paperId: number,
  shared: boolean,
  options?: RequestOptions,
) {
  return send<typeof examPaper.share>(client, examPaperPaths.share, { paperId, shared }, options);
}

/** `POST /v2/aitalk/paper/shared {}`: the papers shared to the caller's current school. */
export function fetchSharedExamPapers(client: ApiClient, page = 1, options?: RequestOptions) {
  return send<typeof examPaper.shared>(client, examPaperPaths.shared, { page }, options);
}

/** Body of {@link assembleExamPaperToBlueprint}: the 双向细目表 cells and the target 难度系数. */
export type ExamPaperBlueprintAssembly = BodyInput<typeof examPaper.assembleBlueprint>;
/** The paper assembled to a 双向细目表, with the cells the bank could not fill. */
export type ExamPaperBlueprintAssembled = Data<typeof examPaper.assembleBlueprint>;

/** `POST /v2/aitalk/paper/assemble/blueprint`: 按双向细目表组卷; notes say cell by cell what is short. */
export function assembleExamPaperToBlueprint(
  client: ApiClient,
  body: ExamPaperBlueprintAssembly,
  options?: RequestOptions,
): Promise<ExamPaperBlueprintAssembled> {
  return send<typeof examPaper.assembleBlueprint>(
    client,
    examPaperPaths.assembleBlueprint,
    body,
    options,
  );
}

/** Body of {@link saveExamPaperBlueprint}'s target: cells and level scores, or null to clear. */
export type ExamPaperBlueprintTarget = BodyInput<typeof examPaper.blueprint>['target'];

/** `POST /v2/aitalk/paper/blueprint {paperId, target}`: saves the paper's 双向细目表 target. */
export function saveExamPaperBlueprint(
  client: ApiClient,
  paperId: number,
  target: ExamPaperBlueprintTarget,
  options?: RequestOptions,
): Promise<ExamPaper> {
  return send<typeof examPaper.blueprint>(
    client,
    examPaperPaths.blueprint,
    { paperId, target },
    options,
  );
}
