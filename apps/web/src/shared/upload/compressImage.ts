import { IMAGE_JPEG_QUALITY, IMAGE_RESCALE, MSG_INVALID_IMAGE } from '@aita/core';

function loadImage(url: string): Promise<HTMLImageElement> {
  return new Promise((resolve, reject) => {
    const img = new Image();
    img.onload = () => resolve(img);
    img.onerror = () => reject(new Error(MSG_INVALID_IMAGE));
    img.src = url;
  });
}

function encode(canvas: HTMLCanvasElement, quality: number): Promise<Blob> {
  return new Promise((resolve, reject) =>
    canvas.toBlob(
      (blob) => (blob ? resolve(blob) : reject(new Error(MSG_INVALID_IMAGE))),
      'image/jpeg',
      quality,
    ),
  );
}

/**
 * Spec §5 "Image compression: default rescale 0.8, JPEG quality 0.6; rejects with 无效图片 when
 * the image cannot be loaded". Draws the image at 0.8 of its size on a canvas and encodes JPEG.
 * Every failure (not an image, no canvas) rejects with `Error(无效图片)`.
 */
export async function compressImage(
  file: Blob,
  scale: number = IMAGE_RESCALE,
  quality: number = IMAGE_JPEG_QUALITY,
): Promise<Blob> {
  const url = URL.createObjectURL(file);
  try {
    const image = await loadImage(url);
    if (image.naturalWidth === 0 || image.naturalHeight === 0) throw new Error(MSG_INVALID_IMAGE);
    const canvas = document.createElement('canvas');
    canvas.width = Math.max(1, Math.round(image.naturalWidth * scale));
    canvas.height = Math.max(1, Math.round(image.naturalHeight * scale));
    const context = canvas.getContext('2d');
    if (!context) throw new Error(MSG_INVALID_IMAGE);
    // JPEG has no alpha: paint white first so transparent screenshots do not turn black.
    context.fillStyle = '#fff';
    context.fillRect(0, 0, canvas.width, canvas.height);
    context.drawImage(image, 0, 0, canvas.width, canvas.height);
    return await encode(canvas, quality);
  } catch (_error) {
    throw new Error(MSG_INVALID_IMAGE);
  } finally {
    URL.revokeObjectURL(url);
  }
}
