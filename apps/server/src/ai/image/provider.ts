/**
 * Image generation and editing (ARCHITECTURE.md "AI capabilities": `IMAGE_BASE_URL`,
 * `/images/generations` and `/images/edits`): illustrations for courseware and the image apps.
 * Without a model the teacher uploads a picture instead; no placeholder art is passed off as AI's.
 */

/** An image file sent for editing. */
export interface ImageInput {
  bytes: Uint8Array;
  /** `image/png`, `image/jpeg`, `image/webp`. */
  mimeType: string;
  /** Sent as the file name, e.g. `source.png`. */
  filename: string;
}

/** What to draw. */
export interface ImageGenerationRequest {
  /** The description (Chinese is fine for Qwen/Wanx, Kolors, gpt-image-1). */
  prompt: string;
  /** `1024x1024`, `1024x1536`… as the model accepts; default the model's. */
  size?: string;
  /** How many images (default 1). */
  n?: number;
  signal?: AbortSignal;
}

/** What to change in an image; a transparent area of `mask` marks where. */
export interface ImageEditRequest extends ImageGenerationRequest {
  image: ImageInput;
  mask?: ImageInput;
}

/** One image the model made, as bytes (never a link that expires). */
export interface GeneratedImage {
  bytes: Uint8Array;
  /** Read from the bytes: `image/png`, `image/jpeg`, `image/webp` or `image/gif`. */
  mimeType: string;
  /** The prompt the model actually used, when it rewrote it (DALL·E 3). */
  revisedPrompt?: string;
}

/** Makes and edits images. Every failure is an `UpstreamError` of capability `image`. */
export interface ImageProvider {
  readonly name: string;
  /** False for the fallback. */
  readonly available: boolean;
  generate(request: ImageGenerationRequest): Promise<GeneratedImage[]>;
  edit(request: ImageEditRequest): Promise<GeneratedImage[]>;
}
