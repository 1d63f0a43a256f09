import { ALL_FORMATS, BufferSource, EncodedPacketSink, Input } from 'mediabunny';
import OpusScript from 'opusscript';
import { describe, expect, it } from 'vitest';
import { chimeTrack, OPUS_PRE_SKIP, OPUS_SAMPLE_RATE } from './render-audio';
import { renderSlideVideo, type Slide } from './render-video';

const slides: Slide[] = [
  { heading: '第一页', lines: ['人工智能'], seconds: 1 },
  { heading: '第二页', lines: ['大语言模型'], seconds: 1.5 },
  { heading: '第三页', lines: ['它会犯错'], seconds: 1 },
];

/** Root mean square of 16-bit samples from `from` to `to` seconds of the decoded sound. */
const rms = (pcm: Int16Array, from: number, to: number) => {
  const part = pcm.subarray(Math.round(from * OPUS_SAMPLE_RATE), Math.round(to * OPUS_SAMPLE_RATE));
  return Math.sqrt(part.reduce((sum, v) => sum + v * v, 0) / Math.max(1, part.length));
};

describe(renderSlideVideo, () => {
  it('makes a WebM with a VP8 picture and an Opus chime at each slide change, as long as the slides', async () => {
    const video = await renderSlideVideo(slides, { fps: 2 });
    expect(video.durationSec).toBe(3.5);
    expect(video.mime).toBe('video/webm');
    const input = new Input({ source: new BufferSource(video.bytes), formats: ALL_FORMATS });
    expect((await input.getFormat()).name).toBe('WebM');
    const picture = await input.getPrimaryVideoTrack();
    const [sound, ...others] = await input.getAudioTracks();
    expect(others).toHaveLength(0);
    expect(picture?.codec).toBe('vp8');
    expect(sound?.codec).toBe('opus');
    if (!picture || !sound) throw new Error('a track is missing');
    expect(sound.sampleRate).toBe(OPUS_SAMPLE_RATE);
    expect(sound.numberOfChannels).toBe(1);
    expect(await picture.computeDuration()).toBeCloseTo(3.5, 2);
    expect(await sound.computeDuration()).toBeCloseTo(3.5, 1);
    // The OpusHead tells players to drop the encoder's look-ahead.
    const head = (await sound.getDecoderConfig())?.description;
    if (!head) throw new Error('no OpusHead');
    const headBytes = ArrayBuffer.isView(head)
      ? new Uint8Array(head.buffer, head.byteOffset, head.byteLength)
      : new Uint8Array(head);
    expect(new TextDecoder().decode(headBytes.subarray(0, 8))).toBe('OpusHead');
    expect(new DataView(headBytes.buffer, headBytes.byteOffset).getUint16(10, true)).toBe(
      OPUS_PRE_SKIP,
    );

    // Decoded (libopus again), the sound is a chime right after each slide change and a quiet
    // bed just before the next one.
    const decoder = new OpusScript(OPUS_SAMPLE_RATE, 1);
    const chunks: Int16Array[] = [];
    try {
      for await (const packet of new EncodedPacketSink(sound).packets()) {
        const pcm = decoder.decode(Buffer.from(packet.data));
        chunks.push(new Int16Array(pcm.buffer.slice(pcm.byteOffset, pcm.byteOffset + pcm.length)));
      }
    } finally {
      decoder.delete();
    }
    const all = new Int16Array(chunks.reduce((n, c) => n + c.length, 0));
    chunks.reduce((at, c) => (all.set(c, at), at + c.length), 0);
    const pcm = all.subarray(OPUS_PRE_SKIP);
    expect(pcm.length / OPUS_SAMPLE_RATE).toBeCloseTo(3.5, 1);
    for (const change of [1, 2.5]) {
      const chime = rms(pcm, change + 0.02, change + 0.2);
      const before = rms(pcm, change - 0.2, change - 0.02);
      expect(chime).toBeGreaterThan(1500);
      expect(chime).toBeGreaterThan(3 * before);
    }
    expect(rms(pcm, 0.8, 0.98)).toBeGreaterThan(50);
    // The decoded sound follows the synthesised one (lossy, so roughly): same loudness per 0.1 s.
    const reference = chimeTrack([0, 1, 2.5], 3.5);
    for (let at = 0; at < 3.3; at += 0.1) {
      const want = rms(reference, at, at + 0.1);
      expect(Math.abs(rms(pcm, at, at + 0.1) - want)).toBeLessThan(0.35 * want + 150);
    }
  });

  it('keeps the sound small and can leave it out', async () => {
    const withSound = await renderSlideVideo(slides, { fps: 2 });
    const silent = await renderSlideVideo(slides, { fps: 2, sound: false });
    const input = new Input({ source: new BufferSource(silent.bytes), formats: ALL_FORMATS });
    expect(await input.getAudioTracks()).toHaveLength(0);
    // 8 kbit/s: a few kilobytes for 3.5 s.
    expect(withSound.bytes.length - silent.bytes.length).toBeLessThan(6_000);
    expect(withSound.bytes.length - silent.bytes.length).toBeGreaterThan(1_000);
  });
});
