import { assistant as contract } from '@aita/contract';
import {
  AI_STATUS_GENERATING,
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
import { eventStreamRoute, openEventStream } from '../../platform/http/sse';
import { parseInput } from '../../platform/http/validate';
import { citedNumbers } from '../../search/context';
import type { WebSearchProvider } from '../../search/web-search';
import type { AppInfo } from '@aita/core';
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
import type { DefinitionStore } from '../apps';
import { prepareAppRequest } from './app-request';
import type { AnswerService } from './answers.service';
import type { Entitle } from './config.routes';
import { takeDailyUse } from '../apps';
import type { Throttle } from '../../platform/throttle';
import type { LiveAnswers, LiveEvent } from './live-answers';
/**
 * Longest wait of a resumable answer's opening event (its logId) for the first delta it goes out
 * with: a teacher cannot press 停止 sooner, and a model's first token usually comes within it.
 */
const OPENING_HOLD_MS = 100;
/** Waits before the second and third tries of storing a finished answer. */
const STORE_RETRY_WAITS_MS = [250, 1000];

/** Options of {@link aiAssistantQuestionRoute}. */
export interface AiAssistantQuestionOptions {
  assistant: AssistantService;
  conversations: ConversationService;
  appService: AppService;
  /** App definitions (instructions, form, entitlement; docs/apps.md). */
  definitions: DefinitionStore;
  answers: AnswerService;
  entitle: Entitle;
  /** Counters of the daily free quotas (`throttle_counters`). */
  throttle: Throttle;
  /** Base of same-origin `/oss/` image paths in the prompt (config PUBLIC_ORIGIN). */
  publicOrigin: string;
  /** Answers in progress, for resuming and 停止 (`resumable: 1`; docs/assistant.md). */
  live: LiveAnswers;
}

/**
 * `POST /v2/aiassistant/question` (ARCHITECTURE.md "Streaming contract"; spec §4, §7): login
 * required (20100/20200), input validated (40001), app and `logId` resolved (40004), the app's
 * entitlement and form checked (40003, 40001; docs/apps.md), per-teacher limits (42900) — all
 * answered as JSON envelopes before the stream starts; a refused question is not counted. Then
 * `text/event-stream`: `keep-alive` whenever nothing was sent for `AI_KEEP_ALIVE_MS`, one
 * `ai-networking` when web search ran, `ai-reply` deltas, exactly one final status 3/4/5. The
 * exchange is stored under its `logId` before the final event is written, and also when the
 * client went away (the upstream is then aborted at once).
 */
export const aiAssistantQuestionRoute: FastifyPluginAsync<AiAssistantQuestionOptions> = async (
  app,
  {
    assistant,
    conversations,
    appService,
    definitions,
    answers,
    entitle,
    throttle,
    publicOrigin,
    live: liveAnswers,
  },
) => {
  const live = new Set<AbortController>();
  // Streams would otherwise hold app.close() open for up to AI_MAX_ANSWER_MS.
  app.addHook('preClose', async () => {
    for (const controller of live) controller.abort(new ShutdownSignal());
  });

  app.post(
    contract.question.path,
    { ...eventStreamRoute, preHandler: requireUser },
    async (request, reply) => {
      const user = userOf(request);
      const body = parseInput(contract.question.body, request.body);
      const deepThink = body.isDeepThink || body.deepThink;
      const network = body.isNetwork;

      let appId: number | undefined;
      let uri: string | undefined;
      let found: AppInfo | undefined;
      if (!body.logId && (body.appId !== undefined || body.uri !== undefined)) {
        [found] =
          body.appId !== undefined
            ? await appService.byIds([body.appId])
            : await appService.byUris([body.uri ?? '']);
        if (!found) throw new DomainError(Code.NOT_FOUND, MSG_APP_NOT_FOUND);
        appId = found.appId;
        uri = found.uri;
      } else if (body.logId) {
        // A follow-up keeps its conversation's app: its instructions and entitlement apply.
        const owner = await answers.appOfLog(user.id, body.logId);
        if (!owner) throw new DomainError(Code.NOT_FOUND, MSG_LOG_NOT_FOUND);
        if (owner.appId !== null) [found] = await appService.byIds([owner.appId]);
      }
      const engines = assistant.engines();
      // Entitlement (40003), the form (40001) and the app's prompt: refused before the limits
      // count the question and before anything is stored.
      const prepared = await prepareAppRequest({
        userId: user.id,
        app: found,
        definition: found ? await definitions.get(found.appId) : undefined,
        content: body.content,
        form: body.form,
        contextForm:
          body.logId && found && body.form === undefined
            ? await answers.formOfConversation(user.id, body.logId)
            : undefined,
        entitle,
        takeUse: (decision) => takeDailyUse(throttle, decision),
        offline: engines.provider.offline === true,
      });
      // Never rejects: with REDIS_URL a failing Redis falls back to this instance's counters.
      const limited = await assistant.limits.acquire(user.id);
      if (!limited.ok) {
        await prepared.hold?.giveBack();
        throw new DomainError(
          Code.TOO_MANY_REQUESTS,
          limited.reason === 'streams' ? MSG_TOO_MANY_STREAMS : MSG_TOO_MANY_QUESTIONS,
        );
      }
      const { slot } = limited;
      const controller = new AbortController();
      try {
        const imgUrls = body.imgUrls ?? [];
        const started = await conversations.start({
          userId: user.id,
          continueLogId: body.logId,
          appId,
          uri,
          question: prepared.question,
          form: prepared.form,
          imgUrls,
          deepThink,
          network,
          provider: engines.provider.name,
        });
        if (!started) {
          await prepared.hold?.giveBack();
          throw new DomainError(Code.NOT_FOUND, MSG_LOG_NOT_FOUND);
        }
        const { logId } = started;

        // The model reads the images as links before the question; search and the offline mode
        // (which cannot read images) get the question alone.
        const links = imgUrls.map((l) => (l.startsWith('/oss/') ? `${publicOrigin}${l}` : l));
        const question =
          links.length > 0 && !engines.provider.offline
            ? `${imagePromptBlock(links)}${prepared.modelQuestion}`
            : prepared.modelQuestion;
        let searched: WebSearchResult[] = [];
        const search: WebSearchProvider = {
          name: engines.search.name,
          async search(_query, options) {
            searched = await engines.search.search(body.content, options);
            return searched;
          },
        };

        live.add(controller);
        // A resumable answer outlives its client: only /stop (or the time limit) ends it.
        const resumable = body.resumable === true;
        const onClose = (): void => {
          if (!reply.raw.writableFinished) controller.abort();
        };
        if (!resumable) reply.raw.on('close', onClose);
        const { conversationId } = started;
        // A resumable answer opens with its logId (for 停止 and resuming) and conversation: held
        // for the first delta, which it goes out with, or sent alone after OPENING_HOLD_MS.
        const stream = openEventStream(
          reply,
          assistant.settings.keepAliveMs,
          resumable
            ? {
                event: AI_STREAM_EVENTS.reply,
                data: { status: AI_STATUS_GENERATING, answerContent: '', logId, conversationId },
                holdMs: OPENING_HOLD_MS,
              }
            : undefined,
        );
        // A resumable answer goes on when its client left: its events are recorded for a resume.
        const write = (
          event: string,
          data: AssistantStreamEvent['data'],
        ): Promise<void> | undefined => {
          if (!resumable) return stream.write(event, data);
          liveAnswers.publish(logId, { event, data: data as LiveEvent['data'] });
          return stream.offer(event, data);
        };
        if (resumable) liveAnswers.begin(logId, { userId: user.id, conversationId, controller });
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
          saving = started
            .whenStored()
            .then(() => conversations.saveProgress(logId, answer, reasoning))
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
              // The question was recorded beside the model request: without its row the answer
              // has nowhere to go (an UPDATE would change nothing and look like success).
              try {
                await started.whenStored();
              } catch (error) {
                request.log.error(
                  { err: error, logId },
                  'storing the answer failed: the question was not recorded',
                );
                return false;
              }
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

          /** The events other than deltas: web results (stored first) and the final one. */
          const onOtherEvent = async (event: AssistantStreamEvent): Promise<void> => {
            if (event.event === AI_STREAM_EVENTS.networking) {
              // Stored before the event goes out, so the drawer can list them at once.
              await started
                .whenStored()
                .then(() => conversations.saveSearch(logId, searched))
                .catch((error: unknown) => {
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
                await write(event.event, {
                  ...event.data,
                  status: AI_STATUS_UNABLE,
                  answerContent: `${event.data.answerContent}${MSG_ANSWER_NOT_SAVED}`,
                });
                return;
              }
            }
            await write(event.event, event.data);
          };

          const result = await runAssistantAnswer({
            ...engines,
            provider: prepared.provider ?? engines.provider,
            systemPrompt: prepared.systemPrompt,
            search,
            question,
            history: started.history,
            deepThink,
            network,
            controller,
            logId,
            conversationId: started.conversationId,
            maxDurationMs: assistant.settings.maxAnswerMs,
            onWarning: (error) => request.log.warn({ err: error, logId }, 'web search failed'),
            onEvent: (event: AssistantStreamEvent) => {
              // A delta, the most frequent event, is written with no async step of its own.
              if (event.event === AI_STREAM_EVENTS.reply && !isFinalAiStatus(event.data.status)) {
                answer += event.data.answerContent;
                reasoning += event.data.reasoningContent ?? '';
                return write(event.event, event.data);
              }
              return onOtherEvent(event);
            },
          });
          await store(result);
          // A model failure gave the teacher nothing: the free use is returned.
          if (result.error) await prepared.hold?.giveBack();
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
          liveAnswers.end(logId, {
            event: AI_STREAM_EVENTS.reply,
            data: { status: AI_STATUS_UNABLE, answerContent: '', logId, conversationId },
          });
          reply.raw.off('close', onClose);
          stream.close();
        }
      } finally {
        live.delete(controller);
        // Not awaited: never rejects, and the limits' close() waits for it at shutdown.
        void slot.release();
      }
    },
  );
};
