/**
 * The provider family chosen from configuration (ARCHITECTURE.md "AI capabilities"): for each
 * capability the OpenAI-compatible provider when its model is configured, else the honest
 * fallback. Areas receive {@link AiProviders} and ask `capabilities()` to say in the UI what needs
 * a model before the teacher tries.
 */
import type { AssistantSettings } from '../env';
import { createOpenAiCompatibleEmbeddingProvider } from './embeddings/openai-compatible';
import type { EmbeddingProvider } from './embeddings/provider';
import { createUnavailableEmbeddingProvider } from './embeddings/unavailable';
import { createOpenAiCompatibleImageProvider } from './image/openai-compatible';
import type { ImageProvider } from './image/provider';
import { createUnavailableImageProvider } from './image/unavailable';
import type { TextModeration } from './moderation-guard';
import { createOpenAiCompatibleProvider } from './openai-compatible';
import type { AiProviderSettings } from './settings';
import { createOpenAiCompatibleSpeechProvider } from './speech/openai-compatible';
import type { SpeechProvider } from './speech/provider';
import { createUnavailableSpeechProvider } from './speech/unavailable';
import { createChatStructuredOutput } from './structured/openai-compatible';
import type { StructuredOutput } from './structured/provider';
import { createUnavailableStructuredOutput } from './structured/unavailable';
import { createOpenAiCompatibleVisionProvider } from './vision/openai-compatible';
import type { VisionProvider } from './vision/provider';
import { createUnavailableVisionProvider } from './vision/unavailable';

/** Which capabilities have a model (structured output goes with chat). */
export interface AiCapabilities {
  chat: boolean;
  vision: boolean;
  embeddings: boolean;
  speech: boolean;
  image: boolean;
}

/** The configuration the family reads: the chat settings and the optional capabilities. */
export interface AiFamilyConfig {
  assistant: Pick<AssistantSettings, 'aiBaseUrl' | 'aiApiKey' | 'aiModel' | 'aiTimeoutMs'>;
  ai: AiProviderSettings;
}

/** Every capability except the chat stream (the assistant's engines own that). */
export interface AiProviders {
  vision: VisionProvider;
  embeddings: EmbeddingProvider;
  speech: SpeechProvider;
  image: ImageProvider;
  structured: StructuredOutput;
  /** Which capabilities are configured. */
  capabilities(): AiCapabilities;
}

/** Which capabilities the configuration enables (for the start log and the UI). */
export function aiCapabilities(config: AiFamilyConfig): AiCapabilities {
  return {
    chat: Boolean(config.assistant.aiBaseUrl && config.assistant.aiModel),
    vision: config.ai.vision !== undefined,
    embeddings: config.ai.embeddings !== undefined,
    speech: config.ai.speech !== undefined,
    image: config.ai.image !== undefined,
  };
}

/**
 * The start log's summary: each capability's model, or false. No URL or key: a base URL may
 * carry credentials.
 */
export function describeAiCapabilities(config: AiFamilyConfig): Record<string, string | false> {
  return {
    chat: (config.assistant.aiBaseUrl && config.assistant.aiModel) || false,
    vision: config.ai.vision?.model ?? false,
    embeddings: config.ai.embeddings?.model ?? false,
    speech: config.ai.speech?.model ?? false,
    image: config.ai.image?.model ?? false,
  };
}

/** Builds the family from configuration (see the module comment). */
export function createAiProviders(
  config: AiFamilyConfig,
  options: {
    /** The sensitive-word filter, applied to each capability's text. */
    moderation?: TextModeration;
    fetch?: typeof globalThis.fetch;
    onWarning?: (message: string) => void;
  } = {},
): AiProviders {
  const { moderation, fetch } = options;
  const { vision, embeddings, speech, image } = config.ai;
  const { aiBaseUrl, aiModel } = config.assistant;
  const capabilities = aiCapabilities(config);
  return {
    vision: vision
      ? createOpenAiCompatibleVisionProvider({ ...vision, moderation, fetch })
      : createUnavailableVisionProvider(),
    embeddings: embeddings
      ? createOpenAiCompatibleEmbeddingProvider({ ...embeddings, fetch })
      : createUnavailableEmbeddingProvider(),
    speech: speech
      ? createOpenAiCompatibleSpeechProvider({ ...speech, moderation, fetch })
      : createUnavailableSpeechProvider(),
    image: image
      ? createOpenAiCompatibleImageProvider({ ...image, moderation, fetch })
      : createUnavailableImageProvider(),
    structured:
      aiBaseUrl && aiModel
        ? createChatStructuredOutput({
            chat: createOpenAiCompatibleProvider({
              baseUrl: aiBaseUrl,
              apiKey: config.assistant.aiApiKey,
              model: aiModel,
              timeoutMs: config.assistant.aiTimeoutMs,
            }),
            moderation,
            onWarning: options.onWarning,
          })
        : createUnavailableStructuredOutput(),
    capabilities: () => ({ ...capabilities }),
  };
}
