/**
 * What a recording really is, read from its bytes with `music-metadata` (docs/transcription.md
 * "Validation"): the container and codec decide the format, never the file name, and the
 * duration comes from the decoded headers (and frames, for MP3 without a header of lengths).
 */
import {
  AUDIO_MAX_SECONDS,
  MSG_AUDIO_FORMAT,
  MSG_AUDIO_TOO_LONG,
  MSG_AUDIO_UNREADABLE,
  type AudioFormat,
} from '@aita/core';

/** A recording as decoded. */
export interface ProbedAudio {
  format: AudioFormat;
  mime: string;
  /** Seconds; null when the container does not say (a browser's webm recording). */
  duration: number | null;
}

/** Why a recording was refused: `message` is the teacher's Chinese sentence. */
export class AudioRefusal extends Error {
  constructor(
    readonly reason: 'unreadable' | 'format' | 'tooLong',
    message: string,
  ) {
    super(message);
    this.name = 'AudioRefusal';
  }
}

/** The format of a container music-metadata named, or undefined for formats not taken. */
function formatOf(container: string | undefined): AudioFormat | undefined {
  const c = (container ?? '').toLowerCase();
  if (c === 'wave') return 'wav';
  if (c === 'mpeg') return 'mp3';
  if (c.startsWith('ebml/webm') || c === 'webm') return 'webm';
  if (/^(m4a|mp4|isom|iso2|mp42|3gp)/.test(c) || c.includes('m4a')) return 'm4a';
  return undefined;
}

const MIME: Record<AudioFormat, string> = {
  mp3: 'audio/mpeg',
  m4a: 'audio/mp4',
  wav: 'audio/wav',
  webm: 'audio/webm',
};

/** Bytes a WAV's data chunk says it holds, and where it starts; undefined when not found. */
function wavData(bytes: Uint8Array): { offset: number; size: number } | undefined {
  const view = new DataView(bytes.buffer, bytes.byteOffset, bytes.byteLength);
  let at = 12;
  while (at + 8 <= bytes.length) {
    const id = String.fromCharCode(...bytes.subarray(at, at + 4));
    const size = view.getUint32(at + 4, true);
    if (id === 'data') return { offset: at + 8, size };
    at += 8 + size + (size % 2);
  }
  return undefined;
}

/**
 * Decodes the headers of `bytes` and refuses what cannot be transcribed: not audio music-metadata
 * reads, a format other than mp3/m4a/wav/webm, a WAV whose data is cut short, a recording with
 * no length or one longer than two hours.
 * @throws AudioRefusal
 */
export async function probeAudio(bytes: Uint8Array): Promise<ProbedAudio> {
  let meta;
  try {
    const { parseBuffer } = await import('music-metadata');
    meta = await parseBuffer(bytes, undefined, { duration: true, skipCovers: true });
  } catch {
    throw new AudioRefusal('unreadable', MSG_AUDIO_UNREADABLE);
  }
  const format = formatOf(meta.format.container);
  if (!format) {
    throw new AudioRefusal(
      meta.format.container ? 'format' : 'unreadable',
      meta.format.container ? MSG_AUDIO_FORMAT : MSG_AUDIO_UNREADABLE,
    );
  }
  if (format === 'wav') {
    // A cut WAV still has its header: its data chunk then promises more bytes than there are.
    const data = wavData(bytes);
    if (!data || data.size === 0 || data.offset + data.size > bytes.length) {
      throw new AudioRefusal('unreadable', MSG_AUDIO_UNREADABLE);
    }
  }
  if (format === 'mp3' && !meta.format.sampleRate) {
    throw new AudioRefusal('unreadable', MSG_AUDIO_UNREADABLE);
  }
  const raw = meta.format.duration;
  const duration = raw !== undefined && Number.isFinite(raw) && raw > 0 ? raw : null;
  // Only a browser's webm recording may lack its length (MediaRecorder writes none).
  if (duration === null && format !== 'webm') {
    throw new AudioRefusal('unreadable', MSG_AUDIO_UNREADABLE);
  }
  if (duration !== null && duration > AUDIO_MAX_SECONDS) {
    throw new AudioRefusal('tooLong', MSG_AUDIO_TOO_LONG);
  }
  return { format, mime: MIME[format], duration };
}
