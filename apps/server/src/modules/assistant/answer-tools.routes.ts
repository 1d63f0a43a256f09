import { assistant as contract, type Data } from '@aita/contract';
import { Code } from '@aita/core';
import type { FastifyPluginAsync } from 'fastify';
import { requireUser, userOf } from '../identity';
import { ok } from '../../platform/http/envelope';
import { DomainError } from '../../platform/errors';
import { parseInput } from '../../platform/http/validate';
import type { AnswerService } from './answers.service';
import { answerToDocx } from './export-word';
import { MSG_LOG_NOT_FOUND } from './messages';

/** Reason tags offered with 有用 and 没用 (`GET /v1/report/tags`; docs/apps.md "Rating"). */
export const REPORT_TAGS = {
  useful: ['内容专业', '结构清晰', '可直接使用', '贴合学段', '节省时间'],
  useless: [
    '内容空泛',
    '不符合学段',
    '结构不对',
    '有事实错误',
    '没按要求',
    '编造出处',
    '太长或太短',
  ],
} as const;

const ALL_TAGS: ReadonlySet<string> = new Set([...REPORT_TAGS.useful, ...REPORT_TAGS.useless]);

/** 40003: an answer that is still being written, or failed, cannot be exported. */
export const MSG_ANSWER_NOT_READY = '这条回答还没有完成，完成后才能导出';

/** 40004: the answer has no such attached file (or it is a link outside our storage). */
export const MSG_FILE_NOT_FOUND = '这条对话没有这个附件';

/** `yyyyMMdd` in Beijing time, for file names. */
const beijingDate = (d: Date): string =>
  new Date(d.getTime() + 8 * 3600_000).toISOString().slice(0, 10).replace(/-/g, '');

/**
 * What a teacher does with an answer (docs/apps.md "Export to Word", "Rating"):
 * - `POST /v2/aitalk/content/file {logId}` (login) → the answer as `.docx` (attachment); 40004
 *   对话记录不存在 when not the teacher's, 40003 while it is not complete (status 3);
 * - `POST /v2/aitalk/file {logId, index?}` (login) → the teacher's uploaded file attached to the
 *   question, with its original name; 40004 for another teacher's logId or no such upload;
 * - `GET /v1/report/tags` (public) → `{useful, useless}` reason tags;
 * - `POST /v1/evaluation {logId, useful, tags?, reason?}` (login) → stored per teacher and
 *   answer with the conversation's app; rating again replaces. A tag not offered → 40001.
 */
export const answerToolRoutes: FastifyPluginAsync<{ answers: AnswerService }> = async (
  app,
  { answers },
) => {
  app.post(contract.contentFile.path, { preHandler: requireUser }, async (request, reply) => {
    const user = userOf(request);
    const { logId } = parseInput(contract.contentFile.body, request.body);
    const found = await answers.get(user.id, logId);
    if (!found) throw new DomainError(Code.NOT_FOUND, MSG_LOG_NOT_FOUND);
    if (found.status !== 3 || found.answer.trim() === '') {
      throw new DomainError(Code.FORBIDDEN, MSG_ANSWER_NOT_READY);
    }
    const title = found.appName ?? 'AI教学助手';
    const bytes = await answerToDocx(title, found.answer);
    const name = `${title}-${beijingDate(found.createdAt)}.docx`;
    return reply
      .header(
        'content-type',
        'application/vnd.openxmlformats-officedocument.wordprocessingml.document',
      )
      .header('content-disposition', `attachment; filename*=UTF-8''${encodeURIComponent(name)}`)
      .header('cache-control', 'private, no-store')
      .send(Buffer.from(bytes.buffer, bytes.byteOffset, bytes.byteLength));
  });

  app.post(contract.file.path, { preHandler: requireUser }, async (request, reply) => {
    const user = userOf(request);
    const { logId, index } = parseInput(contract.file.body, request.body);
    const found = await answers.file(user.id, logId, index);
    if (found === 'log') throw new DomainError(Code.NOT_FOUND, MSG_LOG_NOT_FOUND);
    if (found === 'file') throw new DomainError(Code.NOT_FOUND, MSG_FILE_NOT_FOUND);
    return reply
      .header('content-type', found.mime)
      .header(
        'content-disposition',
        `attachment; filename*=UTF-8''${encodeURIComponent(found.name)}`,
      )
      .header('cache-control', 'private, no-store')
      .header('x-content-type-options', 'nosniff')
      .send(found.bytes);
  });

  app.get(contract.reportTags.path, async () =>
    ok<Data<typeof contract.reportTags>>({
      useful: [...REPORT_TAGS.useful],
      useless: [...REPORT_TAGS.useless],
    }),
  );

  app.post(contract.evaluation.path, { preHandler: requireUser }, async (request) => {
    const user = userOf(request);
    const body = parseInput(contract.evaluation.body, request.body);
    const tags = [...new Set(body.tags ?? [])];
    const unknown = tags.find((t) => !ALL_TAGS.has(t));
    if (unknown !== undefined) {
      throw new DomainError(Code.INVALID_PARAM, `参数错误：tags 中的「${unknown}」不是可选的标签`);
    }
    const stored = await answers.rate(user.id, body.logId, {
      useful: body.useful === 1,
      tags,
      reason: body.reason?.trim() ?? '',
    });
    if (!stored) throw new DomainError(Code.NOT_FOUND, MSG_LOG_NOT_FOUND);
    return ok<Data<typeof contract.evaluation>>({ logId: body.logId, useful: body.useful, tags });
  });
};
