import { describe, expect, it } from 'vitest';
import { SseParseError } from './errors';
import { createSseParser, type SseEvent } from './parser';

interface Collected {
  events: SseEvent[];
  errors: SseParseError[];
  retries: number[];
  comments: string[];
}

function parse(chunks: string | string[]): Collected {
  const out: Collected = { events: [], errors: [], retries: [], comments: [] };
  const parser = createSseParser({
    onEvent: (e) => out.events.push(e),
    onError: (e) => out.errors.push(e),
    onRetry: (ms) => out.retries.push(ms),
    onComment: (c) => out.comments.push(c),
  });
  for (const chunk of typeof chunks === 'string' ? [chunks] : chunks) parser.feed(chunk);
  return out;
}

const ev = (data: string, event = 'message', id = ''): SseEvent => ({ event, data, id });

describe(createSseParser, () => {
  it('parses a simple event with the default type', () => {
    expect(parse('data: hello\n\n').events).toEqual([ev('hello')]);
  });

  it('accepts LF, CR and CRLF line ends, mixed', () => {
    expect(parse('data: a\r\n\r\ndata: b\r\rdata: c\n\ndata: d\r\n\n').events).toEqual([
      ev('a'),
      ev('b'),
      ev('c'),
      ev('d'),
    ]);
  });

  it('treats a CRLF split between chunks as one line end', () => {
    // With two line ends the first `data: a` would dispatch an event of its own.
    expect(parse(['data: a\r', '\ndata: b\r', '\n\r', '\n']).events).toEqual([ev('a\nb')]);
    expect(parse(['data: a\r', '', '\n', 'data: b\n\n']).events).toEqual([ev('a\nb')]);
  });

  it('treats a lone CR at the end of a chunk as a line end', () => {
    expect(parse(['data: a\r', 'data: b\r', '\r']).events).toEqual([ev('a\nb')]);
    expect(parse(['data: a\r', '\r']).events).toEqual([ev('a')]);
  });

  it('leaves the BOM to the UTF-8 decode: a U+FEFF in the text is part of the line', () => {
    // The TextDecoder in front of the parser already dropped the one BOM the spec ignores.
    const bom = parse(['', '\uFEFFdata: a\n\n', 'data: b\n\n']);
    expect(bom.events).toEqual([ev('b')]);
    expect(bom.errors.map((e) => e.field)).toEqual(['\uFEFFdata']);
    expect(parse(['data: a\n\n', '\uFEFFdata: b\n\n']).events).toEqual([ev('a')]);
  });

  it('reports comments and ignores them otherwise', () => {
    const out = parse(': keep alive\n:x\n:\ndata: a\n: inside\n\n');
    expect(out.events).toEqual([ev('a')]);
    expect(out.comments).toEqual(['keep alive', 'x', '', 'inside']);
  });

  it('joins multi-line data with LF and keeps empty data lines', () => {
    expect(parse('data: a\ndata: b\ndata\ndata:\ndata:  c\n\n').events).toEqual([
      ev('a\nb\n\n\n c'),
    ]);
  });

  it('removes only one space after the colon, and none when absent', () => {
    expect(parse('data:a\n\ndata:  b\n\nevent:x\ndata: c\n\n').events).toEqual([
      ev('a'),
      ev(' b'),
      ev('c', 'x'),
    ]);
  });

  it('keeps colons inside values', () => {
    expect(parse('data: {"a":"b:c"}\n\n').events).toEqual([ev('{"a":"b:c"}')]);
  });

  it('treats a line without a colon as a field with an empty value', () => {
    // `data` alone appends an empty line: the event is dispatched with empty data.
    expect(parse('data\n\n').events).toEqual([ev('')]);
    expect(parse('event\ndata: a\n\n').events).toEqual([ev('a')]);
    expect(parse('id\ndata: a\n\n').events).toEqual([ev('a')]);
  });

  it('dispatches nothing for an event without data, and forgets its type', () => {
    expect(parse('event: x\n\ndata: a\n\n').events).toEqual([ev('a')]);
    expect(parse('\n\n\n').events).toEqual([]);
    expect(parse('id: 1\n\n').events).toEqual([]);
  });

  it('uses the event type, resets it after each event, and defaults empty types to message', () => {
    expect(parse('event: ai-reply\ndata: a\n\ndata: b\n\nevent:\ndata: c\n\n').events).toEqual([
      ev('a', 'ai-reply'),
      ev('b'),
      ev('c'),
    ]);
  });

  it('is case-sensitive on field names', () => {
    const out = parse('Data: a\nEVENT: b\n\n');
    expect(out.events).toEqual([]);
    expect(out.errors.map((e) => [e.type, e.field])).toEqual([
      ['unknown-field', 'Data'],
      ['unknown-field', 'EVENT'],
    ]);
  });

  it('persists the last event id across events and lets an empty id clear it', () => {
    expect(parse('id: 1\ndata: a\n\ndata: b\n\nid\ndata: c\n\nid: 2\ndata: d\n\n').events).toEqual([
      ev('a', 'message', '1'),
      ev('b', 'message', '1'),
      ev('c'),
      ev('d', 'message', '2'),
    ]);
  });

  it('sets the id even when the event has no data', () => {
    expect(parse('id: 7\n\ndata: a\n\n').events).toEqual([ev('a', 'message', '7')]);
  });

  it('ignores ids that contain NULL', () => {
    expect(parse('id: 1\ndata: a\n\nid: 2\u00003\ndata: b\n\n').events).toEqual([
      ev('a', 'message', '1'),
      ev('b', 'message', '1'),
    ]);
  });

  it('accepts retry of ASCII digits only', () => {
    const out = parse(
      'retry: 3000\nretry: 10a\nretry: -1\nretry: 1.5\nretry:\nretry: ١٢\nretry:0\n\n',
    );
    expect(out.retries).toEqual([3000, 0]);
    expect(out.errors.map((e) => [e.type, e.value])).toEqual([
      ['invalid-retry', '10a'],
      ['invalid-retry', '-1'],
      ['invalid-retry', '1.5'],
      ['invalid-retry', ''],
      ['invalid-retry', '١٢'],
    ]);
    expect(out.errors[0]).toBeInstanceOf(SseParseError);
    expect(out.errors[0]?.name).toBe('SseParseError');
  });

  it('reports unknown fields and goes on', () => {
    const out = parse('foo: bar\ndata: a\nweird\n\n');
    expect(out.events).toEqual([ev('a')]);
    expect(out.errors.map((e) => [e.type, e.field, e.value])).toEqual([
      ['unknown-field', 'foo', 'bar'],
      ['unknown-field', 'weird', ''],
    ]);
  });

  it('discards an unfinished event at the end of the stream', () => {
    expect(parse('data: a\n\ndata: b\n').events).toEqual([ev('a')]);
    expect(parse('data: a\n\ndata: b').events).toEqual([ev('a')]);
  });

  it('reset() drops the unfinished line and event, and the id of that event', () => {
    const events: SseEvent[] = [];
    const parser = createSseParser({ onEvent: (e) => events.push(e) });
    parser.feed('id: 8\ndata: kept\n\nid: 9\ndata: lost\ndata: half');
    expect(parser.lastEventId).toBe('8');
    parser.reset();
    expect(parser.lastEventId).toBe('8');
    parser.feed('data: b\n\n');
    expect(events).toEqual([ev('kept', 'message', '8'), ev('b', 'message', '8')]);
    expect(parser.lastEventId).toBe('8');
  });

  it('reset() keeps an id whose block ended with a blank line, even without data', () => {
    const parser = createSseParser({ onEvent: () => undefined });
    parser.feed('id: 3\n\nid: 4\n');
    expect(parser.lastEventId).toBe('3');
    parser.reset();
    expect(parser.lastEventId).toBe('3');
    parser.feed('id\n\n');
    expect(parser.lastEventId).toBe('');
  });

  it('reset() also forgets a pending CR', () => {
    const events: SseEvent[] = [];
    const parser = createSseParser({ onEvent: (e) => events.push(e) });
    parser.feed('data: a\n\ndata: x\r');
    parser.reset();
    parser.feed('\ndata: b\n\n');
    // After the reset the LF is a line end of its own: an empty line with nothing to dispatch.
    expect(events).toEqual([ev('a'), ev('b')]);
  });

  it('stops parsing the chunk when a callback resets the parser', () => {
    const events: SseEvent[] = [];
    const parser = createSseParser({
      onEvent: (e) => {
        events.push(e);
        parser.reset();
      },
    });
    parser.feed('data: a\n\ndata: b\n\n');
    expect(events).toEqual([ev('a')]);
    parser.feed('data: c\n\n');
    expect(events).toEqual([ev('a'), ev('c')]);
  });

  it('reassembles lines and fields split across many chunks', () => {
    const text = 'event: ai-reply\ndata: {"answerContent":"你好"}\nid: 5\n\n';
    const oneByOne = parse([...text]);
    expect(oneByOne.events).toEqual([ev('{"answerContent":"你好"}', 'ai-reply', '5')]);
  });

  it('works without optional callbacks', () => {
    const events: SseEvent[] = [];
    const parser = createSseParser({ onEvent: (e) => events.push(e) });
    parser.feed(': c\nretry: x\nretry: 1\nfoo\ndata: a\n\n');
    expect(events).toEqual([ev('a')]);
  });
});
