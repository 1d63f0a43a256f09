/**
 * The calls the transcription tests make through the real routes: upload a recording, call an
 * endpoint, read `/audio/text`, wait for the job to end.
 */
import { transcription } from '@aita/contract';
import type { TestContext } from '../../../test/context';
import { postAs } from '../../../test/identity';
import { multipart } from '../../files/__fixtures__/samples';

const T = transcription;
export type Envelope<D = never> = { code: number; msg: string; data: D };
export type Text = {
  audioId: string;
  state: string;
  duration: number;
  format: string;
  title: string;
  error: string | null;
  text: string;
  timestamps: boolean;
  segments: { start: number; end: number; text: string }[];
  analysis: {
    summary: string;
    questions: { text: string; start: number | null; type: string }[];
    observation: {
      teacherSeconds: number;
      studentSeconds: number;
      unknownSeconds: number;
      questionTypes: { type: string; count: number }[];
      notes: string[];
      method: string;
    } | null;
  } | null;
  analysisNote: string;
};

export async function upload(
  ctx: TestContext,
  token: string,
  name: string,
  data: Buffer,
  kind = 'audio',
) {
  const { payload, headers } = multipart(kind, [{ name, data }]);
  const res = await ctx.app.inject({
    method: 'POST',
    url: '/v1/file/upload',
    payload,
    headers: { ...headers, 'x-token': token },
  });
  return res.json<Envelope<{ id: string }>>();
}

export const call = async <D>(
  ctx: TestContext,
  token: string | undefined,
  url: string,
  body?: unknown,
) => (await postAs(ctx.app, token, url, body)).json<Envelope<D>>();

export async function text(ctx: TestContext, token: string | undefined, audioId: string) {
  const res = await ctx.app.inject({
    method: 'GET',
    url: `${T.audioText.path}?audioId=${encodeURIComponent(audioId)}`,
    headers: token ? { 'x-token': token } : {},
  });
  return res.json<Envelope<Text>>();
}

export async function finished(ctx: TestContext, token: string, audioId: string): Promise<Text> {
  for (;;) {
    const answer = await text(ctx, token, audioId);
    if (answer.code !== 200) throw new Error(JSON.stringify(answer));
    if (answer.data.state === 'done' || answer.data.state === 'failed') return answer.data;
    await new Promise((r) => setTimeout(r, 50));
  }
}
