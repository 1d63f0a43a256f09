import { randomBytes } from 'node:crypto';
import { mkdir, rm, writeFile } from 'node:fs/promises';
import { join } from 'node:path';
import {
  ORG_BACKGROUND_HEIGHT,
  ORG_BACKGROUND_WIDTH,
  ORG_LOGO_SIZE,
  type OrgImageTarget,
} from '@aita/core';
import type { ObjectSink } from '../../platform/intake';

/** Where school images live in the object store, and the URL prefix they are served at. */
export const ORG_IMAGE_PREFIX = 'orgs/';
export const ORG_IMAGE_URL = '/files/orgs/';
/** A stored image's name: 32 URL-safe random characters and `.webp`. */
export const ORG_IMAGE_NAME = /^[A-Za-z0-9_-]{32}\.webp$/;

/** Refuses images of more than 40 megapixels before decoding them (a decompression bomb). */
const MAX_INPUT_PIXELS = 40_000_000;

/**
 * Crops an uploaded logo or background to the size the layout shows it (logo a 256 px square,
 * background 1920×600, centred "cover" crop), re-encoded as WebP: the re-encode drops metadata
 * (EXIF location) and anything that was not pixels. Throws when sharp cannot read the image.
 */
export async function processOrgImage(
  bytes: Buffer,
  target: OrgImageTarget,
): Promise<{ data: Buffer; width: number; height: number }> {
  const [width, height] =
    target === 'logo'
      ? [ORG_LOGO_SIZE, ORG_LOGO_SIZE]
      : [ORG_BACKGROUND_WIDTH, ORG_BACKGROUND_HEIGHT];
  const { default: sharp } = await import('sharp');
  const data = await sharp(bytes, { limitInputPixels: MAX_INPUT_PIXELS, animated: false })
    .rotate()
    .resize(width, height, { fit: 'cover', position: 'centre' })
    .webp({ quality: target === 'logo' ? 90 : 80 })
    .toBuffer();
  return { data, width, height };
}

/** Stores a processed image; returns its public URL. */
export async function storeOrgImage(
  sink: ObjectSink,
  tempDir: string,
  data: Buffer,
): Promise<string> {
  const name = `${randomBytes(24).toString('base64url')}.webp`;
  await mkdir(tempDir, { recursive: true });
  const temp = join(tempDir, `${name}.part`);
  try {
    await writeFile(temp, data);
    await sink.put(`${ORG_IMAGE_PREFIX}${name}`, temp, 'image/webp');
  } finally {
    await rm(temp, { force: true });
  }
  return `${ORG_IMAGE_URL}${name}`;
}
