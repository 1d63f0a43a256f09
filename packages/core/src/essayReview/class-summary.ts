/**
 * The class view of a batch (docs/essayReview.md "Class view"): score distribution by the
 * rubric's bands, the most common problems with examples from the class, the best sentences to
 * read aloud and a suggested focus for the next writing lesson. Counted from the markings, never
 * generated: an offline-checked batch has problems and no distribution.
 */
import type { Rubric } from './rubrics';
import { essayCommentKindName, type EssayCommentKind, type EssayMarking } from './types';

/** One essay as the class view reads it. */
export interface ClassEssay {
  studentName: string;
  text: string;
  marking: EssayMarking | null;
}

/** A quoted example from an essay. */
export interface ClassExample {
  studentName: string;
  quote: string;
  comment: string;
}

/** The summary of a batch. */
export interface ClassSummary {
  essays: number;
  scored: number;
  average: number | null;
  highest: number | null;
  lowest: number | null;
  bands: { name: string; count: number }[];
  problems: {
    kind: EssayCommentKind;
    name: string;
    essays: number;
    occurrences: number;
    examples: ClassExample[];
  }[];
  highlights: ClassExample[];
  /** One sentence naming the most common problem and how many essays show it; null if none. */
  focus: string | null;
}

const FOCUS: Partial<Record<EssayCommentKind, string>> = {
  typo: '把本班常错的字词整理成听写清单，写完后先自查错别字',
  grammar: '用本班的病句做修改练习，重点看搭配和成分残缺',
  punctuation: '复习逗号、句号和引号的用法，朗读时按标点停顿',
  wording: '积累替换词，避免同一个词反复出现',
};

/** Examples kept per problem, and sentences to read aloud. */
export const CLASS_EXAMPLES = 3;
export const CLASS_HIGHLIGHTS = 5;

/** Summarises a batch's markings (essays not yet marked count in `essays` only). */
export function summariseClass(rubric: Rubric, essays: readonly ClassEssay[]): ClassSummary {
  const scores = essays.flatMap((e) => (e.marking?.score == null ? [] : [e.marking.score]));
  const bands = rubric.bands.map((b) => ({
    name: b.name,
    count: scores.filter((s) => Math.floor(s) >= b.min && Math.floor(s) <= b.max).length,
  }));
  const byKind = new Map<
    EssayCommentKind,
    { essays: Set<number>; occurrences: number; examples: ClassExample[] }
  >();
  const highlights: ClassExample[] = [];
  essays.forEach((essay, i) => {
    for (const c of essay.marking?.comments ?? []) {
      const example = {
        studentName: essay.studentName,
        quote: essay.text.slice(c.start, c.end),
        comment: c.text,
      };
      if (c.kind === 'highlight') {
        if (highlights.length < CLASS_HIGHLIGHTS) highlights.push(example);
        continue;
      }
      if (c.kind === 'note') continue;
      const entry = byKind.get(c.kind) ?? { essays: new Set(), occurrences: 0, examples: [] };
      entry.essays.add(i);
      entry.occurrences += 1;
      // One example per student, so the list shows the class and not one essay.
      if (
        entry.examples.length < CLASS_EXAMPLES &&
        !entry.examples.some((x) => x.studentName === essay.studentName)
      ) {
        entry.examples.push(example);
      }
      byKind.set(c.kind, entry);
    }
  });
  const problems = [...byKind.entries()]
    .map(([kind, v]) => ({
      kind,
      name: essayCommentKindName(kind),
      essays: v.essays.size,
      occurrences: v.occurrences,
      examples: v.examples,
    }))
    .sort((a, b) => b.essays - a.essays || b.occurrences - a.occurrences);
  const top = problems[0];
  const round1 = (n: number) => Math.round(n * 10) / 10;
  return {
    essays: essays.length,
    scored: scores.length,
    average: scores.length ? round1(scores.reduce((a, b) => a + b, 0) / scores.length) : null,
    highest: scores.length ? Math.max(...scores) : null,
    lowest: scores.length ? Math.min(...scores) : null,
    bands,
    problems,
    highlights,
    focus: top
      ? `下次写作课建议重点讲「${top.name}」（${top.essays} 篇作文出现，共 ${top.occurrences} 处）：${FOCUS[top.kind] ?? '结合本班例句讲评'}`
      : null,
  };
}
