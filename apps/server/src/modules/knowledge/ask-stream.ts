import { randomUUID } from 'node:crypto';
import { knowledge as endpoints, parseRequest, type Data } from '@aita/contract';
import { AI_STATUS_COMPLETE, AI_STREAM_EVENTS, Code, KNOWLEDGE_HITS_EVENT } from '@aita/core';
import type { FastifyPluginAsync } from 'fastify';
import { runAssistantAnswer } from '../../ai/answer-pipeline';
import type { ModelProvider } from '../../ai/provider';
import type { SensitiveWordFilter } from '../../moderation/sensitive-words';
import { DomainError } from '../../platform/errors';
import { eventStreamRoute, openEventStream } from '../../platform/http/sse';
import { requireUser, userOf } from '../identity';
import { ANSWER_PASSAGES, passageContext } from './answers';
import { ANSWER_SYSTEM, MSG_NO_MODEL, MSG_NO_PASSAGES } from './messages';
import type { KnowledgeService } from './service';

export interface AskStreamOptions {
  service: KnowledgeService;
  /** The chat model; undefined when none is configured (the passages alone are sent). */
  provider: ModelProvider | undefined;
  moderation: SensitiveWordFilter;
  keepAliveMs: number;
}

/**
 * `POST /v2/aitalk/knowledge/ask/stream` (docs/knowledge.md "Asking"): the question of `ask`
 * answered on the streaming contract (ARCHITECTURE.md): input checked as a JSON envelope before
 * the stream starts; then one `knowledge-hits` event with the passages the answer cites as [n],
 * the answer's `ai-reply` deltas (the assistant's pipeline: moderation of question and answer,
 * timeouts, exactly one final status 3/4/5) and the end. Nothing is stored.
 */
export const knowledgeAskStreamRoute: FastifyPluginAsync<AskStreamOptions> = async (
  app,
  { service, provider, moderation, keepAliveMs },
) => {
  app.post(
    endpoints.askStream.path,
    { ...eventStreamRoute, preHandler: requireUser },
    async (request, reply) => {
      const parsed = parseRequest(endpoints.askStream.body, request.body ?? {});
      if (!parsed.success) throw new DomainError(Code.INVALID_PARAM, parsed.msg);
      const body = parsed.data;
      const uid = userOf(request).id;
      const { hits } = await service.searchPassages(
        uid,
        body.question,
        {
          libraryIds: body.libraryIds,
          scope: body.scope && body.scopeId ? { kind: body.scope, id: body.scopeId } : undefined,
        },
        ANSWER_PASSAGES,
      );
      const controller = new AbortController();
      reply.raw.on('close', () => {
        if (!reply.raw.writableFinished) controller.abort();
      });
      const stream = openEventStream(reply, keepAliveMs);
      const logId = randomUUID();
      try {
        const notice = hits.length === 0 ? MSG_NO_PASSAGES : provider ? '' : MSG_NO_MODEL;
        await stream.write(KNOWLEDGE_HITS_EVENT, {
          hits: hits.map(({ score: _score, ...hit }) => ({
            ...hit,
            snippetRanges: hit.snippetRanges.map(([a, b]): [number, number] => [a, b]),
          })),
          model: provider !== undefined,
          notice,
        } satisfies Data<typeof endpoints.askStream>);
        if (!provider || hits.length === 0) {
          await stream.write(AI_STREAM_EVENTS.reply, {
            status: AI_STATUS_COMPLETE,
            answerContent: '',
            logId,
          });
          return;
        }
        await runAssistantAnswer({
          provider,
          moderation,
          question: body.question,
          deepThink: false,
          network: false,
          controller,
          logId,
          systemPrompt: `${ANSWER_SYSTEM}\n\n资料：\n${passageContext(hits)}`,
          onEvent: (event) => stream.write(event.event, event.data),
          onWarning: (error) => request.log.warn({ err: error }, 'knowledge answer warning'),
        });
      } catch (error) {
        // The client went away: nothing more to send.
        request.log.info({ err: error }, 'knowledge answer stream ended early');
      } finally {
        stream.close();
      }
    },
  );
};
