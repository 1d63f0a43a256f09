import { afterEach, describe, expect, it } from 'vitest';
import { z } from 'zod';
import { createSensitiveWordFilter } from '../../moderation/sensitive-words';
import {
  chunk,
  sendJson,
  sse,
  startServer,
  startStream,
  writeChunk,
  type Handler,
  type TestServer,
} from '../__fixtures__/http-server';
import { createOpenAiCompatibleProvider } from '../openai-compatible';
import { UpstreamError } from '../upstream-error';
import {
  createChatStructuredOutput,
  extractJson,
  type ChatStructuredOptions,
} from './openai-compatible';
import { createUnavailableStructuredOutput } from './unavailable';

const KEY = 'sk-chat-secret-0123456789';
let server: TestServer | undefined;

afterEach(async () => {
  await server?.close();
  server = undefined;
});

const Quiz = z.object({
  questions: z
    .array(
      z.object({
        stem: z.string().min(1).describe('题干'),
        options: z.array(z.string()).length(4),
        answer: z.enum(['A', 'B', 'C', 'D']),
      }),
    )
    .min(1),
});
const VALID = {
  questions: [{ stem: '方程 2x+1=5 的解是', options: ['1', '2', '3', '4'], answer: 'B' }],
};
const INVALID = { questions: [{ stem: '', options: ['1', '2'], answer: 'E' }] };

interface SentChat {
  model: string;
  stream: boolean;
  response_format?: { type: string };
  messages: Array<{ role: string; content: string }>;
}

/** A chat endpoint answering `answers` in turn as non-streamed completions. */
const answering =
  (...answers: string[]): Handler =>
  (_q, res) => {
    const content = answers.shift() ?? '';
    sendJson(res, 200, {
      object: 'chat.completion',
      choices: [{ index: 0, message: { role: 'assistant', content }, finish_reason: 'stop' }],
    });
  };

async function setup(handler: Handler, options: Partial<ChatStructuredOptions> = {}) {
  const srv = await startServer(handler);
  server = srv;
  const chat = createOpenAiCompatibleProvider({
    baseUrl: `${srv.url}/v1`,
    apiKey: KEY,
    model: 'deepseek-chat',
  });
  return { srv, structured: createChatStructuredOutput({ chat, ...options }) };
}

const sent = (srv: TestServer, i: number): SentChat =>
  JSON.parse(srv.requests[i]?.body ?? '') as SentChat;

async function failure(promise: Promise<unknown>): Promise<UpstreamError> {
  const error = await promise.then(
    () => undefined,
    (e: unknown) => e,
  );
  expect(error).toBeInstanceOf(UpstreamError);
  return error as UpstreamError;
}

describe(createChatStructuredOutput, () => {
  it('returns valid JSON on the first answer, streamed and fenced, in JSON mode', async () => {
    const text = `\`\`\`json\n${JSON.stringify(VALID)}\n\`\`\``;
    const { srv, structured } = await setup(async (_q, res) => {
      startStream(res);
      await writeChunk(res, sse(chunk({ content: text.slice(0, 20) })));
      await writeChunk(res, sse(chunk({ content: text.slice(20) }, 'stop')));
      res.end(sse('[DONE]'));
    });
    expect(structured.available).toBe(true);
    const result = await structured.generate({
      schema: Quiz,
      system: '你是初中数学命题老师',
      instruction: '出1道一元一次方程选择题',
    });
    expect(result).toEqual({ data: VALID, attempts: 1 });
    const body = sent(srv, 0);
    expect(body.response_format).toEqual({ type: 'json_object' });
    expect(body.stream).toBe(true);
    expect(body.messages[0]?.role).toBe('system');
    expect(body.messages[0]?.content).toContain('你是初中数学命题老师');
    expect(body.messages[0]?.content).toContain('JSON Schema');
    expect(body.messages[0]?.content).toContain('"questions"');
    expect(body.messages[0]?.content).toContain('题干');
    expect(body.messages[1]).toEqual({ role: 'user', content: '出1道一元一次方程选择题' });
  });

  it('feeds the validation error back once and returns the corrected answer', async () => {
    const { srv, structured } = await setup(
      answering(`好的：${JSON.stringify(INVALID)}`, JSON.stringify(VALID)),
    );
    const result = await structured.generate({ schema: Quiz, instruction: '出1道题' });
    expect(result).toEqual({ data: VALID, attempts: 2 });
    const retry = sent(srv, 1).messages;
    expect(retry).toHaveLength(4);
    expect(retry[2]).toEqual({ role: 'assistant', content: `好的：${JSON.stringify(INVALID)}` });
    expect(retry[3]?.role).toBe('user');
    expect(retry[3]?.content).toContain('questions.0.stem');
    expect(retry[3]?.content).toContain('questions.0.answer');
  });

  it('fails with invalid-output after two invalid answers', async () => {
    const { srv, structured } = await setup(answering('不是JSON', JSON.stringify(INVALID)));
    const error = await failure(structured.generate({ schema: Quiz, instruction: '出1道题' }));
    expect(error.type).toBe('invalid-output');
    expect(error.capability).toBe('structured');
    expect(error.teacherMessage).toBe('大模型没有按要求的格式返回结果，请重试。');
    expect(srv.requests).toHaveLength(2);
    expect(sent(srv, 1).messages[3]?.content).toContain('不是合法的 JSON');
  });

  it('asks without JSON mode when the endpoint rejects it, and keeps it off', async () => {
    const warnings: string[] = [];
    const { srv, structured } = await setup(
      (req, res, body) => {
        if ((JSON.parse(body) as SentChat).response_format) {
          return sendJson(res, 400, { error: { message: 'response_format is not supported' } });
        }
        return answering(JSON.stringify(VALID))(req, res, body);
      },
      { onWarning: (m) => warnings.push(m) },
    );
    expect((await structured.generate({ schema: Quiz, instruction: '出题' })).attempts).toBe(1);
    expect((await structured.generate({ schema: Quiz, instruction: '出题' })).data).toEqual(VALID);
    expect(srv.requests.map((_, i) => sent(srv, i).response_format?.type)).toEqual([
      'json_object',
      undefined,
      undefined,
    ]);
    expect(warnings).toHaveLength(1);
  });

  it('moderates the request before the call and the answer after it', async () => {
    const moderation = createSensitiveWordFilter({ words: ['违禁词语'] });
    const { srv, structured } = await setup(
      answering(
        JSON.stringify({
          questions: [{ stem: '违禁词语', options: ['a', 'b', 'c', 'd'], answer: 'A' }],
        }),
      ),
      { moderation },
    );
    const input = await failure(
      structured.generate({ schema: Quiz, instruction: '关于违禁词语出题' }),
    );
    expect(input.type).toBe('refused');
    expect(srv.requests).toHaveLength(0);
    const output = await failure(structured.generate({ schema: Quiz, instruction: '出题' }));
    expect(output.type).toBe('refused');
    expect(output.stage).toBe('output');
  });

  it('passes the chat provider’s upstream errors through without a retry', async () => {
    const { srv, structured } = await setup((_q, res) => sendJson(res, 503, { error: KEY }));
    const error = await failure(structured.generate({ schema: Quiz, instruction: '出题' }));
    expect(error.type).toBe('http');
    expect(error.status).toBe(503);
    expect(error.message).not.toContain(KEY);
    expect(srv.requests).toHaveLength(1);
  });
});

describe(extractJson, () => {
  it('strips fences and prose around the object', () => {
    expect(extractJson('```json\n{"a":1}\n```')).toBe('{"a":1}');
    expect(extractJson('```\n[1,2]\n```')).toBe('[1,2]');
    expect(extractJson('结果如下：{"a":{"b":2}} 希望有帮助')).toBe('{"a":{"b":2}}');
    expect(extractJson('  {"a":1}  ')).toBe('{"a":1}');
  });
});

describe(createUnavailableStructuredOutput, () => {
  it('says in Chinese that generating needs a model and editing by hand still works', async () => {
    const structured = createUnavailableStructuredOutput();
    expect(structured.available).toBe(false);
    const error = await failure(structured.generate({ schema: Quiz, instruction: '出题' }));
    expect(error.type).toBe('unavailable');
    expect(error.teacherMessage).toContain('未配置大模型');
    expect(error.teacherMessage).toContain('您仍可以手动编辑内容');
  });
});
