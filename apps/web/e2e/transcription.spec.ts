import { readFile, writeFile } from 'node:fs/promises';
import { audioTooBigToSplit, SPEECH_UPLOAD_MAX_BYTES } from '@aita/core';
import { createServer, type Server } from 'node:http';
import type { AddressInfo } from 'node:net';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { startOwnServer, type OwnServer } from './ownServer';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { seriousViolations } from './axe';
import { baseUrl, useBrowser } from './browser';
import { randomPhone, registerTeacher } from './accounts';

const browser = useBrowser();
const shots = process.env.E2E_SCREENSHOTS ?? join(tmpdir(), 'aita-shots');

/** A mono 16-bit WAV of `seconds` of a 440 Hz tone, written here (nothing downloaded). */
function toneWav(seconds: number, rate = 8000): Buffer {
  const samples = Math.round(seconds * rate);
  const b = Buffer.alloc(44 + samples * 2);
  b.write('RIFF', 0);
  b.writeUInt32LE(36 + samples * 2, 4);
  b.write('WAVEfmt ', 8);
  b.writeUInt32LE(16, 16);
  b.writeUInt16LE(1, 20);
  b.writeUInt16LE(1, 22);
  b.writeUInt32LE(rate, 24);
  b.writeUInt32LE(rate * 2, 28);
  b.writeUInt16LE(2, 32);
  b.writeUInt16LE(16, 34);
  b.write('data', 36);
  b.writeUInt32LE(samples * 2, 40);
  for (let i = 0; i < samples; i += 1) {
    b.writeInt16LE(Math.round(Math.sin((2 * Math.PI * 440 * i) / rate) * 6000), 44 + i * 2);
  }
  return b;
}

const LINES = [
  '同学们好，今天我们学习勾股定理。',
  '谁能说说直角三角形有什么特点？',
  '它有一个角是九十度。',
  '很好，那三条边之间有什么关系呢？',
];

/** The chat model's analysis of the lesson (sentence numbers of LINES). */
const ANALYSIS = {
  summary: '本节课从直角三角形的特点引入勾股定理。',
  questions: [
    { index: 1, text: '谁能说说直角三角形有什么特点？', type: 'recall' },
    { index: 3, text: '那三条边之间有什么关系呢？', type: 'understand' },
  ],
  speakers: [
    { index: 0, speaker: 'teacher' },
    { index: 1, speaker: 'teacher' },
    { index: 2, speaker: 'student' },
    { index: 3, speaker: 'teacher' },
  ],
  notes: ['以问题引入新课'],
};

/**
 * Local fakes of the two providers, speaking their real protocols: Whisper's multipart
 * `/audio/transcriptions` (verbose_json segments spread over the WAV's length, read from the
 * uploaded bytes) and the chat completions stream.
 */
async function startFakes(): Promise<{ url: string; server: Server; heard: Buffer[] }> {
  const heard: Buffer[] = [];
  const server = createServer((req, res) => {
    const chunks: Buffer[] = [];
    req.on('data', (c: Buffer) => chunks.push(c));
    req.on('end', () => {
      const body = Buffer.concat(chunks);
      if (req.url === '/v1/audio/transcriptions') {
        const at = body.indexOf('RIFF');
        if (at < 0 || !body.includes('name="model"')) {
          res.writeHead(400, { 'content-type': 'application/json' });
          return res.end('{"error":{"message":"bad request"}}');
        }
        heard.push(body.subarray(at, at + 44));
        const duration = body.readUInt32LE(at + 40) / body.readUInt32LE(at + 28);
        const step = duration / LINES.length;
        res.writeHead(200, { 'content-type': 'application/json' });
        return res.end(
          JSON.stringify({
            task: 'transcribe',
            language: 'chinese',
            duration,
            text: LINES.join(''),
            segments: LINES.map((text, i) => ({
              id: i,
              start: i * step,
              end: (i + 1) * step,
              text,
            })),
          }),
        );
      }
      if (req.url === '/v1/chat/completions') {
        res.writeHead(200, { 'content-type': 'text/event-stream' });
        const content = JSON.stringify(ANALYSIS);
        res.write(`data: ${JSON.stringify({ choices: [{ index: 0, delta: { content } }] })}\n\n`);
        res.write(
          `data: ${JSON.stringify({ choices: [{ index: 0, delta: {}, finish_reason: 'stop' }] })}\n\n`,
        );
        return res.end('data: [DONE]\n\n');
      }
      return res.writeHead(404).end();
    });
  });
  await new Promise<void>((done) => server.listen(0, '127.0.0.1', done));
  return { url: `http://127.0.0.1:${(server.address() as AddressInfo).port}/v1`, server, heard };
}

async function loggedIn(
  origin: string,
  token: string,
  viewport?: { width: number; height: number },
) {
  const page = await browser.newPage(viewport, viewport ? viewport.width < 500 : false);
  await page.context().addCookies([{ name: 'aita_token', value: token, url: origin }]);
  return page;
}

describe('audio to text without a speech service', () => {
  it('says so on the page and offers no upload', async () => {
    const token = await registerTeacher({ phone: randomPhone('135'), password: 'audio-e2e-2026' });
    const page = await loggedIn(baseUrl, token);
    await page.goto(`${baseUrl}/transcription/index`);
    const note = page.getByTestId('speech-unavailable');
    await note.waitFor();
    expect(await note.textContent()).toContain('未配置语音识别服务');
    expect(await page.getByTestId('audio-file').isDisabled()).toBe(true);
    expect(await page.getByRole('button', { name: '上传并转写' }).isDisabled()).toBe(true);
    expect(await page.getByRole('button', { name: '在浏览器中录音' }).isDisabled()).toBe(true);
    expect(await seriousViolations(page)).toEqual([]);
  }, 60_000);
});

describe('audio to text with a speech service and a chat model', () => {
  let fakes: Awaited<ReturnType<typeof startFakes>> | undefined;
  let own: OwnServer | undefined;
  let origin = '';
  let dataDir = '';
  const output = () => own?.output() ?? '';

  beforeAll(async () => {
    fakes = await startFakes();
    own = await startOwnServer('audio', {
      ASR_BASE_URL: fakes.url,
      ASR_MODEL: 'whisper-1',
      AI_BASE_URL: fakes.url,
      AI_MODEL: 'fake-model',
      JOBS_POLL_MS: '200',
    });
    origin = own.origin;
    dataDir = own.dataDir;
  }, 180_000);

  afterAll(async () => {
    await own?.stop();
    fakes?.server.closeAllConnections();
    fakes?.server.close();
  }, 60_000);

  it('uploads a WAV, shows the transcript, highlights the sentence playing, exports', async () => {
    const token = await registerTeacher(
      { phone: randomPhone('135'), password: 'audio-e2e-2026' },
      { origin, readLog: output },
    );
    const page = await loggedIn(origin, token);
    await page.goto(`${origin}/transcription/index`);
    // A new browser asks a new teacher for their identity once (跳过 closes it).
    await page.getByTestId('identity-tag-dialog').getByRole('button', { name: '跳过' }).click();
    const form = page.getByRole('form', { name: '上传录音' });
    // An M4A over what one speech request takes cannot be cut: refused before any upload.
    const longM4a = join(dataDir, '两小时讲座.m4a');
    await writeFile(longM4a, Buffer.alloc(SPEECH_UPLOAD_MAX_BYTES + 1));
    await page.getByTestId('audio-file').setInputFiles(longM4a);
    await form.getByRole('button', { name: '上传并转写' }).click();
    await page.getByText(audioTooBigToSplit(SPEECH_UPLOAD_MAX_BYTES)).waitFor();
    expect(fakes?.heard).toHaveLength(0);
    await form.getByLabel('标题（可选）').fill('勾股定理第一课时');
    const wav = toneWav(8);
    const path = join(dataDir, '课堂录音.wav');
    await writeFile(path, wav);
    await page.getByTestId('audio-file').setInputFiles(path);
    await page.getByTestId('chosen-file').getByText('课堂录音.wav').waitFor();
    await form.getByRole('button', { name: '上传并转写' }).click();

    await page.waitForURL(/\/transcription\/[0-9a-f-]{36}$/, { timeout: 30_000 });
    await page.getByRole('heading', { name: '勾股定理第一课时' }).waitFor();
    const segments = page.getByTestId('segments').locator('button');
    await segments.first().waitFor({ timeout: 30_000 });
    expect(await segments.count()).toBe(4);
    expect(await segments.nth(2).textContent()).toContain('它有一个角是九十度。');
    // The fake heard our WAV's own header.
    expect(fakes?.heard[0]?.equals(wav.subarray(0, 44))).toBe(true);

    // Summary, questions and the 课堂观察 with its honest note about speakers.
    await page.getByRole('heading', { name: '摘要' }).waitFor();
    await page.getByText(ANALYSIS.summary).waitFor();
    expect(await page.getByTestId('talk-time').textContent()).toContain('教师发言约 0:06（75%）');
    await page.getByText('语音识别服务不区分说话人').waitFor();

    // Player: seeking to 4.5 s highlights the third sentence (4–6 s), clicking one seeks.
    const player = page.getByTestId('player');
    await player.waitFor();
    await page.waitForFunction(
      () =>
        ((document.querySelector('[data-testid="player"]') as HTMLAudioElement | null)
          ?.readyState ?? 0) >= 1,
    );
    await player.evaluate((el: HTMLAudioElement) => {
      el.currentTime = 4.5;
    });
    await page.locator('[aria-current="true"]', { hasText: '它有一个角是九十度。' }).waitFor();
    await segments.nth(1).click();
    await page.locator('[aria-current="true"]', { hasText: '谁能说说直角三角形' }).waitFor();
    const at = await player.evaluate((el: HTMLAudioElement) => el.currentTime);
    expect(at).toBeGreaterThanOrEqual(2);
    expect(at).toBeLessThan(4);

    // Exports: a subtitle file and a Word file.
    const [srt] = await Promise.all([
      page.waitForEvent('download'),
      page.getByRole('button', { name: '导出字幕 SRT' }).click(),
    ]);
    expect(srt.suggestedFilename()).toBe('勾股定理第一课时.srt');
    await srt.saveAs(join(dataDir, 'saved.srt'));
    const srtText = await readFile(join(dataDir, 'saved.srt'), 'utf8');
    expect(srtText).toContain('00:00:02,000 --> 00:00:04,000');
    expect(srtText).toContain('谁能说说直角三角形有什么特点？');
    const [docx] = await Promise.all([
      page.waitForEvent('download'),
      page.getByRole('button', { name: '导出 Word' }).click(),
    ]);
    expect(docx.suggestedFilename()).toBe('勾股定理第一课时.docx');
    await docx.saveAs(join(dataDir, 'saved.docx'));
    const bytes = await readFile(join(dataDir, 'saved.docx'));
    expect(bytes.subarray(0, 2).toString()).toBe('PK');

    await player.evaluate((el: HTMLAudioElement) => el.pause());
    expect(await seriousViolations(page)).toEqual([]);
    await page.screenshot({ path: join(shots, 'transcription-desktop.png'), fullPage: true });

    // The list shows it; the phone layout stacks the player, transcript and analysis.
    const phone = await loggedIn(origin, token, { width: 390, height: 844 });
    await phone.goto(`${origin}/transcription/index`);
    // A new browser asks a new teacher for their identity once (跳过 closes it).
    await phone.getByTestId('identity-tag-dialog').getByRole('button', { name: '跳过' }).click();
    await phone.getByRole('link', { name: '勾股定理第一课时' }).click();
    await phone.getByTestId('segments').waitFor();
    await phone.getByRole('heading', { name: '课堂观察' }).waitFor();
    expect(await seriousViolations(phone)).toEqual([]);
    await phone.screenshot({ path: join(shots, 'transcription-phone.png'), fullPage: true });
    expect(browser.errors).toEqual([]);
  }, 120_000);
});
