import { describe, expect, it } from 'vitest';
import type { Transcript } from '../../ai/speech/provider';
import { toneWav } from './__fixtures__/audio';
import { transcribePieces } from './jobs';
import { probeAudio } from './probe';
import { mpegFrameAt, splitForUpload } from './split';

/** An MP3 of `frames` silent MPEG-1 layer III frames (128 kbit/s, 44.1 kHz, 417 bytes each). */
function silentMp3(frames: number, { id3 = false, junk = false } = {}): Buffer {
  const frame = Buffer.alloc(417);
  frame.set([0xff, 0xfb, 0x90, 0x00]);
  const parts: Buffer[] = [];
  if (id3) {
    // An ID3v2.3 tag of 20 bytes (syncsafe size) before the audio.
    parts.push(Buffer.from([0x49, 0x44, 0x33, 3, 0, 0, 0, 0, 0, 20]), Buffer.alloc(20));
  }
  for (let i = 0; i < frames; i += 1) {
    parts.push(frame);
    if (junk && i === Math.floor(frames / 2)) parts.push(Buffer.from('junk!'));
  }
  return Buffer.concat(parts);
}

/** The pieces, or a failed test when there are none. */
function piecesOf(bytes: Uint8Array, format: 'wav' | 'mp3', max: number) {
  const pieces = splitForUpload(bytes, format, max);
  if (!pieces) throw new Error('expected pieces');
  return pieces;
}

describe('splitForUpload', () => {
  it('keeps a recording that fits as one piece, whatever its format', () => {
    const wav = toneWav(1);
    expect(splitForUpload(wav, 'wav', wav.length)).toEqual([{ bytes: wav, offsetSeconds: 0 }]);
    expect(splitForUpload(wav, 'm4a', wav.length)).toHaveLength(1);
  });

  it('cuts a WAV into whole sample blocks, each a WAV of its own that starts where it should', async () => {
    const wav = toneWav(10, { rate: 8000 }); // 160,000 bytes of samples
    const pieces = piecesOf(wav, 'wav', 50_000);
    expect(pieces.map((p) => p.bytes.length <= 50_000)).toEqual([true, true, true, true]);
    const step = Math.floor((50_000 - 44) / 2) * 2;
    expect(pieces.map((p) => p.offsetSeconds)).toEqual(
      [0, 1, 2, 3].map((i) => (i * step) / 16_000),
    );
    const probed = await Promise.all(pieces.map((p) => probeAudio(p.bytes)));
    expect(probed.every((p) => p.format === 'wav')).toBe(true);
    const seconds = probed.reduce((n, p) => n + (p.duration ?? 0), 0);
    expect(seconds).toBeCloseTo(10, 3);
    // Not one sample lost or repeated.
    const samples = Buffer.concat(pieces.map((p) => Buffer.from(p.bytes.subarray(44))));
    expect(samples.equals(wav.subarray(44))).toBe(true);
  });

  it('cuts an MP3 between whole frames after its ID3 tag, skipping junk, with each piece’s start time', async () => {
    const mp3 = silentMp3(1000, { id3: true, junk: true });
    const pieces = piecesOf(mp3, 'mp3', 100_000);
    const frames = pieces.map((p) => p.bytes.length / 417);
    expect(frames.every((n) => Number.isInteger(n))).toBe(true);
    expect(frames.reduce((a, b) => a + b, 0)).toBe(1000);
    expect(pieces.every((p) => p.bytes.length <= 100_000 && mpegFrameAt(p.bytes, 0))).toBe(true);
    let before = 0;
    for (const [i, piece] of pieces.entries()) {
      expect(piece.offsetSeconds).toBeCloseTo((before * 1152) / 44_100, 6);
      before += frames[i] ?? 0;
    }
    const probed = await probeAudio((pieces[0] ?? { bytes: new Uint8Array() }).bytes);
    expect(probed.format).toBe('mp3');
    expect(probed.duration).toBeCloseTo(((frames[0] ?? 0) * 1152) / 44_100, 1);
  });

  it('answers null for an M4A or WebM too large to send whole, and for bytes with no frames', () => {
    const big = Buffer.alloc(2000);
    expect(splitForUpload(big, 'm4a', 1000)).toBeNull();
    expect(splitForUpload(big, 'webm', 1000)).toBeNull();
    expect(splitForUpload(big, 'mp3', 1000)).toBeNull();
    expect(splitForUpload(big, 'wav', 1000)).toBeNull();
  });
});

describe('transcribePieces', () => {
  const heard = (text: string, timestamps = true): Transcript => ({
    text,
    timestamps,
    segments: timestamps ? [{ start: 0, end: 2, text }] : [],
    duration: 100,
    language: 'zh',
  });

  it('moves each piece’s times by its start and gives the tail of the text so far as the prompt', async () => {
    const prompts: string[] = [];
    const stages: number[] = [];
    const result = await transcribePieces(
      [
        { bytes: new Uint8Array(1), offsetSeconds: 0 },
        { bytes: new Uint8Array(1), offsetSeconds: 100 },
      ],
      async (i) => void stages.push(i),
      async (_bytes, prompt) => {
        prompts.push(prompt);
        return heard(prompts.length === 1 ? '第一段。'.repeat(60) : '第二段。');
      },
    );
    expect(stages).toEqual([0, 1]);
    expect(prompts[0]).toBe('');
    expect(prompts[1]).toHaveLength(200);
    expect(result.segments.map((s) => [s.start, s.end])).toEqual([
      [0, 2],
      [100, 102],
    ]);
    expect(result.duration).toBe(200);
    expect(result.text.endsWith('第二段。')).toBe(true);
  });

  it('keeps no times when one piece came back without them', async () => {
    let n = 0;
    const result = await transcribePieces(
      [
        { bytes: new Uint8Array(1), offsetSeconds: 0 },
        { bytes: new Uint8Array(1), offsetSeconds: 100 },
      ],
      async () => undefined,
      async () => heard('话', (n += 1) === 1),
    );
    expect(result).toMatchObject({ timestamps: false, segments: [], text: '话话' });
  });
});
