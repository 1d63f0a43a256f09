import { examPaper, questionBank, type Data } from '@aita/contract';
import {
  Code,
  MSG_PAPER_EMPTY,
  PAPER_LAYOUTS,
  PAPER_LAYOUT_NAMES,
  type ExamPaperData,
} from '@aita/core';
import type { FastifyPluginAsync, FastifyReply } from 'fastify';
import { requireUser, userOf } from '../identity';
import { ok } from '../../platform/http/envelope';
import { parseInput } from '../../platform/http/validate';
import { DomainError } from '../../platform/errors';
import { answerSheetDocx } from './answer-sheet';
import type { PaperAssembly } from './assembly';
import type { BlueprintTargets } from './blueprint-target';
import { answersDocx, fileName, layoutOf, paperDocx } from './document';
import { loadPictures, type ReadObject } from './paper-images';
import type { ExamPaperService, QuestionEdit } from './service';
import type { PaperSharing } from './sharing';
import type { ResourceDetails } from './resource-details';

const DOCX = 'application/vnd.openxmlformats-officedocument.wordprocessingml.document';

function sendDocx(reply: FastifyReply, bytes: Uint8Array, name: string) {
  return reply
    .header('content-type', DOCX)
    .header('content-disposition', `attachment; filename*=UTF-8''${encodeURIComponent(name)}`)
    .header('cache-control', 'private, no-store')
    .send(Buffer.from(bytes.buffer, bytes.byteOffset, bytes.byteLength));
}

function nonEmpty(paper: ExamPaperData): ExamPaperData {
  if (paper.questionCount === 0) throw new DomainError(Code.INVALID_PARAM, MSG_PAPER_EMPTY);
  return paper;
}

/**
 * The exam-paper calls (docs/examPaper.md "Endpoints"): thin, contract → service → ok, and the
 * two that answer a .docx instead of an envelope.
 */
export const examPaperRoutes: FastifyPluginAsync<{
  papers: ExamPaperService;
  assembly: PaperAssembly;
  sharing: PaperSharing;
  resources: ResourceDetails;
  targets: BlueprintTargets;
  /** Reads a stored picture for the Word file (the object store). */
  readObject: ReadObject;
}> = async (app, { papers, assembly, sharing, resources, targets, readObject }) => {
  const e = examPaper;
  const details = questionBank.resourceDetails;
  app.post(details.path, { preHandler: requireUser }, async (request) => {
    const body = parseInput(details.body, request.body);
    return ok<Data<typeof details>>(await resources.details(userOf(request).id, body.resources));
  });
  app.post(e.info.path, { preHandler: requireUser }, async (request) => {
    const body = parseInput(e.info.body, request.body);
    const uid = userOf(request).id;
    const data: Data<typeof e.info> =
      body.paperId === undefined
        ? await papers.list(uid, body.page, body.pageSize)
        : await papers.get(uid, body.paperId);
    return ok(data);
  });
  app.post(e.save.path, { preHandler: requireUser }, async (request) => {
    const body = parseInput(e.save.body, request.body);
    return ok<Data<typeof e.save>>(await papers.save(userOf(request).id, body));
  });
  app.post(e.copy.path, { preHandler: requireUser }, async (request) => {
    const { paperId, variant } = parseInput(e.copy.body, request.body);
    return ok<Data<typeof e.copy>>(await papers.copy(userOf(request).id, paperId, variant));
  });
  app.post(e.delete.path, { preHandler: requireUser }, async (request) => {
    const { paperId } = parseInput(e.delete.body, request.body);
    return ok<Data<typeof e.delete>>(await papers.remove(userOf(request).id, paperId));
  });
  app.post(e.question.path, { preHandler: requireUser }, async (request) => {
    const { paperId, ...rest } = parseInput(e.question.body, request.body);
    // The contract's refinement guarantees each action's fields.
    const edit = rest as QuestionEdit;
    return ok<Data<typeof e.question>>(await papers.edit(userOf(request).id, paperId, edit));
  });
  app.post(e.share.path, { preHandler: requireUser }, async (request) => {
    const { paperId, shared } = parseInput(e.share.body, request.body);
    return ok<Data<typeof e.share>>(await sharing.share(userOf(request).id, paperId, shared));
  });
  app.post(e.shared.path, { preHandler: requireUser }, async (request) => {
    const { page, pageSize } = parseInput(e.shared.body, request.body);
    return ok<Data<typeof e.shared>>(await sharing.list(userOf(request).id, page, pageSize));
  });
  app.post(e.assemble.path, { preHandler: requireUser }, async (request) => {
    const body = parseInput(e.assemble.body, request.body);
    return ok<Data<typeof e.assemble>>(await assembly.assemble(userOf(request).id, body));
  });
  app.post(e.assembleBlueprint.path, { preHandler: requireUser }, async (request) => {
    const body = parseInput(e.assembleBlueprint.body, request.body);
    return ok<Data<typeof e.assembleBlueprint>>(
      await assembly.assembleToBlueprint(userOf(request).id, body),
    );
  });
  app.post(e.blueprint.path, { preHandler: requireUser }, async (request) => {
    const { paperId, target } = parseInput(e.blueprint.body, request.body);
    return ok<Data<typeof e.blueprint>>(await targets.save(userOf(request).id, paperId, target));
  });
  app.post(e.word.path, { preHandler: requireUser }, async (request, reply) => {
    const { paperId, layout, withAnswers, withBlueprint } = parseInput(e.word.body, request.body);
    const paper = nonEmpty(await papers.get(userOf(request).id, paperId));
    const stems = paper.sections.flatMap((section) => section.items.map((item) => item.stem));
    const pictures = await loadPictures(stems, readObject);
    const { bytes } = await paperDocx(paper, layout, withAnswers, withBlueprint, pictures);
    const extras = `${withAnswers ? '，含答案' : ''}${withBlueprint ? '，含细目表' : ''}`;
    return sendDocx(reply, bytes, fileName(paper, `${layout}${extras}`));
  });
  app.post(e.file.path, { preHandler: requireUser }, async (request, reply) => {
    const { paperId, kind } = parseInput(e.file.body, request.body);
    const paper = nonEmpty(await papers.get(userOf(request).id, paperId));
    const { bytes } = kind === 'answers' ? await answersDocx(paper) : await answerSheetDocx(paper);
    return sendDocx(reply, bytes, fileName(paper, kind === 'answers' ? '答案与解析' : '答题卡'));
  });
  app.post(e.template.path, { preHandler: requireUser }, async () =>
    ok<Data<typeof e.template>>({
      list: PAPER_LAYOUTS.map((layout) => {
        const l = layoutOf(layout);
        return {
          layout,
          name: PAPER_LAYOUT_NAMES[layout],
          orientation: layout === 'A4' ? ('portrait' as const) : ('landscape' as const),
          columns: l.columns,
          seal: l.seal,
        };
      }),
    }),
  );
};
