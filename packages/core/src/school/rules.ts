import { DISK_VIDEO_EXTENSIONS, type SchoolRole } from './constants';
import type { DiskPreviewKind } from './types';

/** Whether a role may manage the school (name, images, code, members, disk deletions). */
export function isSchoolAdmin(role: SchoolRole | null | undefined): boolean {
  return role === 'admin';
}

/**
 * How the browser previews a disk file of `format` (its extension as the server read it): images,
 * PDF (pdf.js), Word as HTML, video and audio with range requests; others download only.
 */
export function diskPreviewKind(format: string): DiskPreviewKind {
  const f = format.toLowerCase();
  if (['jpg', 'jpeg', 'png', 'webp', 'gif'].includes(f)) return 'image';
  if (f === 'pdf') return 'pdf';
  if (f === 'docx') return 'html';
  if ((DISK_VIDEO_EXTENSIONS as readonly string[]).includes(f)) return 'video';
  if (['mp3', 'm4a', 'wav', 'ogg', 'opus', 'aac', 'flac'].includes(f)) return 'audio';
  if (['txt', 'md', 'csv'].includes(f)) return 'text';
  return 'none';
}

/** Bytes as the disk shows them: 1.5 MB, 320 KB, 2.0 GB. */
export function formatBytes(bytes: number): string {
  if (bytes < 1024) return `${bytes} B`;
  const units = ['KB', 'MB', 'GB', 'TB'];
  let value = bytes / 1024;
  let unit = 0;
  while (value >= 1024 && unit < units.length - 1) {
    value /= 1024;
    unit++;
  }
  return `${value.toFixed(value >= 100 ? 0 : 1)} ${units[unit]}`;
}
