import { classroomItems as c } from '@aita/contract';
import type { FastifyPluginAsync } from 'fastify';
import { ok } from '../../platform/http/envelope';
import { parseInput } from '../../platform/http/validate';
import { requireUser, userOf } from '../identity';
import type { Db } from '../../db/database';
import type { ExamItemService } from './items.service';
import { examTrend } from './trend';

/**
 * Per-question scores' calls (docs/classroom.md "Per-question scores"): thin, contract →
 * service → ok; the service refuses another teacher's exam (40003).
 */
export const classroomItemRoutes: FastifyPluginAsync<{ items: ExamItemService; db: Db }> = async (
  app,
  { items, db },
) => {
  const uid = (request: Parameters<typeof userOf>[0]) => userOf(request).id;
  const user = { preHandler: requireUser };

  app.post(c.examItems.path, user, async (request) => {
    const { examId } = parseInput(c.examItems.body, request.body);
    return ok(await items.get(uid(request), examId));
  });
  app.post(c.saveExamItems.path, user, async (request) => {
    const { examId, ...source } = parseInput(c.saveExamItems.body, request.body);
    return ok(await items.save(uid(request), examId, source));
  });
  app.post(c.saveItemScores.path, user, async (request) => {
    const { examId, scores } = parseInput(c.saveItemScores.body, request.body);
    return ok(await items.saveScores(uid(request), examId, scores));
  });
  app.post(c.saveItemPoints.path, user, async (request) => {
    const { examId, items: lists } = parseInput(c.saveItemPoints.body, request.body);
    return ok(
      await items.savePoints(
        uid(request),
        examId,
        lists.map((l) => l.knowledgePointIds),
      ),
    );
  });
  app.post(c.examTrend.path, user, async (request) => {
    const { classId } = parseInput(c.examTrend.body, request.body);
    return ok({ list: await examTrend(db, uid(request), classId) });
  });
};
