/// <reference types="node" />
import { describe, expect, it } from 'vitest';
import { createSseParser, type SseEvent } from './parser';

/**
 * Conformance with WHATWG HTML §9.2.6 "Interpreting an event stream", one case per rule the
 * section implies. Every case is a list of connections (a reconnection between two is
 * `parser.reset()`); each connection's bytes go through a fresh `new TextDecoder()`, as the
 * callers decode them, so the "UTF-8 decode" step that strips one BOM is part of what is tested.
 */

type Record =
  | SseEvent
  | { retry: number }
  | { comment: string }
  | { ignored: string; value: string }
  | { lastEventId: string };

const ev = (data: string, event = 'message', id = ''): SseEvent => ({ event, data, id });
const retry = (ms: number): Record => ({ retry: ms });
const comment = (text: string): Record => ({ comment: text });
const ignored = (field: string, value: string): Record => ({ ignored: field, value });
const last = (id: string): Record => ({ lastEventId: id });

/** The pieces a connection's bytes are cut into before decoding. */
type Cut = (bytes: Uint8Array) => Uint8Array[];

const whole: Cut = (bytes) => [bytes];
const perByte: Cut = (bytes) => Array.from(bytes, (_b, i) => bytes.subarray(i, i + 1));
/** Every CR and LF byte a chunk of its own: a CRLF is always split, CR at the end of a chunk. */
const atLineEnds: Cut = (bytes) => {
  const out: Uint8Array[] = [];
  let start = 0;
  bytes.forEach((b, i) => {
    if (b !== 10 && b !== 13) return;
    out.push(bytes.subarray(start, i), bytes.subarray(i, i + 1));
    start = i + 1;
  });
  out.push(bytes.subarray(start));
  return out;
};

/** Feeds the connections, cut by `cut`; with `perUnit`, feeds the decoded text one UTF-16 unit at a time. */
function run(connections: readonly string[], cut: Cut, perUnit = false): Record[] {
  const out: Record[] = [];
  const parser = createSseParser({
    onEvent: (e) => out.push(e),
    onRetry: (ms) => out.push(retry(ms)),
    onComment: (c) => out.push(comment(c)),
    onError: (e) => out.push(ignored(e.field, e.value)),
  });
  connections.forEach((text, i) => {
    if (i > 0) parser.reset();
    const decoder = new TextDecoder();
    const pieces = cut(Buffer.from(text, 'utf8')).map((b) => decoder.decode(b, { stream: true }));
    pieces.push(decoder.decode());
    for (const piece of pieces) {
      if (perUnit) for (const unit of piece.split('')) parser.feed(unit);
      else parser.feed(piece);
    }
    out.push(last(parser.lastEventId));
  });
  return out;
}

/** Runs a case fed whole, per byte, per UTF-16 unit, and split at every line end; all must agree. */
function expectStream(connections: string | readonly string[], expected: Record[]): void {
  const list = typeof connections === 'string' ? [connections] : connections;
  expect(run(list, whole), 'whole').toEqual(expected);
  expect(run(list, perByte), 'per byte').toEqual(expected);
  expect(run(list, whole, true), 'per UTF-16 unit').toEqual(expected);
  expect(run(list, atLineEnds), 'split at every line end').toEqual(expected);
}

describe(createSseParser, () => {
  describe('fields', () => {
    it('removes one space after the colon, and only one', () => {
      expectStream('data:plain\n\ndata: one\n\ndata:  two\n\n', [
        ev('plain'),
        ev('one'),
        ev(' two'),
        last(''),
      ]);
    });

    it('splits at the first colon; later colons belong to the value', () => {
      expectStream('data: 12:30 上课\n\nevent:a:b\ndata:x\n\n', [
        ev('12:30 上课'),
        ev('x', 'a:b'),
        last(''),
      ]);
    });

    it('takes a line without a colon as the field name with an empty value', () => {
      expectStream('data\n\nevent\ndata\ndata\n\nretry\nid\n\n', [
        ev(''),
        ev('\n'),
        ignored('retry', ''),
        last(''),
      ]);
    });

    it('matches field names exactly and ignores unknown ones', () => {
      expectStream('DATA: a\nData: b\ndata : c\n data: d\nfoo: e\ndata: f\n\n', [
        ignored('DATA', 'a'),
        ignored('Data', 'b'),
        ignored('data ', 'c'),
        ignored(' data', 'd'),
        ignored('foo', 'e'),
        ev('f'),
        last(''),
      ]);
    });

    it('keeps U+0000 in data', () => {
      expectStream('data: a\u0000b\n\n', [ev('a\u0000b'), last('')]);
    });
  });

  it('ignores comment lines anywhere, and a block of comments fires nothing', () => {
    expectStream(':hello\n: 你好\ndata: a\n:\ndata: b\n\n:only a comment\n\n', [
      comment('hello'),
      comment('你好'),
      comment(''),
      ev('a\nb'),
      comment('only a comment'),
      last(''),
    ]);
  });

  describe('line ends', () => {
    it('ends lines with LF, CR or CRLF, mixed in one stream', () => {
      expectStream('data: lf\n\ndata: cr\r\rdata: crlf\r\n\r\ndata: a\r\ndata: b\rdata: c\n\n', [
        ev('lf'),
        ev('cr'),
        ev('crlf'),
        ev('a\nb\nc'),
        last(''),
      ]);
    });

    it('reads CR LF as one line end and LF CR as two', () => {
      expectStream('data: x\n\rdata: y\r\n\ndata: p\r\r\ndata: q\r\n\r\n', [
        ev('x'),
        ev('y'),
        ev('p'),
        ev('q'),
        last(''),
      ]);
    });

    it('ends a line with a CR that is the last character of the stream', () => {
      expectStream('data: 数学\r\r', [ev('数学'), last('')]);
    });
  });

  describe('data', () => {
    it('joins data lines with LF and keeps empty ones in their place', () => {
      expectStream('data: 第一行\ndata: 第二行\ndata: $x^2$\n\ndata:\ndata\ndata: x\ndata:\n\n', [
        ev('第一行\n第二行\n$x^2$'),
        ev('\n\nx\n'),
        last(''),
      ]);
    });

    it('dispatches an empty data line as an event with empty data', () => {
      expectStream('data:\n\n', [ev(''), last('')]);
    });
  });

  it('takes retry of ASCII digits only', () => {
    expectStream(
      'retry: 2500\nretry:0\nretry: 007\nretry: 25s\nretry: -5\nretry: 2.5\nretry:  25\nretry: ２５\nretry: 25 \n\n',
      [
        retry(2500),
        retry(0),
        retry(7),
        ignored('retry', '25s'),
        ignored('retry', '-5'),
        ignored('retry', '2.5'),
        ignored('retry', ' 25'),
        ignored('retry', '２５'),
        ignored('retry', '25 '),
        last(''),
      ],
    );
  });

  describe('event type', () => {
    it('applies to one block only; empty means message', () => {
      expectStream(
        'event: ai-reply\ndata: 1\n\ndata: 2\n\nevent: keep-alive\n\ndata: 3\n\nevent:\ndata: 4\n\n',
        [ev('1', 'ai-reply'), ev('2'), ev('3'), ev('4'), last('')],
      );
    });

    it('takes the last event field of a block', () => {
      expectStream('event: a\nevent: b\ndata: x\n\n', [ev('x', 'b'), last('')]);
    });
  });

  describe('id', () => {
    it('persists across events; an empty id clears it', () => {
      expectStream('id: 7\ndata: a\n\ndata: b\n\nid:\ndata: c\n\ndata: d\n\n', [
        ev('a', 'message', '7'),
        ev('b', 'message', '7'),
        ev('c'),
        ev('d'),
        last(''),
      ]);
    });

    it('ignores an id containing U+0000; the previous one stays', () => {
      expectStream('id: a1\ndata: x\n\nid: b\u00002\ndata: y\n\nid: \u0000\n\n', [
        ev('x', 'message', 'a1'),
        ev('y', 'message', 'a1'),
        last('a1'),
      ]);
    });

    it('applies an id after the data lines to the same event', () => {
      expectStream('data: a\nid: 3\n\n', [ev('a', 'message', '3'), last('3')]);
    });

    it('sets the last event ID from a block without data at its blank line', () => {
      expectStream('id: 5\n\ndata: a\n\n', [ev('a', 'message', '5'), last('5')]);
    });

    it('does not count the id of a block the stream never finished', () => {
      expectStream('id: 1\ndata: a\n\nid: 2\ndata: b\n', [ev('a', 'message', '1'), last('1')]);
    });
  });

  describe('end of stream', () => {
    it('dispatches nothing without a blank line at the end', () => {
      expectStream('data: a\n\ndata: b\n', [ev('a'), last('')]);
      expectStream('data: a\n\ndata: b', [ev('a'), last('')]);
      expectStream('event: x\ndata: c\r', [last('')]);
    });

    it('fires nothing for an empty stream or blank lines only', () => {
      expectStream('', [last('')]);
      expectStream('\n\n\r\n\r', [last('')]);
    });
  });

  describe('byte order mark', () => {
    it('ignores one leading BOM', () => {
      expectStream('\uFEFFdata: a\n\n', [ev('a'), last('')]);
      expectStream('\uFEFF: hi\ndata: a\n\n', [comment('hi'), ev('a'), last('')]);
      expectStream('\uFEFF', [last('')]);
    });

    it('of two leading BOMs, keeps the second as part of the first line', () => {
      expectStream('\uFEFF\uFEFFdata: a\n\ndata: b\n\n', [
        ignored('\uFEFFdata', 'a'),
        ev('b'),
        last(''),
      ]);
    });

    it('keeps a BOM that is not at the start of the stream', () => {
      expectStream('data: a\n\n\uFEFFdata: b\n\ndata: \uFEFFc\n\n', [
        ev('a'),
        ignored('\uFEFFdata', 'b'),
        ev('\uFEFFc'),
        last(''),
      ]);
    });
  });

  describe('reconnection (reset)', () => {
    it('resumes from the last dispatched id, not from the unfinished event', () => {
      expectStream(
        ['id: 1\ndata: a\n\nid: 2\ndata: b', 'data: c\n\n'],
        [ev('a', 'message', '1'), last('1'), ev('c', 'message', '1'), last('1')],
      );
    });

    it('keeps an id whose block ended, even without data, and strips the new BOM', () => {
      expectStream(
        ['id: 4\n\nid: 5\ndata', '\uFEFFdata: c\n\nid: 6\n'],
        [last('4'), ev('c', 'message', '4'), last('4')],
      );
    });

    it('drops the unfinished line and a pending CR', () => {
      expectStream(
        ['data: a\n\nevent: x\ndata: b\r', '\ndata: c\n\n'],
        [ev('a'), last(''), ev('c'), last('')],
      );
    });
  });
});
