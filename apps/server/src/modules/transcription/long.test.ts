import { transcription } from '@aita/contract';
import { SPEECH_UPLOAD_MAX_BYTES } from '@aita/core';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { createTestContext, type TestContext } from '../../test/context';
import { insertUser, tokenFor } from '../../test/identity';
import { LESSON_LINES, startFakeWhisper, toneWav, type FakeWhisper } from './__fixtures__/audio';
import { call, finished, upload } from './__fixtures__/calls';

describe('a recording larger than the speech service takes in one request', () => {
  let ctx: TestContext;
  let whisper: FakeWhisper;
  let teacher: string;
  beforeAll(async () => {
    whisper = await startFakeWhisper();
    ctx = await createTestContext({ env: { JOBS_POLL_MS: '50', ...whisper.env } });
    teacher = await tokenFor(ctx.app, (await insertUser(ctx.database)).id);
  });
  afterAll(async () => {
    await ctx?.close();
    await whisper?.close();
  });

  it('is sent in pieces of whole samples, and the transcript keeps the recording’s times', async () => {
    // 26 minutes 40 s of 8 kHz 16-bit mono: 25.6 MB, over the 24 MB a request may carry.
    const wav = toneWav(1600, { rate: 8000 });
    expect(wav.length).toBeGreaterThan(SPEECH_UPLOAD_MAX_BYTES);
    const file = await upload(ctx, teacher, '家长会录音.wav', wav);
    expect(file.code, JSON.stringify(file)).toBe(200);
    const started = await call<{ audioId: string; duration: number }>(
      ctx,
      teacher,
      transcription.audioAsync.path,
      { fileId: file.data.id, scene: 'meeting' },
    );
    expect(started.code, JSON.stringify(started)).toBe(200);
    expect(started.data.duration).toBe(1600);

    const done = await finished(ctx, teacher, started.data.audioId);
    expect(done.state, done.error ?? '').toBe('done');
    const sent = whisper.server.requests.filter((r) => r.url === '/v1/audio/transcriptions');
    expect(sent).toHaveLength(2);
    expect(sent.every((r) => r.raw.length < SPEECH_UPLOAD_MAX_BYTES + 10_000)).toBe(true);
    // The second piece carries the end of what the first was heard to say, as its prompt.
    expect(sent[0]?.body).not.toContain('name="prompt"');
    expect(sent[1]?.body).toContain('name="prompt"');
    expect(sent[1]?.body).toContain(LESSON_LINES.at(-1));
    // Four sentences per piece; the second piece's start at its offset in the recording.
    const firstPieceSeconds = Math.floor((SPEECH_UPLOAD_MAX_BYTES - 44) / 2) / 8000;
    expect(done.segments).toHaveLength(8);
    expect(done.segments[0]?.start).toBe(0);
    expect(done.segments[4]?.start).toBeCloseTo(firstPieceSeconds, 1);
    expect(done.segments[7]?.end).toBeCloseTo(1600, 0);
    expect(done.text).toBe(LESSON_LINES.join('').repeat(2));
  });
});

describe('ASR_MAX_UPLOAD_MB', () => {
  let ctx: TestContext;
  let whisper: FakeWhisper;
  let teacher: string;
  beforeAll(async () => {
    whisper = await startFakeWhisper();
    ctx = await createTestContext({
      env: { JOBS_POLL_MS: '50', ASR_MAX_UPLOAD_MB: '1', ...whisper.env },
    });
    teacher = await tokenFor(ctx.app, (await insertUser(ctx.database)).id);
  });
  afterAll(async () => {
    await ctx?.close();
    await whisper?.close();
  });

  it('sets the piece size: /v1/voice/config says it, and a 1.6 MB WAV goes in two pieces', async () => {
    const config = await call<{ pieceMaxBytes: number }>(
      ctx,
      teacher,
      transcription.voiceConfig.path,
      {},
    );
    expect(config.data.pieceMaxBytes).toBe(1_000_000);
    const wav = toneWav(100, { rate: 8000 });
    const file = await upload(ctx, teacher, '短录音.wav', wav);
    const started = await call<{ audioId: string }>(ctx, teacher, transcription.audioAsync.path, {
      fileId: file.data.id,
    });
    const done = await finished(ctx, teacher, started.data.audioId);
    expect(done.state, done.error ?? '').toBe('done');
    const sent = whisper.server.requests.filter((r) => r.url === '/v1/audio/transcriptions');
    expect(sent).toHaveLength(2);
    expect(done.segments[4]?.start).toBeCloseTo(Math.floor((1_000_000 - 44) / 2) / 8000, 1);
  });
});
