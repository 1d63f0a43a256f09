import { SseParseError } from './errors';

/** One dispatched server-sent event. */
export interface SseEvent {
  /** The `event` field of the block, `'message'` when absent or empty. */
  event: string;
  /** The `data` lines of the block joined with `'\n'`. */
  data: string;
  /** The last event ID at dispatch time: it persists across events until an `id` field changes it. */
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
  /** Feed the next decoded piece of the stream; pieces may split lines, CRLF pairs or fields anywhere. */
  feed(chunk: string): void;
  /**
   * Start a new stream (a reconnection): drop the unfinished line and event, expect a BOM again.
   * The last event ID is kept, as a reconnecting EventSource keeps it.
   */
  reset(): void;
  /** The last event ID seen so far (`''` before any `id` field). */
  readonly lastEventId: string;
}

const LF = 10;
const SPACE = 32;
const COLON = 58;
const BOM = 0xfeff;

/**
 * An event-stream parser that follows the WHATWG "interpretation of the event stream" rules
 * (HTML, Server-sent events §9.2.6) exactly: LF, CR and CRLF line ends (a CRLF split between
 * chunks is one line end), one leading BOM stripped, comments, multi-line data, `id` without NULL
 * persisted as the last event ID, `retry` of ASCII digits only, an unfinished event at the end of
 * the stream discarded. Used for the streamed AI reply (spec §3, §7 "Streaming").
 *
 * It takes strings: decode bytes with a streaming `TextDecoder` before feeding. Lines are found
 * with `indexOf` over each chunk; only a line split across chunks is concatenated.
 */
export function createSseParser(callbacks: SseParserCallbacks): SseParser {
  const { onEvent, onError, onRetry, onComment } = callbacks;
  let pending = '';
  let started = false;
  let afterCR = false;
  let data = '';
  let hasData = false;
  let eventType = '';
  let lastType = '';
  let lastEventId = '';
  // Bumped by reset(), so a reset from inside a callback stops the chunk being parsed.
  let generation = 0;

  function dispatch(): void {
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
        if (value.indexOf('\0') === -1) lastEventId = value;
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
    if (!started) {
      started = true;
      if (chunk.charCodeAt(0) === BOM) pos = 1;
    }
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
    started = false;
    afterCR = false;
    data = '';
    hasData = false;
    eventType = '';
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
