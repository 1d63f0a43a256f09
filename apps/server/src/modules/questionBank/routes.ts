import { questionBank } from '@aita/contract';
import type { FastifyPluginAsync } from 'fastify';
import { optionalUser, requireUser, userOf } from '../identity';
import { ok } from '../../platform/http/envelope';
import { parseInput } from '../../platform/http/validate';
import type { QuestionBankService } from './service';

/**
 * The question bank's calls (docs/questionBank.md "Endpoints"): thin, contract → service → ok.
 */
export const questionBankRoutes: FastifyPluginAsync<{ bank: QuestionBankService }> = async (
  app,
  { bank },
) => {
  const { questions, detail, knowledgeTree, tikuLink } = questionBank;
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
  app.post(tikuLink.path, { preHandler: requireUser }, async (request) => {
    const { page } = parseInput(tikuLink.body, request.body);
    return ok(await bank.link(userOf(request).id, page));
  });
};
