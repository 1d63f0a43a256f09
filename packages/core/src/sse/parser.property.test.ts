/// <reference types="node" />
import fc from 'fast-check';
import { describe, expect, it } from 'vitest';
import { createSseParser, type SseEvent } from './parser';

type Out = (
  SseEvent | { retry: number } | { comment: string } | { error: string } | { lastEventId: string }
)[];

function run(chunks: readonly string[]): Out {
  const out: Out = [];
  const parser = createSseParser({
    onEvent: (e) => out.push(e),
    onRetry: (retry) => out.push({ retry }),
    onComment: (comment) => out.push({ comment }),
    onError: (e) => out.push({ error: `${e.type}:${e.field}:${e.value}` }),
  });
  for (const chunk of chunks) parser.feed(chunk);
  out.push({ lastEventId: parser.lastEventId });
  return out;
}

const text = fc.string({
  unit: fc.constantFrom('你', '好', '数', '学', '𝑥', '😀', 'a', 'b', ' ', ':', '$', '"', '\u0000'),
  maxLength: 12,
});
const eol = fc.constantFrom('\n', '\r', '\r\n');
const line = fc.oneof(
  text.map((t) => `data: ${t}`),
  text.map((t) => `data:${t}`),
  fc.constant('data'),
  fc.constantFrom('event: ai-reply', 'event: keep-alive', 'event:ai-networking', 'event'),
  text.map((t) => `: ${t}`),
  text.map((t) => `id: ${t}`),
  fc.constantFrom('retry: 3000', 'retry: 12a', 'retry:'),
  text.map((t) => `x${t}: y`),
  fc.constant(''),
);
const stream = fc
  .tuple(fc.nat(2), fc.array(fc.tuple(line, eol), { maxLength: 40 }))
  .map(([boms, lines]) => '\uFEFF'.repeat(boms) + lines.map(([l, e]) => l + e).join(''));

/**
 * Cut the UTF-8 bytes at the given offsets and decode each piece with a streaming decoder set up
 * as the callers set theirs (the default strips one leading BOM).
 */
function splitBytes(s: string, cuts: number[]): string[] {
  const bytes = Buffer.from(s, 'utf8');
  const points = [...new Set(cuts.map((c) => c % (bytes.length + 1)))].sort((a, b) => a - b);
  const decoder = new TextDecoder();
  const chunks: string[] = [];
  let prev = 0;
  for (const p of [...points, bytes.length]) {
    chunks.push(decoder.decode(bytes.subarray(prev, p), { stream: true }));
    prev = p;
  }
  chunks.push(decoder.decode());
  return chunks;
}

/** A slow, obviously-correct model of the WHATWG rules, for whole decoded strings only. */
function reference(s: string): Out {
  const out: Out = [];
  const lines = s.split(/\r\n|\r|\n/);
  lines.pop(); // the text after the last line end is not a line yet
  let data: string[] = [];
  let type = '';
  let idBuffer = '';
  let id = '';
  for (const l of lines) {
    if (l === '') {
      id = idBuffer;
      if (data.length > 0) out.push({ event: type || 'message', data: data.join('\n'), id });
      data = [];
      type = '';
      continue;
    }
    if (l.startsWith(':')) {
      out.push({ comment: l.slice(1).replace(/^ /, '') });
      continue;
    }
    const i = l.indexOf(':');
    const name = i === -1 ? l : l.slice(0, i);
    const value = i === -1 ? '' : l.slice(i + 1).replace(/^ /, '');
    if (name === 'data') data.push(value);
    else if (name === 'event') type = value;
    else if (name === 'id') idBuffer = value.includes('\0') ? idBuffer : value;
    else if (name === 'retry')
      out.push(
        /^[0-9]+$/.test(value)
          ? { retry: Number(value) }
          : { error: `invalid-retry:retry:${value}` },
      );
    else out.push({ error: `unknown-field:${name}:${value}` });
  }
  out.push({ lastEventId: id });
  return out;
}

describe(createSseParser, () => {
  it('agrees with a reference model of the rules on whole streams', () => {
    fc.assert(
      fc.property(stream, (s) => {
        expect(run([s])).toEqual(reference(s));
      }),
      { numRuns: 1000 },
    );
  });

  it('gives the same events for any chunking of the UTF-8 bytes', () => {
    fc.assert(
      fc.property(stream, fc.array(fc.nat(), { maxLength: 30 }), (s, cuts) => {
        // The decoder drops the leading BOM, if any, and only that one.
        const oneShot = run([s.startsWith('\uFEFF') ? s.slice(1) : s]);
        expect(run(splitBytes(s, cuts))).toEqual(oneShot);
      }),
      { numRuns: 3000 },
    );
  });

  it('gives the same events for any chunking of the string, down to single characters', () => {
    fc.assert(
      fc.property(stream, (s) => {
        expect(run([...s])).toEqual(run([s]));
        expect(run(s.split(''))).toEqual(run([s]));
      }),
      { numRuns: 500 },
    );
  });

  it('sees a chunk split inside a Chinese character (a fixed example)', () => {
    const s = 'event: ai-reply\ndata: {"answerContent":"数学"}\r\n\r\n';
    const bytes = Buffer.from(s, 'utf8');
    const cut = bytes.indexOf(Buffer.from('学', 'utf8')) + 1; // inside the 3 bytes of 学
    expect(splitBytes(s, [cut, cut + 1]).length).toBe(4);
    expect(run(splitBytes(s, [cut, cut + 1]))).toEqual([
      { event: 'ai-reply', data: '{"answerContent":"数学"}', id: '' },
      { lastEventId: '' },
    ]);
  });
});
