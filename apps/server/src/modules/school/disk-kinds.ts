import { DISK_VIDEO_EXTENSIONS } from '@aita/core';
import { ACCEPTED, type FileKind } from '../../platform/intake';

/** What the disk takes: intake's kinds plus video (checked by its bytes in the disk service). */
export type DiskKind = FileKind | 'video';

/** The kind an extension is uploaded as; undefined when the disk does not take it. */
export function diskKindOf(ext: string): DiskKind | undefined {
  const e = ext.toLowerCase();
  if ((DISK_VIDEO_EXTENSIONS as readonly string[]).includes(e)) return 'video';
  for (const kind of ['document', 'sheet', 'image', 'audio'] as const) {
    if (e in ACCEPTED[kind]) return kind;
  }
  return undefined;
}
