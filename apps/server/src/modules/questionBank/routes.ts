import { questionBank } from '@aita/contract';
import {
  Code,
  DIFFICULTY_MAX,
  DIFFICULTY_MIN,
  MSG_IMPORT_NOT_DOCX,
  MSG_IMPORT_TOO_LARGE,
  QUESTION_IMPORT_MAX_BYTES,
} from '@aita/core';
import multipart from '@fastify/multipart';
import type { FastifyPluginAsync, FastifyRequest } from 'fastify';
import { optionalUser, requireUser, userOf } from '../identity';
import { DomainError } from '../../platform/errors';
import { ok } from '../../platform/http/envelope';
import { parseInput } from '../../platform/http/validate';
import type { ImportDefaults, QuestionEditor } from './editor';
import type { QuestionGenerator } from './generate-service';
import type { QuestionImages } from './images';
import type { QuestionBankService } from './service';
import type { QuestionShelf } from './shelf';
import type { TextbookService } from './textbook';

const invalid = (message: string) => new DomainError(Code.INVALID_PARAM, message);

/** An integer field of the import form, or 40001 naming it. */
function intOf(
  fields: Map<string, string>,
  name: string,
  min: number,
  max: number,
  fallback?: number,
) {
  const raw = fields.get(name);
  if (raw === undefined && fallback !== undefined) return fallback;
  const value = raw !== undefined && /^\d{1,4}$/.test(raw) ? Number(raw) : NaN;
  if (!(value >= min && value <= max))
    throw invalid(`参数错误：${name} 应为 ${min} 到 ${max} 的整数`);
  return value;
}

/** The import form's fields and its one `.docx`; anything malformed or too large is 40001. */
async function readImport(
  request: FastifyRequest,
): Promise<{ defaults: ImportDefaults; bytes: Buffer }> {
  if (!request.isMultipart()) throw invalid(MSG_IMPORT_NOT_DOCX);
  const fields = new Map<string, string>();
  let bytes: Buffer | undefined;
  try {
    for await (const part of request.parts()) {
      if (part.type === 'field') {
        fields.set(part.fieldname, String(part.value));
        continue;
      }
      if (part.fieldname !== 'file' || bytes !== undefined || !/\.docx$/i.test(part.filename)) {
        part.file.resume();
        throw invalid(MSG_IMPORT_NOT_DOCX);
      }
      bytes = await part.toBuffer();
    }
  } catch (error) {
    if (error instanceof DomainError) throw error;
    const code = (error as { code?: string }).code;
    request.log.info({ errCode: code }, 'question import refused');
    throw invalid(code === 'FST_REQ_FILE_TOO_LARGE' ? MSG_IMPORT_TOO_LARGE : MSG_IMPORT_NOT_DOCX);
  }
  if (bytes === undefined) throw invalid(MSG_IMPORT_NOT_DOCX);
  const point = fields.get('knowledgePointId') ?? '';
  if (!/^[a-z0-9][a-z0-9._-]{0,63}$/.test(point))
    throw invalid('参数错误：knowledgePointId 取值无效');
  const scope = fields.get('scope') ?? 'school';
  if (scope !== 'school' && scope !== 'personal') throw invalid('参数错误：scope 取值无效');
  return {
    bytes,
    defaults: {
      scope,
      period: intOf(fields, 'period', 1, 99),
      subject: intOf(fields, 'subject', 1, 99),
      grade: intOf(fields, 'grade', 1, 12),
      knowledgePointId: point,
      difficulty: intOf(fields, 'difficulty', DIFFICULTY_MIN, DIFFICULTY_MAX, 3),
    },
  };
}

/**
 * The question bank's calls (docs/questionBank.md "Endpoints"): thin, contract → service → ok.
 */
export const questionBankRoutes: FastifyPluginAsync<{
  bank: QuestionBankService;
  editor: QuestionEditor;
  textbook: TextbookService;
  generator: QuestionGenerator;
  shelf: QuestionShelf;
  images: QuestionImages;
}> = async (app, { bank, editor, textbook, generator, shelf, images }) => {
  const {
    questions,
    detail,
    knowledgeTree,
    tikuLink,
    tikuEmbed,
    save,
    remove,
    share,
    textbookTree,
    generate,
    filterOptions,
    imageLink,
  } = questionBank;
  app.post(imageLink.path, { preHandler: requireUser }, async (request) => {
    const { fileId } = parseInput(imageLink.body, request.body);
    return ok(await images.link(userOf(request).id, fileId));
  });
  app.post(filterOptions.path, { preHandler: requireUser }, async (request) => {
    const body = parseInput(filterOptions.body, request.body);
    return ok(await bank.filterOptions(userOf(request).id, body));
  });
  app.post(questions.path, { preHandler: requireUser }, async (request) => {
    const filter = parseInput(questions.body, request.body);
    return ok(await bank.list(userOf(request).id, filter));
  });
  app.post(detail.path, { preHandler: requireUser }, async (request) => {
    const { questionId } = parseInput(detail.body, request.body);
    return ok(await bank.detail(userOf(request).id, questionId));
  });
  app.post(knowledgeTree.path, { preHandler: optionalUser }, async (request) => {
    const { period, subject } = parseInput(knowledgeTree.body, request.body);
    return ok({ list: await bank.tree(period, subject) });
  });
  app.post(textbookTree.path, { preHandler: optionalUser }, async (request) => {
    const { period, subject } = parseInput(textbookTree.body, request.body);
    return ok({ list: await textbook.tree(period, subject) });
  });
  app.post(tikuLink.path, { preHandler: requireUser }, async (request) => {
    const { page } = parseInput(tikuLink.body, request.body);
    return ok(await bank.link(userOf(request).id, page));
  });
  app.post(tikuEmbed.path, { preHandler: requireUser }, async (request) => {
    const { orgId, page } = parseInput(tikuEmbed.body, request.body);
    return ok(await bank.embed(userOf(request).id, orgId, page));
  });
  app.post(save.path, { preHandler: requireUser }, async (request) => {
    const input = parseInput(save.body, request.body);
    return ok(await editor.save(userOf(request).id, input));
  });
  app.post(remove.path, { preHandler: requireUser }, async (request) => {
    const { questionId } = parseInput(remove.body, request.body);
    await editor.remove(userOf(request).id, questionId);
    return ok({});
  });
  app.post(share.path, { preHandler: requireUser }, async (request) => {
    const { questionId } = parseInput(share.body, request.body);
    return ok(await editor.share(userOf(request).id, questionId));
  });
  app.post(generate.path, { preHandler: requireUser }, async (request) => {
    const form = parseInput(generate.body, request.body);
    return ok(await generator.generate(userOf(request).id, form));
  });
  app.post(questionBank.favourite.path, { preHandler: requireUser }, async (request) => {
    const { questionId, status } = parseInput(questionBank.favourite.body, request.body);
    return ok(await shelf.favourite(userOf(request).id, questionId, status));
  });
  app.post(questionBank.favourites.path, { preHandler: requireUser }, async (request) => {
    const { page, pageSize, ...filter } = parseInput(questionBank.favourites.body, request.body);
    return ok(await shelf.favourites(userOf(request).id, page, pageSize, filter));
  });
  app.post(questionBank.similar.path, { preHandler: requireUser }, async (request) => {
    const { questionId } = parseInput(questionBank.similar.body, request.body);
    return ok(await shelf.similar(userOf(request).id, questionId));
  });
  await app.register(async (scoped) => {
    await scoped.register(multipart, {
      limits: {
        fileSize: QUESTION_IMPORT_MAX_BYTES,
        files: 1,
        fields: 10,
        parts: 11,
        fieldSize: 200,
      },
    });
    scoped.post(questionBank.importDocx.path, async (request) => {
      // Checked here rather than as a preHandler, like the other uploads: the multipart body is
      // this route's own input.
      await requireUser(request);
      const { defaults, bytes } = await readImport(request);
      return ok(await editor.importDocx(userOf(request).id, bytes, defaults));
    });
  });
};
