/**
 * The AI assistant's engines, built-in corpus, limits and welcome configs (spec §3 "Assistant
 * config", "Chat config per app id"; ARCHITECTURE.md "Embedded defaults"). The engines are built
 * once at start from configuration and the catalogue; the corpus is rebuilt in the background
 * when the catalogue changes (checked at most once a minute, with two aggregate queries).
 */
import type { assistantConfigInfoSchema, chatConfigInfoSchema } from '@aita/contract';
import type { AppCategory } from '@aita/core';
import { DEEP_THINK_ON, NETWORK_SEARCH_ON } from '@aita/core';
import type { z } from 'zod';
import { createAiEngines, type AiEngines } from '../../ai/engines';
import type { AssistantSettings } from '../../env';
import type { SensitiveWordFilter } from '../../moderation/sensitive-words';
import { renderAppLogo } from '../apps';
import type { AppDefinition } from '../apps';
import type { AssistantCorpus, CorpusSignature } from './corpus';
import { createAssistantLimits, type AssistantLimits } from './limits';
import {
  appPrologue,
  ASSISTANT_PROLOGUE,
  OFFLINE_PROLOGUE_NOTE,
  OFFLINE_TEMPLATE_NOTE,
} from './messages';

/** §3 Assistant config, plus `isOffline` (1 when no model is configured): the contract's. */
export type AssistantConfigInfo = z.infer<typeof assistantConfigInfoSchema>;

/** §3 Chat config per app id, plus `isOffline` and the app's id and name: the contract's. */
export type ChatConfigInfo = z.infer<typeof chatConfigInfoSchema>;

/** Options of {@link createAssistantService}. */
export interface AssistantServiceOptions {
  settings: AssistantSettings;
  corpus: AssistantCorpus;
  /** Used by the model and SearXNG clients (default global fetch). */
  fetch?: typeof fetch;
  /** The sensitive-word filter the platform loaded (ModuleDeps.moderation); else loaded here. */
  moderation?: SensitiveWordFilter;
  /** Operators' log for half configuration and failed corpus refreshes. */
  log?: { warn(obj: object, msg: string): void };
  /** Least time between two catalogue checks (default 60000 ms). */
  refreshIntervalMs?: number;
  now?: () => number;
  /**
   * Per-teacher limits; default in-process counters from the settings. With REDIS_URL the app
   * passes limits shared through Redis (`assistant-limits-redis.ts`).
   */
  limits?: AssistantLimits;
}

/** The handle of {@link createAssistantService}. */
export interface AssistantService {
  /** The current engines; may start a background corpus refresh (never waits for it). */
  engines(): AiEngines;
  /** Checks the catalogue now and rebuilds the corpus if it changed; resolves when done. */
  refresh(): Promise<boolean>;
  /** True in offline knowledge mode (no model configured). */
  readonly offline: boolean;
  readonly limits: AssistantLimits;
  readonly settings: AssistantSettings;
  /** `POST /v1/aiassistant/info {ty: 'normal'}`. */
  assistantConfig(): AssistantConfigInfo;
  /** The chat config of an app (§3), from its definition when it has one (docs/apps.md). */
  chatConfig(
    app: { appId: number; name: string; desc: string; category: AppCategory; template: number },
    definition: AppDefinition | undefined,
  ): ChatConfigInfo;
}

/** The assistant's logo: a rendered SVG as a data URL (no file to serve, cacheable with the page). */
export const ASSISTANT_LOGO = `data:image/svg+xml;charset=utf-8,${encodeURIComponent(
  renderAppLogo({ glyph: '助', name: 'AI教学助手', category: 'aiassistant' }),
)}`;

const sameSignature = (a: CorpusSignature, b: CorpusSignature): boolean =>
  a.apps === b.apps &&
  a.appsUpdated === b.appsUpdated &&
  a.docs === b.docs &&
  a.docsUpdated === b.docsUpdated;

/**
 * Builds the engines from `settings` (createAiEngines: OpenAI-compatible model or offline mode,
 * SearXNG or the built-in corpus, the word list) over the catalogue corpus. Rejects when the word
 * file cannot be read (an operator error, reported at start).
 */
export async function createAssistantService(
  options: AssistantServiceOptions,
): Promise<AssistantService> {
  const { settings, corpus } = options;
  const now = options.now ?? Date.now;
  const interval = options.refreshIntervalMs ?? 60_000;
  const engineConfig = {
    aiBaseUrl: settings.aiBaseUrl,
    aiApiKey: settings.aiApiKey,
    aiModel: settings.aiModel,
    aiReasoningModel: settings.aiReasoningModel,
    aiTimeoutMs: settings.aiTimeoutMs,
    searxngUrl: settings.searxngUrl,
    searchTimeoutMs: settings.searchTimeoutMs,
    sensitiveWordsFile: settings.sensitiveWordsFile,
  };
  if (Boolean(settings.aiBaseUrl) !== Boolean(settings.aiModel)) {
    options.log?.warn(
      { aiBaseUrl: Boolean(settings.aiBaseUrl), aiModel: Boolean(settings.aiModel) },
      'AI_BASE_URL and AI_MODEL must both be set to use a model; answering in offline mode',
    );
  }

  let signature = await corpus.signature();
  let current = await createAiEngines(engineConfig, await corpus.load(), {
    fetch: options.fetch,
    moderation: options.moderation,
  });
  let checkedAt = now();
  let running: Promise<boolean> | undefined;

  async function rebuild(): Promise<boolean> {
    const next = await corpus.signature();
    if (sameSignature(next, signature)) return false;
    const rebuilt = await createAiEngines(engineConfig, await corpus.load(), {
      fetch: options.fetch,
    });
    // The word list is read once at start; a refresh only changes the corpus.
    current = { ...rebuilt, moderation: current.moderation };
    signature = next;
    return true;
  }

  function refresh(): Promise<boolean> {
    checkedAt = now();
    running ??= rebuild()
      .catch((error: unknown) => {
        options.log?.warn({ err: error }, 'assistant corpus refresh failed');
        return false;
      })
      .finally(() => {
        running = undefined;
      });
    return running;
  }

  const offline = current.provider.offline === true;
  const note = offline ? OFFLINE_PROLOGUE_NOTE : '';
  return {
    engines() {
      if (now() - checkedAt >= interval) void refresh();
      return current;
    },
    refresh,
    offline,
    limits:
      options.limits ??
      createAssistantLimits({
        maxStreams: settings.maxStreamsPerUser,
        maxPerWindow: settings.questionsPerMinute,
      }),
    settings,
    assistantConfig: () => ({
      prologueDesc: `${ASSISTANT_PROLOGUE}${note}`,
      isNetwork: NETWORK_SEARCH_ON,
      logo: ASSISTANT_LOGO,
      isOffline: offline ? 1 : 0,
    }),
    chatConfig: (app, definition) => ({
      appId: app.appId,
      name: app.name,
      isDeepseek: definition ? definition.isDeepseek : DEEP_THINK_ON,
      isNetwork: definition ? definition.isNetwork : NETWORK_SEARCH_ON,
      prologueDesc: definition
        ? `${definition.prologueDesc}${offline ? OFFLINE_TEMPLATE_NOTE : ''}`
        : `${appPrologue(app.name, app.desc)}${note}`,
      category: app.category,
      isOffline: offline ? 1 : 0,
      template: app.template === 1 && (definition?.form.length ?? 0) > 0 ? 1 : 0,
      form: definition?.form ?? [],
      followUps: definition?.followUps ?? [],
      membersOnly: definition?.membersOnly ? 1 : 0,
      freeDailyQuota: definition ? definition.freeDailyQuota : null,
    }),
  };
}
