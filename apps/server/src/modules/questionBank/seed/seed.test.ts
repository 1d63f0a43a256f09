import {
  countBlanks,
  escapeBlanks,
  knowledgeDepth,
  questionProblems,
  walkKnowledge,
} from '@aita/core';
import { renderRichText } from '@aita/core/richtext';
import { describe, expect, it } from 'vitest';
import { SEED_KNOWLEDGE_TREES, SEED_QUESTIONS, SEED_TEXTBOOKS } from '.';
import { textbookRows } from './textbook';

const pointIds = new Set<string>();
for (const tree of SEED_KNOWLEDGE_TREES) walkKnowledge(tree.roots, (v) => pointIds.add(v.node.id));
/** The point ids of each 学段 and 学科's tree (`period:subject`). */
const pointsOf = new Map<string, Set<string>>();
for (const tree of SEED_KNOWLEDGE_TREES) {
  const own = new Set<string>();
  walkKnowledge(tree.roots, (v) => own.add(v.node.id));
  pointsOf.set(`${tree.period}:${tree.subject}`, own);
}

/** Every seeded question and every sub-question of a group. */
const ALL = SEED_QUESTIONS.flatMap((q) => [q, ...(q.children ?? [])]);

/** `$a op b=$____` stems: the answer is recomputed. */
const ARITHMETIC = /^\$(\d+(?:\.\d+)?)(\+|-|\\times|\\div)(\d+(?:\.\d+)?)=\$_{4,}$/;

describe('SEED_QUESTIONS', () => {
  it('holds at least 600 questions of every type and difficulty, in both 学段, 200+ with formulas', () => {
    expect(SEED_QUESTIONS.length).toBeGreaterThanOrEqual(600);
    expect(SEED_QUESTIONS.filter((q) => /\$[^$]+\$/.test(q.stem)).length).toBeGreaterThanOrEqual(
      200,
    );
    expect(SEED_QUESTIONS.every((q) => q.cognitiveLevel !== undefined)).toBe(true);
    expect(new Set(SEED_QUESTIONS.map((q) => q.type)).size).toBe(7);
    expect(new Set(SEED_QUESTIONS.map((q) => q.difficulty)).size).toBe(5);
    expect(new Set(SEED_QUESTIONS.map((q) => q.period))).toEqual(new Set([1, 2]));
    expect(new Set(SEED_QUESTIONS.map((q) => q.seedKey)).size).toBe(SEED_QUESTIONS.length);
  });

  it('passes the model’s rules, and tests knowledge points of its own 学段 and 学科', () => {
    for (const q of ALL) {
      expect(questionProblems(q), q.seedKey).toEqual([]);
      const own = pointsOf.get(`${q.period}:${q.subject}`);
      for (const id of q.knowledgePointIds) {
        expect(pointIds.has(id), `${q.seedKey} ${id}`).toBe(true);
        expect(own?.has(id), `${q.seedKey} ${id} is not in its own tree`).toBe(true);
      }
    }
  });

  it('has hand-written 初中语文 and 初中英语 questions: 30+ each, four types, every point leaf used once at least', () => {
    for (const [subject, prefix] of [
      [1, /^jcg?-/],
      [3, /^jeg?-/],
    ] as const) {
      const mine = ALL.filter((q) => q.subject === subject && q.period === 2);
      expect(mine.length, `subject ${subject}`).toBeGreaterThanOrEqual(30);
      expect(mine.every((q) => prefix.test(q.seedKey))).toBe(true);
      expect(new Set(mine.map((q) => q.type))).toEqual(
        new Set(['single', 'fill', 'judge', 'solution', 'reading', 'essay']),
      );
      expect(
        mine.every((q) => q.analysis.length >= 10 && (q.answer.length > 0 || q.type === 'reading')),
      ).toBe(true);
      // Spread over the tree: most of its leaves carry a question.
      const used = new Set(mine.flatMap((q) => q.knowledgePointIds));
      const leaves = SEED_KNOWLEDGE_TREES.find((t) => t.period === 2 && t.subject === subject);
      let leafCount = 0;
      walkKnowledge(leaves?.roots ?? [], (v) => {
        if (v.node.children.length === 0) leafCount += 1;
      });
      expect(used.size).toBeGreaterThanOrEqual(leafCount - 2);
    }
    // 数学 is unchanged: 77 hand-written and 529 template questions.
    expect(SEED_QUESTIONS.filter((q) => q.subject === 2)).toHaveLength(606);
  });

  it('has 阅读/材料题 of 2+ sub-questions keyed after their group, and 作文, in 初中语文 and 初中英语', () => {
    for (const subject of [1, 3]) {
      const groups = SEED_QUESTIONS.filter((q) => q.subject === subject && q.type === 'reading');
      expect(groups.length, `subject ${subject}`).toBeGreaterThanOrEqual(2);
      for (const g of groups) {
        expect(g.children?.length ?? 0, g.seedKey).toBeGreaterThanOrEqual(2);
        g.children?.forEach((c, i) => {
          expect(c.seedKey).toBe(`${g.seedKey}.${i + 1}`);
          expect([c.period, c.subject, c.grade]).toEqual([g.period, g.subject, g.grade]);
        });
      }
      const essays = SEED_QUESTIONS.filter((q) => q.subject === subject && q.type === 'essay');
      expect(essays.length, `subject ${subject}`).toBeGreaterThanOrEqual(1);
    }
  });

  it('has 20+ hand-written questions of 小学语文, 小学英语 and 初中物理, several types, most leaves used', () => {
    for (const [period, subject, prefix] of [
      [1, 1, 'pcq-'],
      [1, 3, 'peq-'],
      [2, 4, 'jpq-'],
    ] as const) {
      const mine = ALL.filter((q) => q.period === period && q.subject === subject);
      expect(mine.length, `${period}:${subject}`).toBeGreaterThanOrEqual(20);
      expect(mine.every((q) => q.seedKey.startsWith(prefix))).toBe(true);
      expect(new Set(mine.map((q) => q.type)).size).toBeGreaterThanOrEqual(4);
      const used = new Set(mine.flatMap((q) => q.knowledgePointIds));
      const tree = SEED_KNOWLEDGE_TREES.find((t) => t.period === period && t.subject === subject);
      let leaves = 0;
      walkKnowledge(tree?.roots ?? [], (v) => {
        if (v.node.children.length === 0) leaves += 1;
      });
      expect(used.size, `${period}:${subject}`).toBeGreaterThanOrEqual(leaves - 2);
    }
  });

  it('renders every stem, option, answer and analysis with KaTeX without an error', () => {
    for (const q of ALL) {
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

/** Evaluates the template stems of `gen-*` questions from their own text (not the generator's numbers). */
function recomputed(stem: string): string | null {
  const frac = (p: number, q: number) => {
    const g = (a: number, b: number): number => (b === 0 ? Math.abs(a) : g(b, a % b));
    const d = g(p, q);
    return q / d === 1
      ? String(p / d)
      : `${p / d < 0 ? '-' : ''}\\frac{${Math.abs(p / d)}}{${q / d}}`;
  };
  let m: RegExpExecArray | null;
  if ((m = /^\$(\d+)\+(\d+)\\times (\d+)=\$_{4}$/.exec(stem)))
    return String(Number(m[1]) + Number(m[2]) * Number(m[3]));
  if ((m = /^\$\\frac\{(\d+)\}\{(\d+)\}\+\\frac\{(\d+)\}\{(\d+)\}=\$_{4}$/.exec(stem))) {
    const [a, b, c, d] = m.slice(1).map(Number) as [number, number, number, number];
    return frac(a * d + c * b, b * d);
  }
  if ((m = /^\$(\d+)\$ 的 \$(\d+)\\%\$ 是_{4}$/.exec(stem)))
    return String((Number(m[1]) * Number(m[2])) / 100);
  if ((m = /^解方程：\$(\d+)x\+(\d+)=(\d+)\$$/.exec(stem)))
    return `x=${(Number(m[3]) - Number(m[2])) / Number(m[1])}`;
  if ((m = /^方程 \$(\d+)x-(\d+)=(-?\d+)\$ 的解是 \$x=\$_{4}$/.exec(stem)))
    return String((Number(m[3]) + Number(m[2])) / Number(m[1]));
  if ((m = /^\$-(\d+)\+(\d+)=\$_{4}$/.exec(stem))) return String(Number(m[2]) - Number(m[1]));
  if ((m = /^\$\(-(\d+)\)\\times \(-(\d+)\)=\$_{4}$/.exec(stem)))
    return String(Number(m[1]) * Number(m[2]));
  if ((m = /^直角三角形的两条直角边长分别为 \$(\d+)\$ 和 \$(\d+)\$，则斜边长为_{4}$/.exec(stem)))
    return String(Math.sqrt(Number(m[1]) ** 2 + Number(m[2]) ** 2));
  if ((m = /^\$\\sqrt\{(\d+)\}=\$_{4}$/.exec(stem))) return String(Math.sqrt(Number(m[1])));
  if ((m = /^一组数据 \$([\d,]+)\$ 的平均数是_{4}$/.exec(stem))) {
    const values = (m[1] ?? '').split(',').map(Number);
    return String(values.reduce((a, b) => a + b, 0) / values.length);
  }
  if ((m = /^一次函数 \$y=(-?\d*)x([+-]\d+)?\$ 中，当 \$x=(-?\d+)\$ 时，\$y=\$_{4}$/.exec(stem))) {
    const k = m[1] === '' ? 1 : m[1] === '-' ? -1 : Number(m[1]);
    return String(k * Number(m[3]) + Number(m[2] ?? 0));
  }
  if (
    (m = /^解方程组：\$\\begin\{cases\}x\+y=(\d+)\\\\(\d+)x-y=(-?\d+)\\end\{cases\}\$$/.exec(stem))
  ) {
    const [s, a, t] = m.slice(1).map(Number) as [number, number, number];
    const x = (s + t) / (a + 1);
    return `\\begin{cases}x=${x}\\\\y=${s - x}\\end{cases}`;
  }
  return null;
}

describe('the template-made questions', () => {
  it('have answers recomputed from their stems (every one of them)', () => {
    const made = SEED_QUESTIONS.filter((q) => q.seedKey.startsWith('gen-'));
    expect(made.length).toBeGreaterThanOrEqual(500);
    for (const q of made) {
      if (ARITHMETIC.test(q.stem)) continue; // checked above
      const value = recomputed(q.stem);
      expect(value, `${q.seedKey}: ${q.stem}`).not.toBeNull();
      expect(q.answer, q.seedKey).toEqual([`$${value}$`]);
    }
  });
});

describe('SEED_TEXTBOOKS', () => {
  it('maps editions › volumes › units › lessons onto existing knowledge points of their own subject', () => {
    const ids = new Set<string>();
    for (const book of SEED_TEXTBOOKS) {
      const tree = SEED_KNOWLEDGE_TREES.find(
        (t) => t.period === book.period && t.subject === book.subject,
      );
      const own = new Set<string>();
      walkKnowledge(tree?.roots ?? [], (v) => own.add(v.node.id));
      const { nodes, links } = textbookRows(book.roots);
      for (const n of nodes) {
        expect(ids.has(n.id), n.id).toBe(false);
        ids.add(n.id);
      }
      for (const l of links)
        expect(own.has(l.knowledgePointId), `${l.nodeId} → ${l.knowledgePointId}`).toBe(true);
      // Four levels: a lesson's parent is a unit, whose parent is a volume, whose parent is an edition.
      const parent = new Map(nodes.map((n) => [n.id, n.parentId]));
      const depth = (id: string): number => {
        const p = parent.get(id);
        return p ? 1 + depth(p) : 1;
      };
      expect(Math.max(...nodes.map((n) => depth(n.id)))).toBe(4);
    }
    const editions = SEED_TEXTBOOKS.flatMap((b) => b.roots.map((r) => `${b.subject}:${r[1]}`));
    expect(editions).toEqual(
      expect.arrayContaining(['2:人教版', '2:北师大版', '1:部编版', '3:人教版（Go for it!）']),
    );
  });
});

describe('SEED_KNOWLEDGE_TREES', () => {
  it('are 数学, 语文 and 英语 for 小学 and 初中 and 初中物理, three levels deep, ids unique', () => {
    expect(SEED_KNOWLEDGE_TREES.map((t) => [t.period, t.subject])).toEqual([
      [1, 2],
      [2, 2],
      [1, 1],
      [2, 1],
      [1, 3],
      [2, 3],
      [2, 4],
    ]);
    let nodes = 0;
    for (const t of SEED_KNOWLEDGE_TREES) {
      expect(knowledgeDepth(t.roots)).toBe(3);
      walkKnowledge(t.roots, () => (nodes += 1));
    }
    expect(pointIds.size).toBe(nodes);
  });
});
