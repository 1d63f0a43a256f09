import { classroom as contract } from '@aita/contract';
import type { FastifyPluginAsync, FastifyReply } from 'fastify';
import type { Db } from '../../db/database';
import { ok } from '../../platform/http/envelope';
import { parseInput } from '../../platform/http/validate';
import type { ObjectSink } from '../../platform/intake';
import { requireUser, userOf } from '../identity';
import { taughtClass, taughtExam } from './access';
import { Code, MSG_COMMENTS_EMPTY } from '@aita/core';
import { DomainError } from '../../platform/errors';
import { commentsDocument, type CommentService } from './comments.service';
import type { ExamService } from './exams.service';
import type { ExamItemService } from './items.service';
import type { ObservationService } from './observations.service';
import type { ClassroomService } from './service';
import {
  fileNameOf,
  readRosterFile,
  rosterTemplate,
  rosterWorkbook,
  scoresWorkbook,
} from './sheets';

const XLSX_MIME = 'application/vnd.openxmlformats-officedocument.spreadsheetml.sheet';

/** Answers a workbook as a private download. */
function sendXlsx(reply: FastifyReply, name: string, bytes: Uint8Array) {
  return reply
    .header('content-type', XLSX_MIME)
    .header('content-disposition', `attachment; filename*=UTF-8''${encodeURIComponent(name)}`)
    .header('cache-control', 'private, no-store')
    .send(Buffer.from(bytes.buffer, bytes.byteOffset, bytes.byteLength));
}

/**
 * Class management's calls (docs/classroom.md "Endpoints"): thin, contract → service → ok. All
 * but the template need login; the services refuse another teacher's class (40003).
 */
export const classroomRoutes: FastifyPluginAsync<{
  classes: ClassroomService;
  exams: ExamService;
  items: ExamItemService;
  observations: ObservationService;
  comments: CommentService;
  db: Db;
  sink: ObjectSink;
}> = async (app, { classes, exams, items, observations, comments, db, sink }) => {
  const c = contract;
  const uid = (request: Parameters<typeof userOf>[0]) => userOf(request).id;
  const user = { preHandler: requireUser };

  app.post(c.list.path, user, async (request) => ok({ list: await classes.list(uid(request)) }));
  app.post(c.create.path, user, async (request) =>
    ok(await classes.create(uid(request), parseInput(c.create.body, request.body))),
  );
  app.post(c.update.path, user, async (request) => {
    const { classId, ...fields } = parseInput(c.update.body, request.body);
    return ok(await classes.update(uid(request), classId, fields));
  });
  app.post(c.delete.path, user, async (request) => {
    const { classId } = parseInput(c.delete.body, request.body);
    await classes.remove(uid(request), classId);
    return ok(null);
  });
  app.post(c.detail.path, user, async (request) => {
    const { classId } = parseInput(c.detail.body, request.body);
    return ok(await classes.detail(uid(request), classId));
  });
  app.post(c.saveStudent.path, user, async (request) => {
    const { classId, studentId, ...fields } = parseInput(c.saveStudent.body, request.body);
    return ok(await classes.saveStudent(uid(request), classId, studentId, fields));
  });
  app.post(c.deleteStudent.path, user, async (request) => {
    const { classId, studentId } = parseInput(c.deleteStudent.body, request.body);
    await classes.deleteStudent(uid(request), classId, studentId);
    return ok(null);
  });

  app.get(c.rosterTemplate.path, async (_request, reply) =>
    sendXlsx(reply, '学生名单模板.xlsx', await rosterTemplate()),
  );
  app.post(c.rosterRead.path, user, async (request) => {
    const { classId, fileId } = parseInput(c.rosterRead.body, request.body);
    await taughtClass(db, uid(request), classId);
    return ok({ sheets: await readRosterFile(db, sink, uid(request), fileId) });
  });
  app.post(c.rosterImport.path, user, async (request) => {
    const { classId, students, replace } = parseInput(c.rosterImport.body, request.body);
    return ok(await classes.importRoster(uid(request), classId, students, replace));
  });
  app.post(c.rosterExport.path, user, async (request, reply) => {
    const { classId } = parseInput(c.rosterExport.body, request.body);
    const { row } = await taughtClass(db, uid(request), classId);
    const bytes = await rosterWorkbook(row.name, await classes.students(classId));
    return sendXlsx(reply, fileNameOf(row.name, row.grade, '学生名单'), bytes);
  });
  app.post(c.saveSeating.path, user, async (request) => {
    const { classId, ...layout } = parseInput(c.saveSeating.body, request.body);
    return ok(await classes.saveSeating(uid(request), classId, layout));
  });

  app.post(c.exams.path, user, async (request) => {
    const { classId } = parseInput(c.exams.body, request.body);
    return ok({ list: await exams.list(uid(request), classId) });
  });
  app.post(c.saveExam.path, user, async (request) => {
    const { classId, examId, ...fields } = parseInput(c.saveExam.body, request.body);
    return ok(await exams.save(uid(request), classId, examId, fields));
  });
  app.post(c.deleteExam.path, user, async (request) => {
    const { examId } = parseInput(c.deleteExam.body, request.body);
    await exams.remove(uid(request), examId);
    return ok(null);
  });
  app.post(c.examDetail.path, user, async (request) => {
    const { examId } = parseInput(c.examDetail.body, request.body);
    return ok(await exams.detail(uid(request), examId));
  });
  app.post(c.saveScores.path, user, async (request) => {
    const { examId, scores } = parseInput(c.saveScores.body, request.body);
    return ok(await exams.saveScores(uid(request), examId, scores));
  });
  app.post(c.exportScores.path, user, async (request, reply) => {
    const { examId } = parseInput(c.exportScores.body, request.body);
    const { taught, exam: row } = await taughtExam(db, uid(request), examId);
    const { exam, scores } = await exams.detail(uid(request), examId);
    const students = await classes.students(taught.row.id);
    const perItem = row.items.length ? await items.get(uid(request), examId) : undefined;
    const bytes = await scoresWorkbook(exam, taught.row.name, students, scores, perItem);
    return sendXlsx(
      reply,
      fileNameOf(taught.row.name, taught.row.grade, `${exam.name}成绩`),
      bytes,
    );
  });

  app.post(c.observations.path, user, async (request) => {
    const { classId } = parseInput(c.observations.body, request.body);
    return ok({ list: await observations.list(uid(request), classId) });
  });
  app.post(c.addObservation.path, user, async (request) =>
    ok(await observations.add(uid(request), parseInput(c.addObservation.body, request.body))),
  );
  app.post(c.deleteObservation.path, user, async (request) => {
    const { classId, observationId } = parseInput(c.deleteObservation.body, request.body);
    await observations.remove(uid(request), classId, observationId);
    return ok(null);
  });

  app.post(c.comments.path, user, async (request) => {
    const { classId } = parseInput(c.comments.body, request.body);
    return ok(await comments.list(uid(request), classId));
  });
  app.post(c.generateComments.path, user, async (request) =>
    ok(await comments.generate(uid(request), parseInput(c.generateComments.body, request.body))),
  );
  app.post(c.saveComment.path, user, async (request) =>
    ok(await comments.save(uid(request), parseInput(c.saveComment.body, request.body))),
  );
  app.post(c.exportComments.path, user, async (request, reply) => {
    const { classId } = parseInput(c.exportComments.body, request.body);
    const { row } = await taughtClass(db, uid(request), classId);
    const written = await comments.rows(classId);
    if (written.length === 0) throw new DomainError(Code.INVALID_PARAM, MSG_COMMENTS_EMPTY);
    const students = await classes.students(classId);
    const { renderDocx } = await import('@aita/docgen');
    const { bytes } = await renderDocx(commentsDocument(row.name, students, written));
    return reply
      .header(
        'content-type',
        'application/vnd.openxmlformats-officedocument.wordprocessingml.document',
      )
      .header(
        'content-disposition',
        `attachment; filename*=UTF-8''${encodeURIComponent(fileNameOf(row.name, row.grade, '期末评语', 'docx'))}`,
      )
      .header('cache-control', 'private, no-store')
      .send(Buffer.from(bytes.buffer, bytes.byteOffset, bytes.byteLength));
  });

  app.post(c.teachers.path, user, async (request) => {
    const { classId } = parseInput(c.teachers.body, request.body);
    return ok(await classes.teachers(uid(request), classId));
  });
  app.post(c.invite.path, user, async (request) => {
    const { classId } = parseInput(c.invite.body, request.body);
    return ok(await classes.invite(uid(request), classId));
  });
  app.post(c.join.path, user, async (request) => {
    const { code } = parseInput(c.join.body, request.body);
    return ok(await classes.join(uid(request), code));
  });
  app.post(c.removeTeacher.path, user, async (request) => {
    const { classId, userId } = parseInput(c.removeTeacher.body, request.body);
    await classes.removeTeacher(uid(request), classId, userId);
    return ok(null);
  });
};
