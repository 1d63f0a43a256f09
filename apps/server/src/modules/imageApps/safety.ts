/**
 * The content-safety hook of `/v1/image/detect` (docs/imageApps.md "Content safety"): with a
 * vision model the picture is asked about once (is it fit for a primary or secondary classroom);
 * without one nothing is claimed and the answer says so. A deployment with a commercial image
 * moderation service plugs it in here, behind the same function.
 */
import {
  MSG_IMAGE_SAFETY_NOT_CHECKED,
  MSG_IMAGE_SAFETY_PASSED,
  MSG_IMAGE_UNSAFE,
} from '@aita/core';
import type { AiProviders } from '../../ai/providers';
import { isUpstreamError } from '../../ai/upstream-error';

/** What the hook concluded. */
export interface SafetyVerdict {
  checked: boolean;
  passed: boolean;
  note: string;
}

/** Checks one image. */
export type ImageSafetyCheck = (
  image: { bytes: Uint8Array; mimeType: string },
  signal?: AbortSignal,
) => Promise<SafetyVerdict>;

export const SAFETY_PROMPT =
  '请判断这张图片是否适合在中小学课堂上展示。如果含有色情、暴力血腥、恐怖、赌博、毒品或违法内容，只回答“不适合”；否则只回答“适合”。';

/** The hook over the vision model when one is configured; an honest "not checked" otherwise. */
export function createImageSafetyCheck(ai: AiProviders): ImageSafetyCheck {
  return async (image, signal) => {
    if (!ai.capabilities().vision) {
      return { checked: false, passed: true, note: MSG_IMAGE_SAFETY_NOT_CHECKED };
    }
    try {
      const { text } = await ai.vision.analyze({
        prompt: SAFETY_PROMPT,
        images: [image],
        detail: 'low',
        signal,
      });
      const unfit = /不适合/.test(text);
      return {
        checked: true,
        passed: !unfit,
        note: unfit ? MSG_IMAGE_UNSAFE : MSG_IMAGE_SAFETY_PASSED,
      };
    } catch (error) {
      // A refused image (moderation upstream) is unsafe; an unreachable model checks nothing.
      if (isUpstreamError(error) && error.type === 'refused') {
        return { checked: true, passed: false, note: MSG_IMAGE_UNSAFE };
      }
      if (isUpstreamError(error)) {
        return { checked: false, passed: true, note: MSG_IMAGE_SAFETY_NOT_CHECKED };
      }
      throw error;
    }
  };
}
