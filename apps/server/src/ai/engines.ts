import {
  createSensitiveWordFilterFromFile,
  type SensitiveWordFilter,
} from '../moderation/sensitive-words';
import { createCorpusSearchProvider } from '../search/corpus-search';
import { createSearxngSearchProvider } from '../search/searxng';
import type { KnowledgeDocument } from '../search/text-index';
import type { WebSearchProvider } from '../search/web-search';
import { HELP_CORPUS } from './help-corpus';
import { createOfflineKnowledgeProvider } from './offline-knowledge';
import { createOpenAiCompatibleProvider } from './openai-compatible';
import type { ModelProvider } from './provider';

/** The AI settings of env.ts (docs/ai.md lists the variables). */
export interface AiEngineConfig {
  /** AI_BASE_URL; without it (or without AI_MODEL) the offline knowledge mode answers. */
  aiBaseUrl?: string;
  /** AI_API_KEY. */
  aiApiKey?: string;
  /** AI_MODEL. */
  aiModel?: string;
  /** AI_REASONING_MODEL. */
  aiReasoningModel?: string;
  /** AI_TIMEOUT_MS (idle timeout, default 60000). */
  aiTimeoutMs?: number;
  /** SEARXNG_URL; without it the built-in corpus is the web search. */
  searxngUrl?: string;
  /** SEARCH_TIMEOUT_MS (default 8000). */
  searchTimeoutMs?: number;
  /** SENSITIVE_WORDS_FILE: extra words, one per line. */
  sensitiveWordsFile?: string;
}

/** The engines the assistant route needs. */
export interface AiEngines {
  provider: ModelProvider;
  search: WebSearchProvider;
  moderation: SensitiveWordFilter;
}

/**
 * Chooses each engine from configuration (ARCHITECTURE.md "Embedded defaults"): an
 * OpenAI-compatible model when AI_BASE_URL and AI_MODEL are set, else the offline knowledge mode;
 * SearXNG when SEARXNG_URL is set, else the built-in corpus; the default word list plus
 * SENSITIVE_WORDS_FILE. `documents` is the built-in corpus (apps, curriculum standards);
 * {@link HELP_CORPUS} is added. Rejects when the word file cannot be read.
 */
export async function createAiEngines(
  config: AiEngineConfig,
  documents: readonly KnowledgeDocument[],
  options: {
    /** The web-search client's fetch (the model client uses undici's pool). */
    fetch?: typeof fetch;
    /** The filter the platform loaded once (shared with the other capabilities); else loaded here. */
    moderation?: SensitiveWordFilter;
  } = {},
): Promise<AiEngines> {
  const corpus = [...documents, ...HELP_CORPUS];
  const provider =
    config.aiBaseUrl && config.aiModel
      ? createOpenAiCompatibleProvider({
          baseUrl: config.aiBaseUrl,
          apiKey: config.aiApiKey,
          model: config.aiModel,
          reasoningModel: config.aiReasoningModel,
          timeoutMs: config.aiTimeoutMs,
        })
      : createOfflineKnowledgeProvider({ documents: corpus, delayMs: 15 });
  const search = config.searxngUrl
    ? createSearxngSearchProvider({
        baseUrl: config.searxngUrl,
        timeoutMs: config.searchTimeoutMs,
        fetch: options.fetch,
      })
    : createCorpusSearchProvider({ documents: corpus });
  const moderation =
    options.moderation ?? (await createSensitiveWordFilterFromFile(config.sensitiveWordsFile));
  return { provider, search, moderation };
}
