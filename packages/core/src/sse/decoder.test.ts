import { describe, expect, it } from 'vitest';
import {
  AiStreamDecodeError,
  createAiStreamDecoder,
  type AiNetworkingEvent,
  type AiReplyEvent,
} from './decoder';
import { SseParseError } from './errors';

function decode(text: string) {
  const replies: AiReplyEvent[] = [];
  const networking: AiNetworkingEvent[] = [];
  const errors: (AiStreamDecodeError | SseParseError)[] = [];
  let keepAlives = 0;
  const decoder = createAiStreamDecoder({
    onKeepAlive: () => keepAlives++,
    onNetworking: (e) => networking.push(e),
    onReply: (e) => replies.push(e),
    onError: (e) => errors.push(e),
  });
  decoder.feed(text);
  return { replies, networking, errors, keepAlives: () => keepAlives, decoder };
}

describe(createAiStreamDecoder, () => {
  it('decodes the streaming contract of ARCHITECTURE.md', () => {
    const out = decode(
      [
        'event: keep-alive\ndata: {}\n\n',
        'event: ai-networking\ndata: {"networkNumber":5,"logId":"L1"}\n\n',
        'event: ai-reply\ndata: {"status":1,"answerContent":"你好","reasoningContent":"想","logId":"L1"}\n\n',
        'event: ai-reply\ndata: {"status":3,"answerContent":"","logId":"L1","conversationId":"C1"}\n\n',
      ].join(''),
    );
    expect(out.keepAlives()).toBe(1);
    expect(out.networking).toEqual([{ networkNumber: 5, logId: 'L1' }]);
    expect(out.replies).toEqual([
      { status: 1, answerContent: '你好', reasoningContent: '想', logId: 'L1' },
      { status: 3, answerContent: '', logId: 'L1', conversationId: 'C1' },
    ]);
    expect(out.errors).toEqual([]);
  });

  it('sends bad JSON to onError and goes on', () => {
    const out = decode(
      'event: ai-reply\ndata: {"status":1,\n\nevent: ai-reply\ndata: {"status":3,"answerContent":"完"}\n\n',
    );
    expect(out.errors).toHaveLength(1);
    const [error] = out.errors;
    expect(error).toBeInstanceOf(AiStreamDecodeError);
    expect(error && 'event' in error ? [error.type, error.event.data] : []).toEqual([
      'invalid-json',
      '{"status":1,',
    ]);
    expect(out.replies).toEqual([{ status: 3, answerContent: '完' }]);
  });

  it('rejects payloads of the wrong shape', () => {
    const out = decode(
      [
        'event: ai-reply\ndata: [1]\n\n',
        'event: ai-reply\ndata: null\n\n',
        'event: ai-reply\ndata: {"answerContent":"x"}\n\n',
        'event: ai-reply\ndata: {"status":1.5}\n\n',
        'event: ai-networking\ndata: {"logId":"x"}\n\n',
      ].join(''),
    );
    expect(out.errors.map((e) => e.type)).toEqual([
      'invalid-payload',
      'invalid-payload',
      'invalid-payload',
      'invalid-payload',
      'invalid-payload',
    ]);
    expect(out.replies).toEqual([]);
    expect(out.networking).toEqual([]);
  });

  it('accepts numeric strings and fills a missing answerContent with an empty string', () => {
    const out = decode('event: ai-reply\ndata: {"status":"4"}\n\n');
    expect(out.replies).toEqual([{ status: 4, answerContent: '' }]);
  });

  it('ignores unknown and default events', () => {
    const out = decode('data: {"status":1}\n\nevent: other\ndata: x\n\n');
    expect(out.replies).toEqual([]);
    expect(out.errors).toEqual([]);
  });

  it('passes SSE line errors to onError', () => {
    const out = decode('retry: soon\n\n');
    expect(out.errors).toHaveLength(1);
    expect(out.errors[0]).toBeInstanceOf(SseParseError);
  });

  it('handle() decodes events from another parser; reset() drops a half event', () => {
    const out = decode('event: ai-reply\ndata: {"status":1,"answerContent":"半"}\n');
    out.decoder.reset();
    out.decoder.feed('\n');
    out.decoder.handle({ event: 'ai-reply', data: '{"status":3,"answerContent":"好"}', id: '' });
    expect(out.replies).toEqual([{ status: 3, answerContent: '好' }]);
  });
});
