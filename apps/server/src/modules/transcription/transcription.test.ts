import { execFileSync } from 'node:child_process';
import { mkdtemp, rm, writeFile } from 'node:fs/promises';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { transcription } from '@aita/contract';
import {
  AUDIO_MAX_SECONDS,
  Code,
  MSG_ANALYSIS_NEEDS_MODEL,
  MSG_AUDIO_NEEDS_SPEECH,
  MSG_AUDIO_NOT_AUDIO,
  MSG_AUDIO_NOT_FOUND,
  MSG_AUDIO_TOO_LONG,
  MSG_AUDIO_UNREADABLE,
  MSG_NO_DIARISATION,
  MSG_NO_TIMESTAMPS,
  MSG_TRANSCRIPT_NOT_READY,
} from '@aita/core';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { INTAKE_MESSAGES } from '../../platform/intake';
import { readCentralDirectory, readEntry } from '../../platform/intake/zip';
import { createTestContext, type TestContext } from '../../test/context';
import { insertUser, postAs, tokenFor } from '../../test/identity';
import { startFakeModel, type FakeModel } from '../essayReview/__fixtures__/essays';
import { LESSON_LINES, startFakeWhisper, toneWav, type FakeWhisper } from './__fixtures__/audio';
import { call, finished, text, upload } from './__fixtures__/calls';
import { probeAudio } from './probe';
import { transcriptionRoutes } from './routes';

const T = transcription;

/** What the fake chat model answers for the lesson (sentence numbers of LESSON_LINES). */
const ANALYSIS = {
  summary: '本节课学习勾股定理，教师从直角三角形的特点引入。',
  questions: [
    { index: 1, text: '谁能说说直角三角形有什么特点？', type: 'recall' },
    { index: 3, text: '那三条边之间有什么关系呢？', type: 'understand' },
  ],
  speakers: [
    { index: 0, speaker: 'teacher' },
    { index: 1, speaker: 'teacher' },
    { index: 2, speaker: 'student' },
    { index: 3, speaker: 'teacher' },
    { index: 99, speaker: 'student' },
  ],
  notes: ['以问题引入新课', '学生回答简短，可追问'],
};

describe('without a speech service', () => {
  let ctx: TestContext;
  let token: string;
  beforeAll(async () => {
    ctx = await createTestContext();
    token = await tokenFor(ctx.app, (await insertUser(ctx.database)).id);
  });
  afterAll(() => ctx?.close());

  it('/v1/voice/config says so before anything is uploaded, and /audio/async refuses', async () => {
    const config = await call<{ speech: boolean; note: string; maxSeconds: number }>(
      ctx,
      undefined,
      T.voiceConfig.path,
      {},
    );
    expect(config.data).toMatchObject({
      speech: false,
      analysis: false,
      formats: ['mp3', 'm4a', 'wav', 'webm'],
      maxSeconds: AUDIO_MAX_SECONDS,
      note: MSG_AUDIO_NEEDS_SPEECH,
    });
    const file = await upload(ctx, token, '课堂.wav', toneWav(2));
    expect(file.code).toBe(200);
    const started = await call(ctx, token, T.audioAsync.path, { fileId: file.data.id });
    expect(started).toMatchObject({ code: Code.INVALID_PARAM, msg: MSG_AUDIO_NEEDS_SPEECH });
    expect((await call<{ total: number }>(ctx, token, T.audioList.path, {})).data.total).toBe(0);
  });
});

describe(transcriptionRoutes, () => {
  let ctx: TestContext;
  let whisper: FakeWhisper;
  let model: FakeModel;
  let teacher: string;
  let other: string;
  beforeAll(async () => {
    whisper = await startFakeWhisper();
    model = await startFakeModel(0, ANALYSIS);
    ctx = await createTestContext({ env: { JOBS_POLL_MS: '50', ...whisper.env, ...model.env } });
    teacher = await tokenFor(ctx.app, (await insertUser(ctx.database)).id);
    other = await tokenFor(ctx.app, (await insertUser(ctx.database)).id);
  });
  afterAll(async () => {
    await ctx?.close();
    await whisper?.close();
    await model?.close();
  });

  let audioId = '';
  const wav = toneWav(8);

  it('transcribes an uploaded WAV as a job: sentences with times, summary and 课堂观察', async () => {
    const config = await call<{ speech: boolean; analysis: boolean; note: string }>(
      ctx,
      teacher,
      T.voiceConfig.path,
      {},
    );
    expect(config.data).toMatchObject({ speech: true, analysis: true, note: '' });
    const file = await upload(ctx, teacher, '第三课 勾股定理.wav', wav);
    const started = await call<{
      audioId: string;
      duration: number;
      format: string;
      title: string;
    }>(ctx, teacher, T.audioAsync.path, { fileId: file.data.id, scene: 'lesson' });
    expect(started.code, JSON.stringify(started)).toBe(200);
    expect(started.data).toMatchObject({ format: 'wav', duration: 8, title: '第三课 勾股定理' });
    audioId = started.data.audioId;
    // Pressing again with the same file answers the same recording.
    const again = await call<{ audioId: string }>(ctx, teacher, T.audioAsync.path, {
      fileId: file.data.id,
    });
    expect(again.data.audioId).toBe(audioId);

    const done = await finished(ctx, teacher, audioId);
    expect(done.state, done.error ?? '').toBe('done');
    expect(done.timestamps).toBe(true);
    expect(done.segments).toEqual(
      LESSON_LINES.map((line, i) => ({ start: i * 2, end: (i + 1) * 2, text: line })),
    );
    // The speech service got the real bytes, as Whisper's multipart form.
    const sent = whisper.server.requests.filter((r) => r.url === '/v1/audio/transcriptions');
    expect(sent).toHaveLength(1);
    expect(sent[0]?.raw.includes(wav)).toBe(true);
    expect(sent[0]?.body).toContain('verbose_json');

    expect(done.analysis?.summary).toBe(ANALYSIS.summary);
    expect(done.analysis?.questions).toEqual([
      { text: '谁能说说直角三角形有什么特点？', start: 2, type: 'recall' },
      { text: '那三条边之间有什么关系呢？', start: 6, type: 'understand' },
    ]);
    // Talk time is summed from the sentence times by who the model says spoke (an index the
    // transcript does not have is ignored), and the page is told how it was estimated.
    expect(done.analysis?.observation).toEqual({
      teacherSeconds: 6,
      studentSeconds: 2,
      unknownSeconds: 0,
      questionTypes: [
        { type: 'recall', count: 1 },
        { type: 'understand', count: 1 },
      ],
      notes: ANALYSIS.notes,
      method: MSG_NO_DIARISATION,
    });
    expect(model.server.requests.at(-1)?.body).toContain('[2] 它有一个角是九十度。');
  });

  it('lists only the teacher’s own recordings; another teacher gets 40004', async () => {
    const mine = await call<{ list: { audioId: string; state: string }[]; total: number }>(
      ctx,
      teacher,
      T.audioList.path,
      { page: 1 },
    );
    expect(mine.data.total).toBe(1);
    expect(mine.data.list[0]).toMatchObject({ audioId, state: 'done', progress: 100 });
    expect((await call<{ total: number }>(ctx, other, T.audioList.path, {})).data.total).toBe(0);
    expect(await text(ctx, other, audioId)).toMatchObject({
      code: Code.NOT_FOUND,
      msg: MSG_AUDIO_NOT_FOUND,
    });
    expect((await call(ctx, other, T.audioFile.path, { audioId })).code).toBe(Code.NOT_FOUND);
    expect((await call(ctx, other, T.audioDelete.path, { audioId })).code).toBe(Code.NOT_FOUND);
  });

  it('refuses every call without a login (20100), before reading input', async () => {
    for (const e of [T.audioAsync, T.audioList, T.audioFile, T.audioExport, T.audioDelete]) {
      expect((await call(ctx, undefined, e.path, { audioId })).code, e.path).toBe(20100);
    }
    expect((await text(ctx, undefined, audioId)).code).toBe(20100);
  });

  it('serves the recording’s bytes to its owner for the player', async () => {
    const res = await postAs(ctx.app, teacher, T.audioFile.path, { audioId });
    expect(res.statusCode).toBe(200);
    expect(res.headers['content-type']).toBe('audio/wav');
    expect(res.rawPayload.equals(wav)).toBe(true);
  });

  it('exports .srt, .txt and a .docx that LibreOffice opens', async () => {
    const get = (format: string) =>
      postAs(ctx.app, teacher, T.audioExport.path, { audioId, format });
    const srt = await get('srt');
    expect(srt.headers['content-disposition']).toContain(encodeURIComponent('第三课 勾股定理.srt'));
    expect(srt.body.replace(/^\uFEFF/, '')).toBe(
      LESSON_LINES.map(
        (line, i) => `${i + 1}\r\n00:00:0${i * 2},000 --> 00:00:0${i * 2 + 2},000\r\n${line}\r\n`,
      ).join('\r\n'),
    );
    const txt = await get('txt');
    expect(txt.body).toContain('[0:02] 谁能说说直角三角形有什么特点？');
    const docx = await get('docx');
    expect(docx.headers['content-type']).toContain('wordprocessingml');
    const zip = docx.rawPayload;
    const entry = readCentralDirectory(zip).find((e) => e.name === 'word/document.xml');
    const xml = entry ? readEntry(zip, entry).toString('utf8') : '';
    expect(xml).toContain('课堂观察');
    expect(xml).toContain('它有一个角是九十度。');
    const dir = await mkdtemp(join(tmpdir(), 'transcript-docx-'));
    try {
      await writeFile(join(dir, 't.docx'), zip);
      execFileSync(
        'soffice',
        [
          `-env:UserInstallation=file://${dir}/profile`,
          '--headless',
          '--convert-to',
          'pdf',
          '--outdir',
          dir,
          join(dir, 't.docx'),
        ],
        { timeout: 100_000 },
      );
      const pdf = execFileSync('pdftotext', [join(dir, 't.pdf'), '-']).toString('utf8');
      expect(pdf).toContain('勾股定理');
      expect(pdf).toContain('教师提问');
    } finally {
      await rm(dir, { recursive: true, force: true });
    }
    expect((await get('pdf')).json()).toMatchObject({ code: Code.INVALID_PARAM });
  }, 120_000);

  it('refuses hostile and broken files by their bytes, whatever their names say', async () => {
    // Text named .mp3: file intake reads the bytes and refuses it.
    const fake = await upload(ctx, teacher, '课堂.mp3', Buffer.from('这不是录音'.repeat(50)));
    expect(fake).toMatchObject({ code: Code.INVALID_PARAM, msg: INTAKE_MESSAGES.mismatch });
    // A WAV cut short: its header promises more than there is.
    const cut = await upload(ctx, teacher, '半截.wav', wav.subarray(0, 3000));
    expect(cut.code).toBe(200);
    expect(await call(ctx, teacher, T.audioAsync.path, { fileId: cut.data.id })).toMatchObject({
      code: Code.INVALID_PARAM,
      msg: MSG_AUDIO_UNREADABLE,
    });
    // Three hours (a tone at 100 samples a second, 8-bit: about 1 MB).
    const long = await upload(
      ctx,
      teacher,
      '三小时.wav',
      toneWav(3 * 3600, { rate: 100, hz: 10, bits: 8 }),
    );
    expect(long.code, JSON.stringify(long)).toBe(200);
    expect(await call(ctx, teacher, T.audioAsync.path, { fileId: long.data.id })).toMatchObject({
      code: Code.INVALID_PARAM,
      msg: MSG_AUDIO_TOO_LONG,
    });
    // A document is not a recording.
    const doc = await upload(ctx, teacher, '教案.txt', Buffer.from('教学目标'), 'document');
    expect(await call(ctx, teacher, T.audioAsync.path, { fileId: doc.data.id })).toMatchObject({
      code: Code.INVALID_PARAM,
      msg: MSG_AUDIO_NOT_AUDIO,
    });
    // Someone else's file and a made-up id.
    const theirs = await upload(ctx, other, '别人.wav', toneWav(1));
    expect((await call(ctx, teacher, T.audioAsync.path, { fileId: theirs.data.id })).code).toBe(
      Code.NOT_FOUND,
    );
    expect((await call(ctx, teacher, T.audioAsync.path, { fileId: 'x' })).code).toBe(
      Code.INVALID_PARAM,
    );
    expect((await call<{ total: number }>(ctx, teacher, T.audioList.path, {})).data.total).toBe(1);
  });

  it('says plainly when the service gave no times, and fails with its reason when it refused', async () => {
    whisper.mode = 'text';
    const plain = await upload(ctx, teacher, '无时间轴.wav', toneWav(3));
    const a = await call<{ audioId: string }>(ctx, teacher, T.audioAsync.path, {
      fileId: plain.data.id,
      scene: 'meeting',
    });
    const t = await finished(ctx, teacher, a.data.audioId);
    expect(t).toMatchObject({ state: 'done', timestamps: false, segments: [] });
    expect(t.text).toBe(LESSON_LINES.join(''));
    expect(t.analysisNote).toContain(MSG_NO_TIMESTAMPS);
    // Not a lesson: no 课堂观察.
    expect(t.analysis?.observation).toBeNull();

    whisper.mode = 'reject';
    const bad = await upload(ctx, teacher, '被拒.wav', toneWav(4));
    const b = await call<{ audioId: string }>(ctx, teacher, T.audioAsync.path, {
      fileId: bad.data.id,
    });
    const failed = await finished(ctx, teacher, b.data.audioId);
    expect(failed.state).toBe('failed');
    expect(failed.error).toMatch(/[\u4e00-\u9fa5]/);
    expect(
      (
        await postAs(ctx.app, teacher, T.audioExport.path, {
          audioId: b.data.audioId,
          format: 'txt',
        })
      ).json(),
    ).toMatchObject({
      code: Code.CONFLICT,
      msg: MSG_TRANSCRIPT_NOT_READY,
    });
    whisper.mode = 'ok';
  });

  it('deletes a recording', async () => {
    expect((await call(ctx, teacher, T.audioDelete.path, { audioId })).code).toBe(200);
    expect((await text(ctx, teacher, audioId)).code).toBe(Code.NOT_FOUND);
  });
});

describe('without a chat model', () => {
  it('transcribes and says the summary needs a model', async () => {
    const whisper = await startFakeWhisper();
    const ctx = await createTestContext({ env: { JOBS_POLL_MS: '50', ...whisper.env } });
    try {
      const token = await tokenFor(ctx.app, (await insertUser(ctx.database)).id);
      const file = await upload(ctx, token, 'a.wav', toneWav(4));
      const a = await call<{ audioId: string }>(ctx, token, T.audioAsync.path, {
        fileId: file.data.id,
      });
      const t = await finished(ctx, token, a.data.audioId);
      expect(t).toMatchObject({
        state: 'done',
        analysis: null,
        analysisNote: MSG_ANALYSIS_NEEDS_MODEL,
      });
      expect(t.segments).toHaveLength(LESSON_LINES.length);
    } finally {
      await ctx.close();
      await whisper.close();
    }
  });
});

describe(probeAudio, () => {
  it('reads format and length from the bytes', async () => {
    expect(await probeAudio(new Uint8Array(toneWav(2.5)))).toEqual({
      format: 'wav',
      mime: 'audio/wav',
      duration: 2.5,
    });
  });

  it('refuses what is not audio, a bare header and a PNG', async () => {
    const png = Buffer.from([0x89, 0x50, 0x4e, 0x47, 0x0d, 0x0a, 0x1a, 0x0a, 0, 0, 0, 13]);
    for (const bytes of [Buffer.from('hello'), toneWav(1).subarray(0, 30), png]) {
      await expect(probeAudio(new Uint8Array(bytes))).rejects.toMatchObject({
        reason: 'unreadable',
      });
    }
  });
});
