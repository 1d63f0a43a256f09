import type { RichTextOptions } from '@aita/core/richtext';

/**
 * How the web renders rich text: images load only from the app's own origin (the built-in
 * store's `/oss/` links are on it); an image of any other site shows as a link with its text and
 * URL (docs/security.md "What others can see"), and the CSP's img-src would block it anyway.
 */
export function richTextOptions(origin: string = window.location.origin): RichTextOptions {
  return { imageOrigins: [origin] };
}
