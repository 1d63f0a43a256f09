/**
 * Renders a lesson's slides into a small WebM video, in the server, with no ffmpeg (none is
 * installed where the demo runs; docs/aiCourse.md "Seed videos"): each frame is an SVG slide
 * rasterised by sharp and compressed as lossy WebP, whose `VP8 ` chunk is a VP8 key frame; the
 * key frames are muxed as a VP8 track by mediabunny, the maintained successor of webm-muxer.
 * The sound track is a soft chime at each slide change (render-audio.ts: Opus from libopus in
 * WebAssembly); the narration is the WebVTT subtitle track. mediabunny, sharp and opusscript
 * are imported by the first render, which a restart with the videos already stored never does.
 */
import { OPUS_SAMPLE_RATE, opusHead, renderChimeOpus } from './render-audio';

/** One slide: a heading and a few lines of text, shown for `seconds`. */
export interface Slide {
  heading: string;
  lines: readonly string[];
  seconds: number;
}

export interface RenderOptions {
  width?: number;
  height?: number;
  /** Frames per second; every frame is a key frame, so seeking lands anywhere. */
  fps?: number;
  /** Lossy WebP quality 1..100 (smaller files at lower values). */
  quality?: number;
  /** Whether to add the chime track (Opus); default true. */
  sound?: boolean;
  /** Stops the render between two frames (a closing server); rejects with its reason. */
  signal?: AbortSignal;
}

const escapeXml = (text: string) => text.replace(/[&<>"']/g, (c) => `&#${c.charCodeAt(0)};`);

/** The SVG of one frame: the slide, its number, and a bar showing the time within the video. */
function frameSvg(
  slide: Slide,
  index: number,
  count: number,
  at: number,
  total: number,
  width: number,
  height: number,
): string {
  const lines = slide.lines
    .map(
      (line, i) =>
        `<text x="${width * 0.08}" y="${height * (0.48 + i * 0.13)}" font-size="${Math.round(height * 0.075)}" fill="#e0e7ff">${escapeXml(line)}</text>`,
    )
    .join('');
  const clock = `${Math.floor(at / 60)}:${String(Math.floor(at % 60)).padStart(2, '0')}`;
  return `<svg xmlns="http://www.w3.org/2000/svg" width="${width}" height="${height}">
<rect width="${width}" height="${height}" fill="#1e3a8a"/>
<text x="${width * 0.08}" y="${height * 0.28}" font-size="${Math.round(height * 0.1)}" font-weight="bold" fill="#ffffff" font-family="Noto Sans CJK SC, sans-serif">${escapeXml(slide.heading)}</text>
<g font-family="Noto Sans CJK SC, sans-serif">${lines}</g>
<text x="${width * 0.92}" y="${height * 0.9}" font-size="${Math.round(height * 0.06)}" fill="#c7d2fe" text-anchor="end" font-family="sans-serif">${index + 1}/${count}  ${clock}</text>
<rect x="0" y="${height - 6}" width="${Math.round((width * at) / total)}" height="6" fill="#38bdf8"/>
</svg>`;
}

/** The `VP8 ` chunk of a lossy WebP file (a VP8 key frame). @throws when there is none. */
export function vp8FrameOf(webp: Buffer): Buffer {
  if (webp.toString('latin1', 0, 4) !== 'RIFF' || webp.toString('latin1', 8, 12) !== 'WEBP') {
    throw new Error('not a WebP file');
  }
  let offset = 12;
  while (offset + 8 <= webp.length) {
    const id = webp.toString('latin1', offset, offset + 4);
    const size = webp.readUInt32LE(offset + 4);
    if (id === 'VP8 ') return webp.subarray(offset + 8, offset + 8 + size);
    offset += 8 + size + (size % 2);
  }
  throw new Error('WebP without a VP8 chunk (lossless or alpha)');
}

/**
 * The slides as a WebM video, VP8 with an Opus chime track; `durationSec` is the sum of the
 * slides' seconds.
 */
export async function renderSlideVideo(
  slides: readonly Slide[],
  { width = 320, height = 180, fps = 4, quality = 40, sound = true, signal }: RenderOptions = {},
): Promise<{ bytes: Buffer; durationSec: number; mime: string }> {
  const [
    {
      BufferTarget,
      EncodedAudioPacketSource,
      EncodedPacket,
      EncodedVideoPacketSource,
      Output,
      WebMOutputFormat,
    },
    { default: sharp },
  ] = await Promise.all([import('mediabunny'), import('sharp')]);
  const output = new Output({ format: new WebMOutputFormat(), target: new BufferTarget() });
  const source = new EncodedVideoPacketSource('vp8');
  output.addVideoTrack(source, { frameRate: fps });
  const audio = sound ? new EncodedAudioPacketSource('opus') : undefined;
  if (audio) output.addAudioTrack(audio);
  await output.start();
  const packets = sound ? await renderChimeOpus(slides.map((s) => s.seconds)) : [];
  let sent = 0;
  /** Adds the sound up to `until` seconds, so the two tracks interleave in time. */
  const addAudio = async (until: number) => {
    for (; audio && sent < packets.length; sent++) {
      const p = packets[sent];
      if (!p || p.timestamp >= until) break;
      await audio.add(
        new EncodedPacket(p.data, 'key', p.timestamp, p.duration),
        sent === 0
          ? {
              decoderConfig: {
                codec: 'opus',
                numberOfChannels: 1,
                sampleRate: OPUS_SAMPLE_RATE,
                description: opusHead(),
              },
            }
          : undefined,
      );
    }
  };
  const total = slides.reduce((sum, s) => sum + s.seconds, 0);
  let frame = 0;
  let start = 0;
  for (const [index, slide] of slides.entries()) {
    const frames = Math.round(slide.seconds * fps);
    for (let i = 0; i < frames; i++) {
      signal?.throwIfAborted();
      const at = start + i / fps;
      await addAudio(at);
      const webp = await sharp(
        Buffer.from(frameSvg(slide, index, slides.length, at, total, width, height)),
      )
        .flatten({ background: '#1e3a8a' })
        .webp({ quality })
        .toBuffer();
      const packet = new EncodedPacket(
        new Uint8Array(vp8FrameOf(webp)),
        'key',
        frame / fps,
        1 / fps,
      );
      await source.add(
        packet,
        frame === 0
          ? { decoderConfig: { codec: 'vp8', codedWidth: width, codedHeight: height } }
          : undefined,
      );
      frame += 1;
    }
    start += slide.seconds;
  }
  await addAudio(Infinity);
  source.close();
  audio?.close();
  await output.finalize();
  const buffer = output.target.buffer;
  if (!buffer) throw new Error('video render produced nothing');
  return { bytes: Buffer.from(buffer), durationSec: total, mime: 'video/webm' };
}
