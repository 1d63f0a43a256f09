/**
 * Turns a question to an app into what is stored and what the model gets (docs/apps.md "How a
 * request is composed"): the entitlement decision (40003 with what the teacher can do), the
 * form checked against the definition (40001), the readable card stored as the question, the
 * app's system prompt, and without a model the labelled offline template in place of an answer.
 */
import { appAreaNote, Code, formSummary, type AppFormValues, type AppInfo } from '@aita/core';
import { defaultSystemPrompt } from '../../ai/answer-pipeline';
import type { ModelDelta, ModelProvider } from '../../ai/provider';
import { DomainError } from '../../platform/errors';
import { checkFormValues, quotaMessage, type AppDefinition, type Entitlement } from '../apps';
import type { ThrottleHold } from '../../platform/throttle';
import { composeAppSystemPrompt, formRequestMessage, offlineTemplate } from './app-prompt';
import type { Entitle } from './config.routes';

/** 40001 for form values sent to an app that has no form. */
export const MSG_NO_FORM = '参数错误：form 该应用没有填写表单';

/** Input of {@link prepareAppRequest}. */
export interface AppRequestInput {
  userId: number;
  /** The app of the conversation; undefined for the assistant. */
  app: AppInfo | undefined;
  definition: AppDefinition | undefined;
  content: string;
  form: AppFormValues | undefined;
  /**
   * A typed follow-up's conversation form (its first request): the standards of its subject
   * stay in the prompt though this question has no form.
   */
  contextForm?: AppFormValues;
  entitle: Entitle;
  /**
   * Takes one of today's free uses atomically (`takeDailyUse`); undefined when the quota was
   * spent meanwhile. Absent: nothing is taken (tests of the prompt alone).
   */
  takeUse?: (decision: Entitlement) => Promise<ThrottleHold | undefined>;
  /** No model configured: answer with the offline template. */
  offline: boolean;
  now?: () => Date;
}

/** What the route stores and sends. */
export interface AppRequest {
  /** The question as stored and shown: the card of a form request, else the text typed. */
  question: string;
  form: AppFormValues | undefined;
  /** The user message for the model. */
  modelQuestion: string;
  /** The app's system prompt; undefined keeps the assistant's. */
  systemPrompt?: string;
  /** Replaces the configured provider (the offline template). */
  provider?: ModelProvider;
  /** The free use taken for this question: given back when it is refused after all. */
  hold?: ThrottleHold;
}

/** A provider that streams one fixed text in small pieces (the offline template). */
export function fixedTextProvider(name: string, text: string, chunkChars = 24): ModelProvider {
  return {
    name,
    offline: true,
    async *stream(request): AsyncGenerator<ModelDelta> {
      const chars = [...text];
      for (let i = 0; i < chars.length; i += chunkChars) {
        if (request.signal.aborted) return;
        yield { answer: chars.slice(i, i + chunkChars).join('') };
        await new Promise((resolve) => setImmediate(resolve));
      }
      yield { finishReason: 'stop' };
    },
  };
}

/** Checks and composes a question to `input.app` (see the file comment). */
export async function prepareAppRequest(input: AppRequestInput): Promise<AppRequest> {
  const { app, definition } = input;
  // An app that is not a conversation has no chat: saying so beats a chat that pretends.
  const area = app ? appAreaNote(app.category, app.uri) : undefined;
  if (app && area) throw new DomainError(Code.FORBIDDEN, `「${app.name}」${area.note}`);
  if (input.form !== undefined && (!definition || definition.form.length === 0)) {
    throw new DomainError(Code.INVALID_PARAM, MSG_NO_FORM);
  }
  if (!app || !definition) {
    return { question: input.content, form: undefined, modelQuestion: input.content };
  }
  const decision = await input.entitle({
    userId: input.userId,
    appId: app.appId,
    appName: app.name,
    definition,
  });
  if (!decision.allowed) {
    throw new DomainError(Code.FORBIDDEN, decision.message, {
      reason: decision.reason,
      remaining: decision.remaining,
    });
  }
  const form = input.form === undefined ? undefined : checkFormValues(definition.form, input.form);
  // Checked first, taken last: a refused form does not spend a use; two first questions at once
  // cannot both take the last one.
  const hold = input.takeUse ? await input.takeUse(decision) : undefined;
  if (input.takeUse && !hold) {
    const quota = definition.freeDailyQuota ?? 0;
    throw new DomainError(Code.FORBIDDEN, quotaMessage(app.name, quota), {
      reason: 'quota',
      remaining: 0,
    });
  }
  const question = form ? formSummary(app.name, definition.form, form) : input.content;
  const modelQuestion = form ? formRequestMessage(question) : input.content;
  if (input.offline) {
    return {
      question,
      form,
      modelQuestion,
      hold,
      provider: fixedTextProvider(
        'offline-template',
        offlineTemplate(app.name, definition, question, form),
      ),
    };
  }
  const base = defaultSystemPrompt((input.now ?? (() => new Date()))());
  return {
    question,
    form,
    modelQuestion,
    hold,
    systemPrompt: composeAppSystemPrompt(base, app.name, definition, form ?? input.contextForm),
  };
}
