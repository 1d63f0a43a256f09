/**
 * The one failure type of every AI provider (chat, vision, embeddings, speech, image, structured
 * output; ARCHITECTURE.md "AI capabilities"). The `message` is for operators' logs (English, at
 * most 200 characters of an upstream body, the API key replaced by `***`); what a teacher sees is
 * {@link UpstreamError.teacherMessage}, a fixed Chinese sentence chosen by the kind and the
 * capability, so neither the key nor the upstream's English text can reach the page.
 */

/** The capabilities of the provider family, named as in ARCHITECTURE.md. */
export type AiCapability = 'chat' | 'vision' | 'embeddings' | 'speech' | 'image' | 'structured';

/**
 * Why an AI call failed:
 * - `http`: the upstream answered non-2xx (see `status`);
 * - `timeout`: no answer (or no next chunk) within the timeout;
 * - `aborted`: the caller's signal;
 * - `network`: the connection failed or was cut;
 * - `protocol`: an answer that is not the protocol (bad JSON, missing fields, wrong vector length,
 *   a body larger than the cap);
 * - `unavailable`: no model is configured for the capability (the honest fallback);
 * - `refused`: the sensitive-word filter hit the text going out or coming back, or the upstream
 *   refused the content (`content_filter`, `content_policy_violation`);
 * - `invalid-output`: the model answered, but not with what was asked (structured output that
 *   failed its schema twice).
 */
export type UpstreamErrorType =
  | 'http'
  | 'timeout'
  | 'aborted'
  | 'network'
  | 'protocol'
  | 'unavailable'
  | 'refused'
  | 'invalid-output';

/** Options of {@link UpstreamError}. */
export interface UpstreamErrorOptions {
  /** The HTTP status for `http`. */
  status?: number;
  /** Which capability failed (default `chat`, the first provider). */
  capability?: AiCapability;
  /** For `refused` by our filter: the words that hit (for the log, never shown). */
  words?: readonly string[];
  /** For `refused`: whether the text going out or the text coming back hit. */
  stage?: 'input' | 'output';
  /** For `http` 429/503: the upstream's `Retry-After`, in ms. */
  retryAfterMs?: number;
}

/** A typed AI failure (see the module comment). */
export class UpstreamError extends Error {
  override readonly name = 'UpstreamError';
  readonly type: UpstreamErrorType;
  readonly status: number | undefined;
  readonly capability: AiCapability;
  readonly words: readonly string[];
  readonly stage: 'input' | 'output' | undefined;
  readonly retryAfterMs: number | undefined;

  constructor(type: UpstreamErrorType, message: string, options: UpstreamErrorOptions = {}) {
    super(message);
    this.type = type;
    this.status = options.status;
    this.capability = options.capability ?? 'chat';
    this.words = options.words ?? [];
    this.stage = options.stage;
    this.retryAfterMs = options.retryAfterMs;
  }

  /** The Chinese sentence for the teacher: what failed and what to do. */
  get teacherMessage(): string {
    return teacherMessage(this.type, this.capability, this.status);
  }
}

/** True when `error` is an {@link UpstreamError}. */
export const isUpstreamError = (error: unknown): error is UpstreamError =>
  error instanceof UpstreamError;

/** What each capability is called in the teacher's messages. */
export const CAPABILITY_LABELS: Record<AiCapability, string> = {
  chat: '大模型',
  vision: '图像识别模型',
  embeddings: '语义向量模型',
  speech: '语音识别服务',
  image: '图片生成模型',
  structured: '大模型',
};

/**
 * The honest fallback's sentence per capability: what needs a model, and what still works
 * (ARCHITECTURE.md "AI capabilities": it never fakes output).
 */
export const UNAVAILABLE_MESSAGES: Record<AiCapability, string> = {
  chat: '当前未配置大模型，AI助手以内置知识库模式回答；如需完整的AI回答，请联系管理员配置大模型。',
  vision:
    '当前未配置图像识别模型，暂时无法识别照片中的文字和内容；您仍可以直接输入或粘贴文字继续使用。如需识别图片，请联系管理员配置。',
  embeddings:
    '当前未配置语义向量模型，暂时无法按语义检索；关键词检索仍可正常使用。如需语义检索，请联系管理员配置。',
  speech:
    '当前未配置语音识别服务，暂时无法把音频转成文字；您仍可以上传文字稿或手动输入内容。如需语音转写，请联系管理员配置。',
  image:
    '当前未配置图片生成模型，暂时无法生成或修改图片；您仍可以上传自己的图片使用。如需AI生图，请联系管理员配置。',
  structured:
    '当前未配置大模型，暂时无法自动生成题目、评分或课件大纲；您仍可以手动编辑内容。如需自动生成，请联系管理员配置大模型。',
};

/** The Chinese sentence of {@link UpstreamError.teacherMessage}. */
export function teacherMessage(
  type: UpstreamErrorType,
  capability: AiCapability,
  status?: number,
): string {
  const label = CAPABILITY_LABELS[capability];
  switch (type) {
    case 'unavailable':
      return UNAVAILABLE_MESSAGES[capability];
    case 'timeout':
      return `${label}响应超时，请稍后重试。`;
    case 'aborted':
      return '操作已取消。';
    case 'network':
      return `暂时无法连接${label}，请稍后重试；多次失败请联系管理员。`;
    case 'refused':
      return '内容未通过安全审核，请修改后重试。';
    case 'invalid-output':
      return `${label}没有按要求的格式返回结果，请重试。`;
    case 'protocol':
      return `${label}返回了无法识别的结果，请稍后重试；多次失败请联系管理员。`;
    case 'http':
      if (status === 429) return `${label}当前繁忙，请稍后重试。`;
      if (status === 401 || status === 403) return `${label}鉴权失败，请联系管理员检查配置。`;
      if (status === 413) return '内容太大，请缩小文件或分段后重试。';
      if (status !== undefined && status >= 500) return `${label}暂时不可用，请稍后重试。`;
      return `${label}拒绝了这次请求，请稍后重试；多次失败请联系管理员。`;
  }
}
