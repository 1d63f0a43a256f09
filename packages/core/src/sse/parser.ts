import { SseParseError } from './errors';

/** One dispatched server-sent event. */
export interface SseEvent {
  /** The `event` field of the block, `'message'` when absent or empty. */
  event: string;
  /** The `data` lines of the block joined with `'\n'`. */
  data: string;
  /**
   * The last event ID string at dispatch time (`MessageEvent.lastEventId`): it persists across
   * events until an `id` field of a later block changes it.
   */
  id: string;
}

/** Callbacks of {@link createSseParser}. */
export interface SseParserCallbacks {
  /** Called once per dispatched event, in stream order. */
  onEvent: (event: SseEvent) => void;
  /** Called for lines the rules ignore (`retry` not all digits, unknown fields); parsing goes on. */
  onError?: (error: SseParseError) => void;
  /** Called with the reconnection time in milliseconds of each valid `retry` field. */
  onRetry?: (milliseconds: number) => void;
  /** Called with the text after `:` (one leading space removed) of each comment line. */
  onComment?: (comment: string) => void;
}

/** The handle of {@link createSseParser}. */
export interface SseParser {
  /**
   * Feed the next decoded piece of the stream; pieces may split lines, CRLF pairs or fields
   * anywhere. The text must come out of a UTF-8 decode that already dropped the byte order mark
   * (see {@link createSseParser}): a U+FEFF here is an ordinary character.
   */
  feed(chunk: string): void;
  /**
   * Start a new stream (a reconnection): drop the unfinished line and event, including an `id`
   * field of that unfinished block. {@link SseParser.lastEventId} is kept, as a reconnecting
   * EventSource keeps its last event ID string, and the new stream's last event ID buffer starts
   * from it (see {@link createSseParser}).
   */
  reset(): void;
  /**
   * The last event ID string: the `id` of the last block ended by a blank line (`''` before any).
   * This is what a reconnection sends as `Last-Event-ID`; an `id` field whose block the stream
   * never finished is not in it.
   */
  readonly lastEventId: string;
}

const LF = 10;
const SPACE = 32;
const COLON = 58;

/**
 * An event-stream parser that follows the WHATWG HTML rules of §9.2.6 "Interpreting an event
 * stream" exactly: LF, CR and CRLF line ends (a CRLF split between chunks is one line end),
 * comments, multi-line data, `id` without NULL, `retry` of ASCII digits only, an unfinished event
 * at the end of the stream discarded. Used for the streamed AI reply (spec §3, §7 "Streaming").
 *
 * Byte order mark. "Streams must be decoded using the UTF-8 decode algorithm. The UTF-8 decode
 * algorithm strips one leading UTF-8 Byte Order Mark (BOM), if any. The stream must then be
 * parsed by reading everything line by line". The parser is that second step: it takes text from
 * a streaming `new TextDecoder()` (whose default `ignoreBOM: false` is the UTF-8 decode, BOM
 * stripping included, once per decoder or per flushing `decode()`), so it strips nothing itself.
 * Stripping here as well would drop two: a second BOM belongs to the first line, whose field name
 * is then `\uFEFFdata` and ignored.
 *
 * Last event ID. "If the field name is "id": If the field value does not contain U+0000 NULL,
 * then set the last event ID buffer to the field value", but only dispatch, run for every blank
 * line, makes it count: "Set the last event ID string of the event source to the value of the
 * last event ID buffer" comes before "If the data buffer is an empty string … return", so a block
 * with an `id` and no `data` still sets it. The last event ID string is what an event carries as
 * `lastEventId` and what a reconnection sends as `Last-Event-ID`, so {@link SseParser.lastEventId}
 * is that string; an `id` of a block the stream never finished stays in the buffer and is dropped
 * by {@link SseParser.reset}. The spec starts each parsed stream's buffer at `''` ("They must be
 * initialized to the empty string"); read literally, the first event of a reconnected stream
 * without an `id` would clear the string and a second reconnection would start from the
 * beginning. As Chromium's EventSourceParser does (it starts its `id_` from the event source's
 * last event ID), `reset()` starts the new buffer from the last event ID string instead.
 *
 * Lines are found with `indexOf` over each chunk; only a line split across chunks is concatenated.
 */
export function createSseParser(callbacks: SseParserCallbacks): SseParser {
  const { onEvent, onError, onRetry, onComment } = callbacks;
  let pending = '';
  let afterCR = false;
  let data = '';
  let hasData = false;
  let eventType = '';
  let lastType = '';
  // The spec's "last event ID buffer" (set by `id` fields) and "last event ID string" (set from
  // the buffer at each blank line).
  let idBuffer = '';
  let lastEventId = '';
  // Bumped by reset(), so a reset from inside a callback stops the chunk being parsed.
  let generation = 0;

  function dispatch(): void {
    lastEventId = idBuffer;
    if (!hasData) {
      eventType = '';
      return;
    }
    const event: SseEvent = {
      event: eventType === '' ? 'message' : eventType,
      data,
      id: lastEventId,
    };
    data = '';
    hasData = false;
    eventType = '';
    onEvent(event);
  }

  function field(name: string, value: string): void {
    switch (name) {
      case 'event':
        eventType = value;
        return;
      case 'data':
        data = hasData ? `${data}\n${value}` : value;
        hasData = true;
        return;
      case 'id':
        if (value.indexOf('\0') === -1) idBuffer = value;
        return;
      case 'retry':
        if (isAsciiDigits(value)) onRetry?.(Number(value));
        else onError?.(new SseParseError('invalid-retry', name, value));
        return;
      default:
        onError?.(new SseParseError('unknown-field', name, value));
    }
  }

  /** One line `s[start, end)`; `s[end]` is a line end or past the string. */
  function line(s: string, start: number, end: number): void {
    if (start === end) {
      dispatch();
      return;
    }
    const c = s.charCodeAt(start);
    // Fast path for `data:`: the checks stop at s[end], which is never a letter or a colon.
    if (
      c === 100 &&
      s.charCodeAt(start + 1) === 97 &&
      s.charCodeAt(start + 2) === 116 &&
      s.charCodeAt(start + 3) === 97 &&
      s.charCodeAt(start + 4) === COLON
    ) {
      const v = start + 5 < end && s.charCodeAt(start + 5) === SPACE ? start + 6 : start + 5;
      const value = s.slice(v, end);
      data = hasData ? `${data}\n${value}` : value;
      hasData = true;
      return;
    }
    // Fast path for `event:`; the type name usually repeats, so reuse the previous string.
    if (
      c === 101 &&
      s.charCodeAt(start + 1) === 118 &&
      s.charCodeAt(start + 2) === 101 &&
      s.charCodeAt(start + 3) === 110 &&
      s.charCodeAt(start + 4) === 116 &&
      s.charCodeAt(start + 5) === COLON
    ) {
      const v = start + 6 < end && s.charCodeAt(start + 6) === SPACE ? start + 7 : start + 6;
      eventType =
        end - v === lastType.length && s.startsWith(lastType, v)
          ? lastType
          : (lastType = s.slice(v, end));
      return;
    }
    if (c === COLON) {
      if (onComment) {
        const v = start + 1 < end && s.charCodeAt(start + 1) === SPACE ? start + 2 : start + 1;
        onComment(s.slice(v, end));
      }
      return;
    }
    let colon = start + 1;
    while (colon < end && s.charCodeAt(colon) !== COLON) colon++;
    if (colon === end) {
      field(s.slice(start, end), '');
      return;
    }
    const v = colon + 1 < end && s.charCodeAt(colon + 1) === SPACE ? colon + 2 : colon + 1;
    field(s.slice(start, colon), s.slice(v, end));
  }

  function feed(chunk: string): void {
    const len = chunk.length;
    if (len === 0) return;
    let pos = 0;
    if (afterCR) {
      afterCR = false;
      if (chunk.charCodeAt(pos) === LF) pos++;
    }
    const gen = generation;
    let lf = chunk.indexOf('\n', pos);
    let cr = chunk.indexOf('\r', pos);
    if (cr === -1) {
      // LF-only chunk, the usual case: no CR bookkeeping, and the empty line that ends an
      // event is taken right after the line before it, without another search.
      while (lf !== -1) {
        if (pending !== '') {
          const whole = pending + chunk.slice(pos, lf);
          pending = '';
          line(whole, 0, whole.length);
        } else if (lf === pos) dispatch();
        else line(chunk, pos, lf);
        if (gen !== generation) return;
        pos = lf + 1;
        if (chunk.charCodeAt(pos) === LF) {
          dispatch();
          if (gen !== generation) return;
          pos++;
        }
        lf = chunk.indexOf('\n', pos);
      }
      if (pos < len) pending = pending === '' ? chunk.slice(pos) : pending + chunk.slice(pos);
      return;
    }
    for (;;) {
      let end: number;
      let next: number;
      if (cr === -1 || (lf !== -1 && lf < cr)) {
        if (lf === -1) break;
        end = lf;
        next = lf + 1;
        lf = chunk.indexOf('\n', next);
      } else {
        end = cr;
        next = cr + 1;
        if (next === len) afterCR = true;
        else if (chunk.charCodeAt(next) === LF) {
          next++;
          lf = chunk.indexOf('\n', next);
        }
        cr = chunk.indexOf('\r', next);
      }
      if (pending !== '') {
        const whole = pending + chunk.slice(pos, end);
        pending = '';
        line(whole, 0, whole.length);
      } else {
        line(chunk, pos, end);
      }
      if (gen !== generation) return;
      pos = next;
    }
    if (pos < len) pending = pending === '' ? chunk.slice(pos) : pending + chunk.slice(pos);
  }

  function reset(): void {
    generation++;
    pending = '';
    afterCR = false;
    data = '';
    hasData = false;
    eventType = '';
    idBuffer = lastEventId;
  }

  return {
    feed,
    reset,
    get lastEventId() {
      return lastEventId;
    },
  };
}

function isAsciiDigits(s: string): boolean {
  if (s === '') return false;
  for (let i = 0; i < s.length; i++) {
    const c = s.charCodeAt(i);
    if (c < 48 || c > 57) return false;
  }
  return true;
}
