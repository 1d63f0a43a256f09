/**
 * Recordings made in the test: a PCM WAV of a sine tone, written byte by byte (no file is
 * downloaded or checked in), and a fake Whisper server that speaks `/audio/transcriptions`.
 */
import { parseMultipart } from '../../../ai/__fixtures__/multipart';
import { sendJson, startServer, type TestServer } from '../../../ai/__fixtures__/http-server';

/** A mono 16-bit PCM WAV of `seconds` of a `hz` tone at `rate` samples per second. */
export function toneWav(seconds: number, { rate = 8000, hz = 440, bits = 16 } = {}): Buffer {
  const samples = Math.round(seconds * rate);
  const bytesPer = bits / 8;
  const data = samples * bytesPer;
  const b = Buffer.alloc(44 + data);
  b.write('RIFF', 0);
  b.writeUInt32LE(36 + data, 4);
  b.write('WAVEfmt ', 8);
  b.writeUInt32LE(16, 16);
  b.writeUInt16LE(1, 20);
  b.writeUInt16LE(1, 22);
  b.writeUInt32LE(rate, 24);
  b.writeUInt32LE(rate * bytesPer, 28);
  b.writeUInt16LE(bytesPer, 32);
  b.writeUInt16LE(bits, 34);
  b.write('data', 36);
  b.writeUInt32LE(data, 40);
  for (let i = 0; i < samples; i += 1) {
    const v = Math.sin((2 * Math.PI * hz * i) / rate);
    if (bits === 16) b.writeInt16LE(Math.round(v * 8000), 44 + i * 2);
    else b.writeUInt8(128 + Math.round(v * 60), 44 + i);
  }
  return b;
}

/** The lines the fake "hears", spread evenly over the recording. */
export const LESSON_LINES = [
  '同学们好，今天我们学习勾股定理。',
  '谁能说说直角三角形有什么特点？',
  '它有一个角是九十度。',
  '很好，那三条边之间有什么关系呢？',
];

/** Seconds of a WAV, from its header (what the fake reads from the upload). */
function wavSeconds(bytes: Buffer): number {
  const rate = bytes.readUInt32LE(24);
  const byteRate = bytes.readUInt32LE(28);
  const data = bytes.readUInt32LE(40);
  return rate > 0 ? data / byteRate : 0;
}

export interface FakeWhisper {
  server: TestServer;
  env: Record<string, string>;
  /** `ok` answers verbose_json; `text` answers plain json; `reject` answers HTTP 400. */
  mode: 'ok' | 'text' | 'reject';
  close(): Promise<void>;
}

/** A local Whisper-compatible server: verbose_json with segments spread over the audio. */
export async function startFakeWhisper(): Promise<FakeWhisper> {
  const fake: Partial<FakeWhisper> & { mode: FakeWhisper['mode'] } = { mode: 'ok' };
  const server = await startServer((req, res) => {
    const raw = server.requests.at(-1)?.raw ?? Buffer.alloc(0);
    if (req.url !== '/v1/audio/transcriptions') return sendJson(res, 404, { error: 'no' });
    const parts = parseMultipart(req.headers, raw);
    const file = parts.find((p) => p.name === 'file');
    if (!file) return sendJson(res, 400, { error: { message: 'file is required' } });
    if (fake.mode === 'reject') {
      return sendJson(res, 400, { error: { message: 'Invalid file format.' } });
    }
    const text = LESSON_LINES.join('');
    if (fake.mode === 'text') return sendJson(res, 200, { text });
    const duration = file.data.subarray(0, 4).toString() === 'RIFF' ? wavSeconds(file.data) : 8;
    const step = duration / LESSON_LINES.length;
    return sendJson(res, 200, {
      task: 'transcribe',
      language: 'chinese',
      duration,
      text,
      segments: LESSON_LINES.map((line, i) => ({
        id: i,
        seek: 0,
        start: Math.round(i * step * 100) / 100,
        end: Math.round((i + 1) * step * 100) / 100,
        text: ` ${line}`,
        avg_logprob: -0.2,
      })),
    });
  });
  fake.server = server;
  fake.env = { ASR_BASE_URL: `${server.url}/v1`, ASR_MODEL: 'whisper-1', ASR_API_KEY: 'sk-asr' };
  fake.close = () => server.close();
  return fake as FakeWhisper;
}
