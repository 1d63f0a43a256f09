import { assistant as contract } from '@aita/contract';
import {
  AI_STATUS_UNABLE,
  AI_STREAM_EVENTS,
  Code,
  isFinalAiStatus,
  type WebSearchResult,
} from '@aita/core';
import type { FastifyPluginAsync } from 'fastify';
import {
  runAssistantAnswer,
  ShutdownSignal,
  type AssistantStreamEvent,
} from '../../ai/answer-pipeline';
import { requireUser, userOf } from '../identity';
import { DomainError } from '../../platform/errors';
import { openEventStream } from '../../platform/http/sse';
import { parseInput } from '../../platform/http/validate';
import { citedNumbers } from '../../search/context';
import type { WebSearchProvider } from '../../search/web-search';
import { MSG_APP_NOT_FOUND } from '../apps';
import type { AppService } from '../apps';
import {
  imagePromptBlock,
  MSG_ANSWER_NOT_SAVED,
  MSG_LOG_NOT_FOUND,
  MSG_TOO_MANY_QUESTIONS,
  MSG_TOO_MANY_STREAMS,
} from './messages';
import type { AssistantService } from './service';
import type { ConversationService, FinishExchange } from './conversations.service';
/** Waits before the second and third tries of storing a finished answer. */
const STORE_RETRY_WAITS_MS = [250, 1000];

/** Options of {@link aiAssistantQuestionRoute}. */
export interface AiAssistantQuestionOptions {
  assistant: AssistantService;
  conversations: ConversationService;
  appService: AppService;
  /** Base of same-origin `/oss/` image paths in the prompt (config PUBLIC_ORIGIN). */
  publicOrigin: string;
}

/**
 * `POST /v2/aiassistant/question` (ARCHITECTURE.md "Streaming contract"; spec §4, §7): login
 * required (20100/20200), input validated (40001), app and `logId` resolved (40004), per-teacher
 * limits (42900) — all answered as JSON envelopes before the stream starts. Then
 * `text/event-stream`: `keep-alive` whenever nothing was sent for `AI_KEEP_ALIVE_MS`, one
 * `ai-networking` when web search ran, `ai-reply` deltas, exactly one final status 3/4/5. The
 * exchange is stored under its `logId` before the final event is written, and also when the
 * client went away (the upstream is then aborted at once).
 */
export const aiAssistantQuestionRoute: FastifyPluginAsync<AiAssistantQuestionOptions> = async (
  app,
  { assistant, conversations, appService, publicOrigin },
) => {
  const live = new Set<AbortController>();
  // Streams would otherwise hold app.close() open for up to AI_MAX_ANSWER_MS.
  app.addHook('preClose', async () => {
    for (const controller of live) controller.abort(new ShutdownSignal());
  });

  app.post(contract.question.path, { preHandler: requireUser }, async (request, reply) => {
    const user = userOf(request);
    const body = parseInput(contract.question.body, request.body);
    const deepThink = body.isDeepThink || body.deepThink;
    const network = body.isNetwork;

    // Never rejects: with REDIS_URL a failing Redis falls back to this instance's counters.
    const limited = await assistant.limits.acquire(user.id);
    if (!limited.ok) {
      throw new DomainError(
        Code.TOO_MANY_REQUESTS,
        limited.reason === 'streams' ? MSG_TOO_MANY_STREAMS : MSG_TOO_MANY_QUESTIONS,
      );
    }
    const { slot } = limited;
    const controller = new AbortController();
    try {
      let appId: number | undefined;
      let uri: string | undefined;
      if (!body.logId && (body.appId !== undefined || body.uri !== undefined)) {
        const [found] =
          body.appId !== undefined
            ? await appService.byIds([body.appId])
            : await appService.byUris([body.uri ?? '']);
        if (!found) throw new DomainError(Code.NOT_FOUND, MSG_APP_NOT_FOUND);
        appId = found.appId;
        uri = found.uri;
      }
      const engines = assistant.engines();
      const imgUrls = body.imgUrls ?? [];
      const started = await conversations.start({
        userId: user.id,
        continueLogId: body.logId,
        appId,
        uri,
        question: body.content,
        imgUrls,
        deepThink,
        network,
        provider: engines.provider.name,
      });
      if (!started) throw new DomainError(Code.NOT_FOUND, MSG_LOG_NOT_FOUND);
      const { logId } = started;

      // The model reads the images as links before the question; search and the offline mode
      // (which cannot read images) get the question alone.
      const links = imgUrls.map((l) => (l.startsWith('/oss/') ? `${publicOrigin}${l}` : l));
      const question =
        links.length > 0 && !engines.provider.offline
          ? `${imagePromptBlock(links)}${body.content}`
          : body.content;
      let searched: WebSearchResult[] = [];
      const search: WebSearchProvider = {
        name: engines.search.name,
        async search(_query, options) {
          searched = await engines.search.search(body.content, options);
          return searched;
        },
      };

      live.add(controller);
      const onClose = (): void => {
        if (!reply.raw.writableFinished) controller.abort();
      };
      reply.raw.on('close', onClose);
      const stream = openEventStream(reply, assistant.settings.keepAliveMs);
      const began = performance.now();
      let answer = '';
      let reasoning = '';
      let stored: Promise<boolean> | undefined;
      // The text so far is saved every progressSaveMs while it changes (one UPDATE), so a killed
      // process leaves it behind; never two saves at once, and never one after the final store.
      let savedLength = 0;
      let saving: Promise<void> | undefined;
      const progress = setInterval(() => {
        const length = answer.length + reasoning.length;
        if (saving || stored || length === savedLength) return;
        savedLength = length;
        saving = conversations
          .saveProgress(logId, answer, reasoning)
          .catch((error: unknown) => {
            request.log.warn({ err: error, logId }, 'saving the answer so far failed');
          })
          .finally(() => {
            saving = undefined;
          });
      }, assistant.settings.progressSaveMs);
      progress.unref();
      try {
        // A brief retry (a dropped connection, a failover); false when the answer is not stored.
        const store = (result: FinishExchange): Promise<boolean> => {
          clearInterval(progress);
          stored ??= (async () => {
            await saving;
            for (const [attempt, wait] of [0, ...STORE_RETRY_WAITS_MS].entries()) {
              if (wait > 0) await new Promise((resolve) => setTimeout(resolve, wait));
              try {
                await conversations.finish(logId, result);
                return true;
              } catch (error) {
                request.log.error({ err: error, logId, attempt }, 'storing the answer failed');
              }
            }
            return false;
          })();
          return stored;
        };

        const result = await runAssistantAnswer({
          ...engines,
          search,
          question,
          history: started.history,
          deepThink,
          network,
          signal: controller.signal,
          logId,
          conversationId: started.conversationId,
          maxDurationMs: assistant.settings.maxAnswerMs,
          onWarning: (error) => request.log.warn({ err: error, logId }, 'web search failed'),
          onEvent: async (event: AssistantStreamEvent) => {
            if (event.event === AI_STREAM_EVENTS.networking) {
              // Stored before the event goes out, so the drawer can list them at once.
              await conversations.saveSearch(logId, searched).catch((error: unknown) => {
                request.log.error({ err: error, logId }, 'storing web results failed');
              });
            } else if (isFinalAiStatus(event.data.status)) {
              const saved = await store({
                status: event.data.status,
                answer,
                reasoning,
                cited: citedNumbers(answer, searched.length),
              });
              // "Complete" means saved: an answer that is not stored never ends with status 3.
              if (!saved) {
                await stream.write(event.event, {
                  ...event.data,
                  status: AI_STATUS_UNABLE,
                  answerContent: `${event.data.answerContent}${MSG_ANSWER_NOT_SAVED}`,
                });
                return;
              }
            } else {
              answer += event.data.answerContent;
              reasoning += event.data.reasoningContent ?? '';
            }
            await stream.write(event.event, event.data);
          },
        });
        await store(result);
        request.log.info(
          {
            logId,
            status: result.status,
            ms: Math.round(performance.now() - began),
            provider: engines.provider.name,
            chars: result.answer.length,
            error: result.error?.message,
            violation: result.violation?.stage,
          },
          'assistant answer',
        );
      } finally {
        clearInterval(progress);
        reply.raw.off('close', onClose);
        stream.close();
      }
    } finally {
      live.delete(controller);
      // Not awaited: never rejects, and the limits' close() waits for it at shutdown.
      void slot.release();
    }
  });
};
