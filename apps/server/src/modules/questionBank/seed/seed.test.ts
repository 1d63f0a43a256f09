import {
  countBlanks,
  escapeBlanks,
  knowledgeDepth,
  questionProblems,
  walkKnowledge,
} from '@aita/core';
import { renderRichText } from '@aita/core/richtext';
import { describe, expect, it } from 'vitest';
import { SEED_KNOWLEDGE_TREES, SEED_QUESTIONS } from '.';

const pointIds = new Set<string>();
for (const tree of SEED_KNOWLEDGE_TREES) walkKnowledge(tree.roots, (v) => pointIds.add(v.node.id));

/** `$a op b=$____` stems: the answer is recomputed. */
const ARITHMETIC = /^\$(\d+(?:\.\d+)?)(\+|-|\\times|\\div)(\d+(?:\.\d+)?)=\$_{4,}$/;

describe('SEED_QUESTIONS', () => {
  it('holds at least 60 questions of every type and difficulty, in both 学段', () => {
    expect(SEED_QUESTIONS.length).toBeGreaterThanOrEqual(60);
    expect(new Set(SEED_QUESTIONS.map((q) => q.type)).size).toBe(5);
    expect(new Set(SEED_QUESTIONS.map((q) => q.difficulty)).size).toBe(5);
    expect(new Set(SEED_QUESTIONS.map((q) => q.period))).toEqual(new Set([1, 2]));
    expect(new Set(SEED_QUESTIONS.map((q) => q.seedKey)).size).toBe(SEED_QUESTIONS.length);
  });

  it('passes the model’s rules, and tests knowledge points of its own 学段', () => {
    for (const q of SEED_QUESTIONS) {
      expect(questionProblems(q), q.seedKey).toEqual([]);
      for (const id of q.knowledgePointIds) {
        expect(pointIds.has(id), `${q.seedKey} ${id}`).toBe(true);
        expect(id.startsWith(q.period === 1 ? 'pm.' : 'jm.'), q.seedKey).toBe(true);
      }
    }
  });

  it('renders every stem, option, answer and analysis with KaTeX without an error', () => {
    for (const q of SEED_QUESTIONS) {
      for (const text of [q.stem, ...q.options, ...q.answer, q.analysis]) {
        const html = renderRichText(escapeBlanks(text));
        expect(html, `${q.seedKey}: ${text}`).not.toContain('math-error');
        if (text.includes('$')) expect(html, q.seedKey).toContain('katex');
        expect(html.match(/_{4,}/g)?.length ?? 0, `${q.seedKey} blanks`).toBe(countBlanks(text));
        expect(html, q.seedKey).not.toMatch(/<(strong|em)>/);
      }
    }
  });

  it('has the computed answer for every one-operation arithmetic blank', () => {
    const checked = SEED_QUESTIONS.filter((q) => ARITHMETIC.test(q.stem));
    expect(checked.length).toBeGreaterThanOrEqual(3);
    for (const q of checked) {
      const [, a = '', op, b = ''] = ARITHMETIC.exec(q.stem) ?? [];
      const x = Number(a);
      const y = Number(b);
      const value = op === '+' ? x + y : op === '-' ? x - y : op === '\\times' ? x * y : x / y;
      expect(countBlanks(q.stem)).toBe(1);
      expect(q.answer, q.seedKey).toEqual([`$${Math.round(value * 1e6) / 1e6}$`]);
    }
  });
});

describe('SEED_KNOWLEDGE_TREES', () => {
  it('are 小学数学 and 初中数学, three levels deep, ids unique', () => {
    expect(SEED_KNOWLEDGE_TREES.map((t) => [t.period, t.subject])).toEqual([
      [1, 2],
      [2, 2],
    ]);
    let nodes = 0;
    for (const t of SEED_KNOWLEDGE_TREES) {
      expect(knowledgeDepth(t.roots)).toBe(3);
      walkKnowledge(t.roots, () => (nodes += 1));
    }
    expect(pointIds.size).toBe(nodes);
  });
});
