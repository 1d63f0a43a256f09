/**
 * The sound of a rendered lesson video (docs/aiCourse.md "Seed videos"): a soft two-note chime
 * at each slide change over a quiet bed, synthesised here and encoded as Opus by opusscript
 * (libopus 1.4 compiled to WebAssembly with emscripten: no native tool, runs in Node 20).
 */

/** Opus always runs at 48 kHz; one mono channel is enough for a chime. */
export const OPUS_SAMPLE_RATE = 48_000;
/** 20 ms frames, the Opus default. */
export const OPUS_FRAME_SAMPLES = 960;
/**
 * The encoder's look-ahead at 48 kHz (libopus: 2.5 ms + 4 ms delay compensation), written as the
 * OpusHead pre-skip so players drop it and the sound lines up with the slides. opusscript cannot
 * read OPUS_GET_LOOKAHEAD (its CTL call takes a value, not a pointer).
 */
export const OPUS_PRE_SKIP = 312;
/** Bits per second: a few pure tones need little; keeps a 12 s lesson's sound near 12 KB. */
const BITRATE = 8_000;

/** One encoded 20 ms Opus packet and its place in the track (seconds). */
export interface OpusPacket {
  data: Uint8Array;
  timestamp: number;
  duration: number;
}

/**
 * The track's PCM: for each slide start (seconds) a chime (a fifth, 660 and 990 Hz, fading over
 * ~1.2 s) over a bed of 220 Hz and 330 Hz at a whisper, breathing slowly; 16-bit, mono, 48 kHz.
 * `lead` silent samples come first (the encoder's look-ahead, dropped by the player).
 */
export function chimeTrack(slideStarts: readonly number[], seconds: number, lead = 0): Int16Array {
  const length = lead + Math.ceil(seconds * OPUS_SAMPLE_RATE);
  const pcm = new Int16Array(length);
  const tau = 2 * Math.PI;
  for (let n = lead; n < length; n++) {
    const t = (n - lead) / OPUS_SAMPLE_RATE;
    const fadeIn = Math.min(1, t / 0.5);
    const fadeOut = Math.min(1, Math.max(0, (seconds - t) / 0.5));
    let v =
      0.025 *
      fadeIn *
      fadeOut *
      (0.6 + 0.4 * Math.sin(tau * 0.25 * t)) *
      (Math.sin(tau * 220 * t) + 0.5 * Math.sin(tau * 330 * t));
    for (const start of slideStarts) {
      const dt = t - start;
      if (dt < 0 || dt > 1.5) continue;
      const envelope = Math.min(1, dt / 0.01) * Math.exp(-dt / 0.35);
      v += 0.18 * envelope * (Math.sin(tau * 660 * dt) + 0.6 * Math.sin(tau * 990 * dt));
    }
    pcm[n] = Math.round(Math.max(-1, Math.min(1, v)) * 32767);
  }
  return pcm;
}

/**
 * The OpusHead of a mono stream (RFC 7845 §5.1), the `CodecPrivate` of a WebM Opus track:
 * version 1, channels, pre-skip, input rate, gain 0, mapping family 0.
 */
export function opusHead(channels = 1, preSkip = OPUS_PRE_SKIP): Uint8Array {
  const head = new Uint8Array(19);
  const view = new DataView(head.buffer);
  head.set(new TextEncoder().encode('OpusHead'), 0);
  view.setUint8(8, 1);
  view.setUint8(9, channels);
  view.setUint16(10, preSkip, true);
  view.setUint32(12, OPUS_SAMPLE_RATE, true);
  view.setInt16(16, 0, true);
  view.setUint8(18, 0);
  return head;
}

/**
 * Encodes 16-bit mono PCM (starting with the pre-skip) into 20 ms Opus packets, the last one
 * padded with silence.
 */
export async function encodeOpus(pcm: Int16Array): Promise<OpusPacket[]> {
  const { default: OpusScript } = await import('opusscript');
  const encoder = new OpusScript(OPUS_SAMPLE_RATE, 1, OpusScript.Application.AUDIO);
  try {
    encoder.setBitrate(BITRATE);
    const packets: OpusPacket[] = [];
    const duration = OPUS_FRAME_SAMPLES / OPUS_SAMPLE_RATE;
    for (let at = 0; at < pcm.length; at += OPUS_FRAME_SAMPLES) {
      const frame = new Int16Array(OPUS_FRAME_SAMPLES);
      frame.set(pcm.subarray(at, at + OPUS_FRAME_SAMPLES));
      packets.push({
        // opusscript takes the PCM as little-endian bytes (a Buffer), as every Node platform is.
        data: new Uint8Array(
          encoder.encode(
            Buffer.from(frame.buffer, frame.byteOffset, frame.byteLength),
            OPUS_FRAME_SAMPLES,
          ),
        ),
        timestamp: (at / OPUS_FRAME_SAMPLES) * duration,
        duration,
      });
    }
    return packets;
  } finally {
    encoder.delete();
  }
}

/**
 * The chime track of slides lasting `durations` seconds each, as Opus packets covering exactly
 * the whole frames of the video's length (the pre-skip comes off the silent fade-out at the end,
 * so the sound is not longer than the picture).
 */
export async function renderChimeOpus(durations: readonly number[]): Promise<OpusPacket[]> {
  const starts: number[] = [];
  let at = 0;
  for (const seconds of durations) {
    starts.push(at);
    at += seconds;
  }
  const frames = Math.ceil((at * OPUS_SAMPLE_RATE) / OPUS_FRAME_SAMPLES);
  const pcm = chimeTrack(starts, at, OPUS_PRE_SKIP).subarray(0, frames * OPUS_FRAME_SAMPLES);
  return encodeOpus(pcm);
}
