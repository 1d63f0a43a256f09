/**
 * The offline 基础检查 (docs/essayReview.md "Without a model"): everything rules can tell about an
 * essay without a model — length against the requirement, paragraphs, sentence lengths, repeated
 * words, punctuation misuse and commonly confused characters. It never scores and never writes
 * a verdict it cannot back: each comment points at the exact characters it is about.
 */
import { CONFUSABLES } from './confusables';
import type { EssayComment } from './types';

/** What the check found: counts for the summary and comments anchored on spans. */
export interface BasicCheckResult {
  language: 'zh' | 'en';
  /** 字数 (non-space characters) for Chinese, words for English. */
  length: number;
  minLength: number;
  paragraphs: number;
  sentences: number;
  /** Longest sentence, in characters (Chinese) or words (English). */
  longestSentence: number;
  averageSentence: number;
  comments: EssayComment[];
  /** One line per finding that has no span (length, paragraphs), in Chinese. */
  notes: string[];
}

/** A sentence longer than this many characters is flagged (Chinese). */
export const LONG_SENTENCE_CHARS = 80;
/** … or this many words (English). */
export const LONG_SENTENCE_WORDS = 35;
/** A connective or intensifier used this often or more is flagged from that use on. */
export const REPEAT_THRESHOLD = 3;
/** Words young writers lean on; each use past the threshold is flagged. */
const OVERUSED_ZH = [
  '然后',
  '突然',
  '非常',
  '特别',
  '于是',
  '接着',
  '觉得',
  '真的',
  '感觉',
  '开心',
  '高兴',
  '美丽',
  '终于',
  '一下子',
];
const OVERUSED_EN = [
  'very',
  'good',
  'then',
  'really',
  'so',
  'nice',
  'happy',
  'many',
  'thing',
  'things',
];

const note = (
  start: number,
  end: number,
  kind: EssayComment['kind'],
  text: string,
): EssayComment => ({
  start,
  end,
  kind,
  text,
  source: 'check',
});

interface Span {
  start: number;
  end: number;
  text: string;
}

/** Paragraphs: runs of text separated by line breaks, with their offsets (blank lines dropped). */
export function paragraphSpans(text: string): Span[] {
  const out: Span[] = [];
  for (const m of text.matchAll(/[^\r\n]+/g)) {
    const lead = m[0].length - m[0].trimStart().length;
    const body = m[0].trim();
    if (body) out.push({ start: m.index + lead, end: m.index + lead + body.length, text: body });
  }
  return out;
}

/** Sentences: up to and including 。！？…; (or . ! ? in English), with closing quotes. */
export function sentenceSpans(text: string, language: 'zh' | 'en'): Span[] {
  const end =
    language === 'zh'
      ? /[^。！？!?…\r\n]+(?:[。！？!?]+|…+)?[”’」』)）]*/g
      : /[^.!?\r\n]+[.!?]*["”’)]*/g;
  const out: Span[] = [];
  for (const m of text.matchAll(end)) {
    const lead = m[0].length - m[0].trimStart().length;
    const body = m[0].trim();
    if (body) out.push({ start: m.index + lead, end: m.index + lead + body.length, text: body });
  }
  return out;
}

const CJK = /[\u3400-\u9fff]/;
const englishWords = (text: string) => text.match(/[A-Za-z]+(?:['’-][A-Za-z]+)*/g) ?? [];

/** Decides Chinese or English by which script has more letters. */
export function essayLanguage(text: string): 'zh' | 'en' {
  const cjk = Array.from(text).filter((c) => CJK.test(c)).length;
  return englishWords(text).length > cjk ? 'en' : 'zh';
}

/** 字数 as a teacher counts on 方格纸: every character except spaces and line breaks. */
export function chineseLength(text: string): number {
  return Array.from(text.replace(/\s/g, '')).length;
}

function punctuationZh(text: string, out: EssayComment[]) {
  // Latin punctuation between Chinese characters: , . ? ! : ; used as Chinese 标点.
  const latin: Record<string, string> = {
    ',': '，',
    '.': '。',
    '?': '？',
    '!': '！',
    ':': '：',
    ';': '；',
  };
  for (const m of text.matchAll(/(?<=[\u3400-\u9fff])[,.?!:;](?=[\u3400-\u9fff“”\s]|$)/gm)) {
    out.push(
      note(m.index, m.index + 1, 'punctuation', `中文里应使用中文标点「${latin[m[0]] ?? m[0]}」`),
    );
  }
  for (const m of text.matchAll(/([，。、；：])\1+/g)) {
    out.push(note(m.index, m.index + m[0].length, 'punctuation', `「${m[1]}」重复了`));
  }
  for (const m of text.matchAll(/[，、；][。！？]|[。！？][，、；]/g)) {
    out.push(note(m.index, m.index + m[0].length, 'punctuation', '两个标点连用，保留一个'));
  }
  for (const p of paragraphSpans(text)) {
    const opens = (p.text.match(/“/g) ?? []).length;
    const closes = (p.text.match(/”/g) ?? []).length;
    if (opens !== closes) {
      out.push(
        note(
          p.start,
          p.start + Math.min(p.text.length, 20),
          'punctuation',
          '这段的前后引号不成对，检查引号是否漏写',
        ),
      );
    }
    if (p.text.length > 15 && !/[。！？…”』」）)：]$/.test(p.text)) {
      out.push(note(p.end - 1, p.end, 'punctuation', '段末缺少句末标点'));
    }
  }
}

function punctuationEn(text: string, out: EssayComment[]) {
  for (const m of text.matchAll(/[，。！？；：]/g)) {
    out.push(note(m.index, m.index + 1, 'punctuation', '英文作文中应使用英文标点'));
  }
  for (const m of text.matchAll(/(?<![A-Za-z])i(?![A-Za-z'’])/g)) {
    out.push(note(m.index, m.index + 1, 'typo', '代词 I 要大写'));
  }
  for (const m of text.matchAll(/\b([A-Za-z]+) \1\b/gi)) {
    out.push(note(m.index, m.index + m[0].length, 'typo', `「${m[1]}」重复写了两遍`));
  }
  for (const m of text.matchAll(/(?:^|[.!?]\s+)([a-z])/gm)) {
    const at = m.index + m[0].length - 1;
    out.push(note(at, at + 1, 'typo', '句首字母要大写'));
  }
}

function repeated(text: string, words: readonly string[], out: EssayComment[], english: boolean) {
  for (const w of words) {
    const re = english ? new RegExp(`\\b${w}\\b`, 'gi') : new RegExp(w, 'g');
    const hits = [...text.matchAll(re)];
    if (hits.length < REPEAT_THRESHOLD) continue;
    for (const m of hits.slice(REPEAT_THRESHOLD - 1)) {
      out.push(
        note(
          m.index,
          m.index + m[0].length,
          'wording',
          `「${w}」全文用了 ${hits.length} 次，换个说法或删去`,
        ),
      );
    }
  }
  // The same word written twice in a row (我们我们, 的的); 不了了之 and reduplicated verbs are fine.
  if (!english) {
    const twice = /(我们|你们|他们|我的|一个|因为|所以|但是|然后|可是|的|是|在|我)\1(?!之)/g;
    for (const m of text.matchAll(twice)) {
      out.push(note(m.index, m.index + m[0].length, 'typo', '同一个词连写了两遍'));
    }
  }
}

/**
 * Runs every offline check over an essay. `minLength` is the requirement (字 or words); 0 skips
 * the length check. Comments are sorted by position; overlapping ones are kept (different
 * problems on the same words).
 */
export function basicCheck(text: string, minLength: number): BasicCheckResult {
  const language = essayLanguage(text);
  const comments: EssayComment[] = [];
  const notes: string[] = [];
  const paragraphs = paragraphSpans(text);
  const sentences = sentenceSpans(text, language);
  const measure = (s: string) => (language === 'zh' ? chineseLength(s) : englishWords(s).length);
  const length = measure(text);
  const unit = language === 'zh' ? '字' : '词';

  if (minLength > 0 && length < minLength) {
    notes.push(
      `字数不足：共 ${length} ${unit}，要求不少于 ${minLength} ${unit}，还差 ${minLength - length} ${unit}`,
    );
  } else if (minLength > 0) {
    notes.push(`字数达到要求：共 ${length} ${unit}（要求不少于 ${minLength} ${unit}）`);
  }
  if (paragraphs.length === 1 && length >= (language === 'zh' ? 200 : 80)) {
    notes.push('全文只有一段，按内容分成几段会更清楚');
  } else {
    notes.push(`共 ${paragraphs.length} 段`);
  }
  const longLimit = language === 'zh' ? LONG_SENTENCE_CHARS : LONG_SENTENCE_WORDS;
  for (const s of sentences) {
    const n = measure(s.text);
    if (n > longLimit) {
      comments.push(note(s.start, s.end, 'note', `这句话有 ${n} ${unit}，读一读是否需要拆成几句`));
    }
  }
  if (language === 'zh') {
    punctuationZh(text, comments);
    repeated(text, OVERUSED_ZH, comments, false);
    for (const c of CONFUSABLES) {
      for (const m of text.matchAll(c.pattern)) {
        comments.push(
          note(m.index, m.index + m[0].length, 'typo', `${c.note}，应为「${c.right}」`),
        );
      }
    }
  } else {
    punctuationEn(text, comments);
    repeated(text, OVERUSED_EN, comments, true);
  }
  const lengths = sentences.map((s) => measure(s.text));
  comments.sort((a, b) => a.start - b.start || a.end - b.end);
  return {
    language,
    length,
    minLength,
    paragraphs: paragraphs.length,
    sentences: sentences.length,
    longestSentence: Math.max(0, ...lengths),
    averageSentence: lengths.length
      ? Math.round(lengths.reduce((a, b) => a + b, 0) / lengths.length)
      : 0,
    comments,
    notes,
  };
}
