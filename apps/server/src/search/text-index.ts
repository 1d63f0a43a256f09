/**
 * A small Chinese-aware full-text index for the built-in knowledge corpus (ARCHITECTURE.md
 * "Embedded defaults": offline knowledge mode and the built-in web search). Chinese has no
 * spaces, so text is cut into overlapping character bigrams (a run of one Han character is kept
 * as a unigram) and Latin letters or digits into lower-case words; documents are ranked with
 * Okapi BM25 over those terms, the title weighted above the body.
 */
import { bigramTerms } from '../platform/text';

/** One document of the built-in corpus: an app, a curriculum standard, a product-help entry. */
export interface KnowledgeDocument {
  /** Stable id, unique within the corpus. */
  id: string;
  title: string;
  text: string;
  /** Where the teacher can read more: absolute (`https://…`) or a path of this site (`/apps/index`). */
  link?: string;
  /** As published, e.g. `2022-04-21`; empty when unknown. */
  publishedTime?: string;
}

/** A ranked document. */
export interface RankedDocument {
  doc: KnowledgeDocument;
  score: number;
  /** The query terms the document contains. */
  matched: string[];
}

/** A sentence of a document ranked against a query. */
export interface RankedSentence {
  text: string;
  /** Index of the sentence in its document, to restore reading order. */
  index: number;
  score: number;
}

/** The handle of {@link createTextIndex}. */
export interface TextIndex {
  readonly size: number;
  /**
   * Documents relevant to `query`, best first: at most `limit`, each scoring at least
   * `minScore` and at least `relativeCutoff` × the best score.
   */
  search(query: string, options?: SearchOptions): RankedDocument[];
  /** The sentences of `doc` that share terms with `query`, best first (term IDF sums). */
  bestSentences(doc: KnowledgeDocument, query: string, limit: number): RankedSentence[];
  /** The inverse document frequency of a term (0 for one the corpus never uses). */
  idf(term: string): number;
}

export interface SearchOptions {
  limit?: number;
  /** Absolute floor; below it a document is not "relevant". Default 1.2. */
  minScore?: number;
  /** Fraction of the best score a document needs to be listed. Default 0.25. */
  relativeCutoff?: number;
}

// Function words of questions: they say nothing about the topic, and in a small corpus their
// IDF is not low enough to stop them matching help entries that happen to use them.
const STOP_TERMS = new Set([
  '怎么',
  '怎样',
  '什么',
  '如何',
  '为什',
  '么样',
  '可以',
  '请问',
  '一下',
  '我们',
  '你们',
  '他们',
  '是否',
  '哪里',
  '哪些',
  '这个',
  '那个',
  '一个',
  '需要',
  '能不',
  '不能',
  '有没',
  '没有',
  'the',
  'and',
  'how',
  'what',
]);

/**
 * The index terms of `text`: the shared bigram terms (platform/text) without the stop terms.
 */
export function tokenize(text: string): string[] {
  return bigramTerms(text).filter((t) => !STOP_TERMS.has(t));
}

/** Splits text into sentences at Chinese and Western sentence ends and line breaks. */
export function splitSentences(text: string): string[] {
  const out: string[] = [];
  const re = /[^。！？；!?;\n]+(?:[。！？；!?;]+|\n|$)/gu;
  for (const m of text.matchAll(re)) {
    const s = m[0].trim();
    if (s !== '') out.push(s);
  }
  return out;
}

interface Entry {
  doc: KnowledgeDocument;
  tf: Map<string, number>;
  length: number;
}

const K1 = 1.2;
const B = 0.75;
const TITLE_WEIGHT = 3;

const countTerms = (terms: string[], into: Map<string, number>, weight: number): void => {
  for (const t of terms) into.set(t, (into.get(t) ?? 0) + weight);
};

/** Builds a BM25 index over `documents` (spec §1 assistant, offline knowledge mode). */
export function createTextIndex(documents: readonly KnowledgeDocument[]): TextIndex {
  const entries: Entry[] = [];
  const df = new Map<string, number>();
  let totalLength = 0;
  for (const doc of documents) {
    const tf = new Map<string, number>();
    const titleTerms = tokenize(doc.title);
    const bodyTerms = tokenize(doc.text);
    countTerms(titleTerms, tf, TITLE_WEIGHT);
    countTerms(bodyTerms, tf, 1);
    const length = titleTerms.length * TITLE_WEIGHT + bodyTerms.length;
    totalLength += length;
    for (const t of tf.keys()) df.set(t, (df.get(t) ?? 0) + 1);
    entries.push({ doc, tf, length });
  }
  const n = entries.length;
  const avgLength = n === 0 ? 1 : Math.max(1, totalLength / n);

  const idf = (term: string): number => {
    const d = df.get(term) ?? 0;
    if (d === 0) return 0;
    return Math.log(1 + (n - d + 0.5) / (d + 0.5));
  };

  function search(query: string, options: SearchOptions = {}): RankedDocument[] {
    const { limit = 5, minScore = 1.2, relativeCutoff = 0.25 } = options;
    const queryTerms = [...new Set(tokenize(query))];
    if (queryTerms.length === 0 || n === 0) return [];
    const ranked: RankedDocument[] = [];
    for (const e of entries) {
      let score = 0;
      const matched: string[] = [];
      for (const t of queryTerms) {
        const f = e.tf.get(t);
        if (f === undefined) continue;
        matched.push(t);
        score += (idf(t) * (f * (K1 + 1))) / (f + K1 * (1 - B + (B * e.length) / avgLength));
      }
      if (score > 0) ranked.push({ doc: e.doc, score, matched });
    }
    ranked.sort((a, b) => b.score - a.score);
    const best = ranked[0]?.score ?? 0;
    return ranked
      .filter((r) => r.score >= minScore && r.score >= best * relativeCutoff)
      .slice(0, limit);
  }

  function bestSentences(doc: KnowledgeDocument, query: string, limit: number): RankedSentence[] {
    const queryTerms = new Set(tokenize(query));
    return splitSentences(doc.text)
      .map((text, index) => {
        let score = 0;
        for (const t of new Set(tokenize(text))) if (queryTerms.has(t)) score += idf(t) || 0.1;
        return { text, index, score };
      })
      .filter((s) => s.score > 0)
      .sort((a, b) => b.score - a.score || a.index - b.index)
      .slice(0, limit);
  }

  return { size: n, search, bestSentences, idf };
}
