/**
 * The questionBank area's routes, one module per area so that a browser chunk carries only its own
 * area's (`@aita/contract/paths/questionBank`); `paths.ts` composes them (docs/architecture/contract.md).
 */
import { route } from '../route';

/** The routes of the questionBank area (`paths.questionBank`). */
export const questionBankPaths = {
  /** Browse and search the bank (organisation members; docs/questionBank.md "Access"). */
  questions: route('POST', '/v2/aitalk/question/infos', 'json', 'user'),
  detail: route('POST', '/v1/tiku/question/detail', 'json', 'user'),
  /** The knowledge-point tree of one 学段 and 学科 (curriculum, not content: public). */
  knowledgeTree: route('POST', '/v1/tiku/knowledge/tree', 'json', 'public'),
  /** The in-app address of the current school's bank (the embed flag's `page`). */
  tikuLink: route('POST', '/v1/org/tiku_link', 'json', 'user'),
  /** The organisation embed flag of a bank page (spec §7; docs/questionBank.md). */
  tikuEmbed: route('POST', '/v1/org/tiku_embed', 'json', 'user'),
  /** 校本资源: add or edit a school (or personal) question; remove; share to the school. */
  save: route('POST', '/v1/tiku/question/save', 'json', 'user'),
  remove: route('POST', '/v1/tiku/question/delete', 'json', 'user'),
  share: route('POST', '/v1/tiku/question/share', 'json', 'user'),
  /** Multipart: fields, then one `.docx` in `file`. */
  importDocx: route('POST', '/v1/tiku/question/import', 'upload', 'user'),
  /** The textbook map of one 学段 and 学科 (public, like the knowledge tree). */
  textbookTree: route('POST', '/v1/tiku/textbook/tree', 'json', 'public'),
  /** Bank questions and exam papers by id, for an assistant that cites them (spec §7). */
  resourceDetails: route('POST', '/v2/agent/resource/details', 'json', 'user'),
  /** AI question generation (or, without a model, questions picked from the bank). */
  generate: route('POST', '/v1/tiku/question/generate', 'json', 'user'),
  /** 收藏: star or unstar a question (idempotent); the teacher's starred questions, newest first. */
  favourite: route('POST', '/v1/tiku/question/favourite', 'json', 'user'),
  favourites: route('POST', '/v1/tiku/question/favourites', 'json', 'user'),
  /** 相似题: questions sharing a question's knowledge points. */
  similar: route('POST', '/v1/tiku/question/similar', 'json', 'user'),
  /** The years and regions the questions of a 学段/学科 carry (the 年份/地区 filters). */
  filterOptions: route('POST', '/v1/tiku/question/filters', 'json', 'user'),
  /** An uploaded image (`/v1/file/upload` kind image) as the link a question's text shows. */
  imageLink: route('POST', '/v1/tiku/question/image', 'json', 'user'),
} as const;
