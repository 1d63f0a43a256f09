import { Code } from '@aita/core';
import type { FastifyPluginAsync } from 'fastify';
import { z } from 'zod';
import { requireUser, userOf } from '../identity';
import { ok } from '../../platform/http/envelope';
import { DomainError } from '../../platform/errors';
import { parseInput } from '../../platform/http/validate';
import { MSG_CONVERSATION_NOT_FOUND, MSG_LOG_NOT_FOUND } from './messages';
import { pageFields, titleField, uuidField } from './conversation-fields';
import type { ConversationService } from './conversations.service';

/** `order` of `/v1/aitalk/log/list`: `asc` (default, oldest first) or `desc` (newest first). */
const orderField = z
  .unknown()
  .optional()
  .refine((v) => v === undefined || v === 'asc' || v === 'desc', { message: '应为 asc 或 desc' })
  .transform((v) => (v === 'desc' ? 'desc' : 'asc') as 'asc' | 'desc');

/**
 * Body of `POST /v1/aitalk/log/list`: `pageSize` 1..100, default 50; `order` asc|desc (default
 * asc); `before`, a logId of the conversation: only older exchanges.
 */
export const logListBody = z.object({
  id: uuidField,
  ...pageFields(50),
  order: orderField,
  before: uuidField.optional(),
});
/** Body of `POST /v1/aitalk/log/update`: the new title, 1..50 characters. */
export const logUpdateBody = z.object({ id: uuidField, title: titleField });

/**
 * The exchanges of a conversation (§7 "AI talk"; login required; 40004 会话不存在 when not the
 * teacher's):
 * - `POST /v1/aitalk/log/list {id, page?, pageSize?, order?, before?}` →
 *   `{list: ConversationMessageItem[], total, hasMore}`, oldest first unless `order: 'desc'`;
 *   `before` (a logId; 40004 对话记录不存在 when not of this conversation) lists only the
 *   exchanges older than it, so a client can page back from the newest (docs/assistant.md);
 * - `POST /v1/aitalk/log/update {id, title}` → `{id, title}`: renames the conversation
 *   (whitespace collapsed; 40001 when blank or over 50 characters).
 */
export const aitalkLogRoutes: FastifyPluginAsync<{ conversations: ConversationService }> = async (
  app,
  { conversations },
) => {
  app.post('/v1/aitalk/log/list', { preHandler: requireUser }, async (request) => {
    const { id, ...query } = parseInput(logListBody, request.body);
    const result = await conversations.messages(userOf(request).id, id, query);
    if (result === 'conversation-not-found') {
      throw new DomainError(Code.NOT_FOUND, MSG_CONVERSATION_NOT_FOUND);
    }
    if (result === 'log-not-found') throw new DomainError(Code.NOT_FOUND, MSG_LOG_NOT_FOUND);
    return ok(result);
  });

  app.post('/v1/aitalk/log/update', { preHandler: requireUser }, async (request) => {
    const { id, title } = parseInput(logUpdateBody, request.body);
    if (!(await conversations.rename(userOf(request).id, id, title))) {
      throw new DomainError(Code.NOT_FOUND, MSG_CONVERSATION_NOT_FOUND);
    }
    return ok({ id, title });
  });
};
