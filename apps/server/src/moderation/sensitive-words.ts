import { readFile } from 'node:fs/promises';
import { createAhoCorasick } from './aho-corasick';
import { DEFAULT_SENSITIVE_WORDS } from './default-words';
import { forEachSignificant, normalizeWord } from '../platform/text';

/** The outcome of a check. */
export interface ModerationResult {
  hit: boolean;
  /** The words found, as listed (not as written in the text), in order of first occurrence. */
  words: string[];
}

/** Scans a streamed text delta by delta; a word split across deltas is still found. */
export interface ModerationScanner {
  /** Feeds the next delta; returns the words that first completed in it. */
  push(delta: string): readonly string[];
  /** Every word found so far. */
  readonly words: readonly string[];
}

/** The handle of {@link createSensitiveWordFilter}. */
export interface SensitiveWordFilter {
  /** Number of distinct words after normalisation. */
  readonly size: number;
  check(text: string): ModerationResult;
  createScanner(): ModerationScanner;
}

/** Options of {@link createSensitiveWordFilter}. */
export interface SensitiveWordFilterOptions {
  /** The base list (default {@link DEFAULT_SENSITIVE_WORDS}). */
  words?: readonly string[];
  /** More words, e.g. from {@link loadSensitiveWordsFile}. */
  extraWords?: readonly string[];
}

/**
 * The sensitive-word filter of the AI assistant (spec §4 status 5 "content violates platform
 * rules"), applied to the question and the answer. Aho–Corasick over normalised text: full-width
 * and half-width forms and upper and lower case are the same, and spaces, punctuation, symbols
 * and zero-width characters inserted between the characters of a word do not hide it.
 */
export function createSensitiveWordFilter(
  options: SensitiveWordFilterOptions = {},
): SensitiveWordFilter {
  const listed = [...(options.words ?? DEFAULT_SENSITIVE_WORDS), ...(options.extraWords ?? [])];
  // The normalised form of a word → the word as first listed, for reporting.
  const display = new Map<string, string>();
  for (const w of listed) {
    const n = normalizeWord(w);
    if (n !== '' && !display.has(n)) display.set(n, w.trim());
  }
  const automaton = createAhoCorasick(display.keys());
  const label = (id: number): string => {
    const p = automaton.pattern(id);
    return display.get(p) ?? p;
  };

  /** What a delta without a new word gives back (never written to). */
  const NONE: readonly string[] = Object.freeze([]);

  function createScanner(): ModerationScanner {
    let state = 0;
    const found: string[] = [];
    const seen = new Set<number>();
    return {
      push(delta) {
        // Built only when a word is found: most deltas allocate nothing here.
        let fresh: string[] | undefined;
        forEachSignificant(delta, (ch) => {
          state = automaton.step(state, ch);
          const ids = automaton.output(state);
          for (let k = 0; k < ids.length; k++) {
            const id = ids[k] as number;
            if (seen.has(id)) continue;
            seen.add(id);
            const w = label(id);
            found.push(w);
            (fresh ??= []).push(w);
          }
        });
        return fresh ?? NONE;
      },
      get words() {
        return found;
      },
    };
  }

  function check(text: string): ModerationResult {
    const scanner = createScanner();
    scanner.push(text);
    return { hit: scanner.words.length > 0, words: [...scanner.words] };
  }

  return { size: automaton.size, check, createScanner };
}

/**
 * Reads a word list: UTF-8, one word per line; blank lines and lines starting with `#` are
 * skipped. Rejects with an operator-facing message naming the file when it cannot be read.
 */
export async function loadSensitiveWordsFile(path: string): Promise<string[]> {
  let text: string;
  try {
    text = await readFile(path, 'utf8');
  } catch (error) {
    const code = (error as { code?: unknown }).code;
    throw new Error(
      `SENSITIVE_WORDS_FILE ${JSON.stringify(path)} cannot be read${typeof code === 'string' ? ` (${code})` : ''}`,
    );
  }
  return parseWordList(text);
}

/** The words of a word-list text (see {@link loadSensitiveWordsFile}). */
export function parseWordList(text: string): string[] {
  return text
    .replace(/^\uFEFF/, '')
    .split(/\r\n|\r|\n/)
    .map((line) => line.trim())
    .filter((line) => line !== '' && !line.startsWith('#'));
}

/** The default list plus the words of `file` when given (env SENSITIVE_WORDS_FILE). */
export async function createSensitiveWordFilterFromFile(
  file?: string,
): Promise<SensitiveWordFilter> {
  const extraWords = file ? await loadSensitiveWordsFile(file) : [];
  return createSensitiveWordFilter({ extraWords });
}
