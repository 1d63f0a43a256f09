/**
 * Long recordings (docs/transcription.md "Long recordings"): a speech service takes at most about
 * 25 MB a request, and a two-hour lesson in MP3 at 64 kbit/s is 58 MB. MP3 and WAV are cut here,
 * without decoding, on boundaries the format itself has: whole MPEG audio frames (each one starts
 * with its own header) and whole PCM sample blocks (each piece gets the original `fmt ` chunk).
 * Every piece knows where it starts in the recording, so the transcript's times stay the
 * recording's. M4A and WebM cannot be cut without a demuxer: they are refused before upload.
 */
import type { AudioFormat } from '@aita/core';

/** One piece of a recording and its start in the whole, in seconds. */
export interface AudioPiece {
  bytes: Uint8Array;
  offsetSeconds: number;
}

/**
 * The recording in pieces of at most `maxBytes`: the whole as one piece when it fits; `null` when
 * it does not fit and its format cannot be cut (m4a, webm) or its frames cannot be found.
 */
export function splitForUpload(
  bytes: Uint8Array,
  format: AudioFormat,
  maxBytes: number,
): AudioPiece[] | null {
  if (bytes.length <= maxBytes) return [{ bytes, offsetSeconds: 0 }];
  if (format === 'wav') return splitWav(bytes, maxBytes);
  if (format === 'mp3') return splitMp3(bytes, maxBytes);
  return null;
}

const ascii = (bytes: Uint8Array, at: number, length: number) =>
  String.fromCharCode(...bytes.subarray(at, at + length));

/** A WAV cut into whole sample blocks, each piece with the original format chunk. */
function splitWav(bytes: Uint8Array, maxBytes: number): AudioPiece[] | null {
  if (bytes.length < 12 || ascii(bytes, 0, 4) !== 'RIFF' || ascii(bytes, 8, 4) !== 'WAVE')
    return null;
  const view = new DataView(bytes.buffer, bytes.byteOffset, bytes.byteLength);
  let fmt: Uint8Array | undefined;
  let data: { offset: number; size: number } | undefined;
  for (let at = 12; at + 8 <= bytes.length;) {
    const id = ascii(bytes, at, 4);
    const size = view.getUint32(at + 4, true);
    if (id === 'fmt ') fmt = bytes.subarray(at, at + 8 + size);
    if (id === 'data') {
      data = { offset: at + 8, size: Math.min(size, bytes.length - at - 8) };
      break;
    }
    at += 8 + size + (size % 2);
  }
  if (!fmt || fmt.length < 24 || !data) return null;
  const fmtView = new DataView(fmt.buffer, fmt.byteOffset, fmt.byteLength);
  const byteRate = fmtView.getUint32(16, true);
  const blockAlign = fmtView.getUint16(20, true);
  const header = 12 + fmt.length + 8;
  const blocks = Math.floor((maxBytes - header) / blockAlign);
  if (byteRate === 0 || blockAlign === 0 || blocks < 1) return null;
  const step = blocks * blockAlign;
  const pieces: AudioPiece[] = [];
  for (let start = 0; start < data.size; start += step) {
    const body = bytes.subarray(
      data.offset + start,
      data.offset + Math.min(data.size, start + step),
    );
    const piece = new Uint8Array(header + body.length);
    const out = new DataView(piece.buffer);
    piece.set([0x52, 0x49, 0x46, 0x46], 0); // RIFF
    out.setUint32(4, piece.length - 8, true);
    piece.set([0x57, 0x41, 0x56, 0x45], 8); // WAVE
    piece.set(fmt, 12);
    piece.set([0x64, 0x61, 0x74, 0x61], 12 + fmt.length); // data
    out.setUint32(12 + fmt.length + 4, body.length, true);
    piece.set(body, header);
    pieces.push({ bytes: piece, offsetSeconds: start / byteRate });
  }
  return pieces;
}

/** kbit/s by [version group][layer][index]: MPEG-1, then MPEG-2/2.5 (ISO 11172-3, 13818-3). */
const BITRATES: Record<'v1' | 'v2', Record<1 | 2 | 3, number[]>> = {
  v1: {
    1: [0, 32, 64, 96, 128, 160, 192, 224, 256, 288, 320, 352, 384, 416, 448],
    2: [0, 32, 48, 56, 64, 80, 96, 112, 128, 160, 192, 224, 256, 320, 384],
    3: [0, 32, 40, 48, 56, 64, 80, 96, 112, 128, 160, 192, 224, 256, 320],
  },
  v2: {
    1: [0, 32, 48, 56, 64, 80, 96, 112, 128, 144, 160, 176, 192, 224, 256],
    2: [0, 8, 16, 24, 32, 40, 48, 56, 64, 80, 96, 112, 128, 144, 160],
    3: [0, 8, 16, 24, 32, 40, 48, 56, 64, 80, 96, 112, 128, 144, 160],
  },
};
const SAMPLE_RATES = {
  3: [44100, 48000, 32000],
  2: [22050, 24000, 16000],
  0: [11025, 12000, 8000],
};

/** An MPEG audio frame header at `at`: its length in bytes and its samples; undefined if none. */
export function mpegFrameAt(
  bytes: Uint8Array,
  at: number,
): { length: number; samples: number; sampleRate: number } | undefined {
  if (at + 4 > bytes.length) return undefined;
  const [b0, b1, b2] = [bytes[at] ?? 0, bytes[at + 1] ?? 0, bytes[at + 2] ?? 0];
  if (b0 !== 0xff || (b1 & 0xe0) !== 0xe0) return undefined;
  const version = (b1 >> 3) & 3; // 3: MPEG-1, 2: MPEG-2, 0: MPEG-2.5, 1: reserved
  const layerBits = (b1 >> 1) & 3; // 3: layer I, 2: layer II, 1: layer III
  const bitrateIndex = b2 >> 4;
  const rateIndex = (b2 >> 2) & 3;
  if (version === 1 || layerBits === 0 || bitrateIndex === 0 || bitrateIndex === 15)
    return undefined;
  if (rateIndex === 3) return undefined;
  const layer = (4 - layerBits) as 1 | 2 | 3;
  const v1 = version === 3;
  const kbps = BITRATES[v1 ? 'v1' : 'v2'][layer][bitrateIndex] ?? 0;
  const sampleRate = SAMPLE_RATES[version as 0 | 2 | 3][rateIndex] ?? 0;
  if (kbps === 0 || sampleRate === 0) return undefined;
  const padding = (b2 >> 1) & 1;
  if (layer === 1) {
    return {
      length: (Math.floor((12 * kbps * 1000) / sampleRate) + padding) * 4,
      samples: 384,
      sampleRate,
    };
  }
  const samples = layer === 3 && !v1 ? 576 : 1152;
  const length = Math.floor(((samples / 8) * kbps * 1000) / sampleRate) + padding;
  return { length, samples, sampleRate };
}

/** Where the audio starts: after an ID3v2 tag, if there is one. */
function audioStart(bytes: Uint8Array): number {
  if (bytes.length < 10 || ascii(bytes, 0, 3) !== 'ID3') return 0;
  const b = (i: number) => bytes[i] ?? 0;
  const size = ((b(6) & 0x7f) << 21) | ((b(7) & 0x7f) << 14) | ((b(8) & 0x7f) << 7) | (b(9) & 0x7f);
  const footer = (b(5) & 0x10) !== 0 ? 10 : 0;
  return 10 + size + footer;
}

/** How far past a bad byte the next frame header is looked for before giving up. */
const RESYNC_LIMIT = 64 * 1024;

/** An MP3 cut between whole frames; junk between frames is skipped, a trailing tag dropped. */
function splitMp3(bytes: Uint8Array, maxBytes: number): AudioPiece[] | null {
  const pieces: AudioPiece[] = [];
  let at = audioStart(bytes);
  let pieceStart = -1;
  let pieceSeconds = 0;
  let seconds = 0;
  let frames = 0;
  const close = (end: number) => {
    if (pieceStart >= 0 && end > pieceStart)
      pieces.push({ bytes: bytes.subarray(pieceStart, end), offsetSeconds: pieceSeconds });
    pieceStart = -1;
  };
  while (at < bytes.length) {
    const frame = mpegFrameAt(bytes, at);
    if (!frame || at + frame.length > bytes.length) {
      // Not a frame here (a tag, junk, a cut-off last frame): close the piece and look further.
      close(at);
      let next = at + 1;
      const limit = Math.min(bytes.length, at + RESYNC_LIMIT);
      while (next < limit && !mpegFrameAt(bytes, next)) next += 1;
      if (next >= limit) break;
      at = next;
      continue;
    }
    if (pieceStart >= 0 && at + frame.length - pieceStart > maxBytes) close(at);
    if (pieceStart < 0) {
      pieceStart = at;
      pieceSeconds = seconds;
    }
    at += frame.length;
    seconds += frame.samples / frame.sampleRate;
    frames += 1;
  }
  close(at);
  return frames > 0 && pieces.every((p) => p.bytes.length <= maxBytes) ? pieces : null;
}
