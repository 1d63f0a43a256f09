/**
 * Vision: a chat model that reads images (ARCHITECTURE.md "AI capabilities": `AI_VISION_MODEL`,
 * chat with `image_url` parts). Used for essay photos (reading handwriting) and for describing or
 * checking images. Without a model the teacher types the text instead; nothing is guessed.
 */

/** An image by URL (http(s) the upstream can reach, or a `data:` URL) or by its bytes. */
export type VisionImage =
  | { url: string }
  | {
      bytes: Uint8Array;
      /** `image/jpeg`, `image/png`, `image/webp`… (sent in the data: URL). */
      mimeType: string;
    };

/** One question about one or more images. */
export interface VisionRequest {
  /** What to do with the images (Chinese is fine), e.g. 识别照片中的手写作文，按原文分段输出。 */
  prompt: string;
  images: readonly VisionImage[];
  /** An optional system message before the question. */
  system?: string;
  /** Ask for a JSON object (`response_format: json_object`); the prompt must say "JSON". */
  json?: boolean;
  /** `detail` of every image part (`high` reads small handwriting better); default omitted. */
  detail?: 'low' | 'high' | 'auto';
  /** Upper bound on the answer's tokens (`max_tokens`). */
  maxTokens?: number;
  signal?: AbortSignal;
}

/** What the model answered. */
export interface VisionResult {
  /** The answer text (a JSON string when `json` was asked). */
  text: string;
  /** The upstream's finish reason (`stop`, `length`), when sent. */
  finishReason?: string;
}

/** Reads images. Every failure is an `UpstreamError` of capability `vision`. */
export interface VisionProvider {
  readonly name: string;
  /** False for the fallback. */
  readonly available: boolean;
  analyze(request: VisionRequest): Promise<VisionResult>;
}
