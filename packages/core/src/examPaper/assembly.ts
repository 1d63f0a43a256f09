import { questionTypeName, type QuestionType } from '../questionBank/types';
import { difficultyCoefficient } from './difficulty';
import { MSG_ASSEMBLY_AI_HINT } from './messages';
import { SECTION_ORDER } from './types';

/** A bank question smart assembly may choose: only what the choice needs. */
export interface AssemblyCandidate {
  id: number;
  type: QuestionType;
  /** Bank level 1 (易) to 5 (难). */
  difficulty: number;
  knowledgePointIds: readonly string[];
}

/** How many questions of a type, and the score of each. */
export interface AssemblyTypeRequest {
  type: QuestionType;
  count: number;
  score: number;
}

/** What the teacher asks for. */
export interface AssemblyRequest {
  types: readonly AssemblyTypeRequest[];
  /** Target 难度系数, 0–1, higher is easier. */
  targetDifficulty: number;
  /** The points asked for; the paper tries to cover each at least once. */
  knowledgePointIds: readonly string[];
}

/** The chosen questions of one type, in the order they were picked. */
export interface AssemblyPick {
  type: QuestionType;
  score: number;
  ids: number[];
}

/** The assembled paper and, in Chinese, where the bank fell short. */
export interface AssemblyResult {
  picks: AssemblyPick[];
  /** The paper's estimated 难度系数 (two decimals). */
  difficulty: number;
  totalScore: number;
  /** Each shortfall explained for the teacher; empty when everything was met. */
  notes: string[];
  /** Requested points no chosen question tests. */
  uncoveredPointIds: string[];
}

/** How far from the target the paper's coefficient may be before assembly says so. */
export const DIFFICULTY_TOLERANCE = 0.1;

const LEVELS = [1, 2, 3, 4, 5] as const;
/** Candidates looked at per pick when searching for one that covers a new point. */
const COVERAGE_SCAN = 2000;

/**
 * 智能组卷: picks questions so each type has its count (and so the score it asks for), the
 * score-weighted 难度系数 comes as close to the target as the bank's levels allow, and the
 * requested knowledge points are covered as evenly as possible. Deterministic for a given
 * `random` (pass a seeded one for A/B versions). Runs in time linear in the candidates
 * (200,000 candidates: `pnpm --filter @aita/core bench`).
 *
 * How: candidates are bucketed by type and level; per type the count is spread over levels,
 * starting from the levels nearest the target and then moving one question at a time between
 * levels while that brings the paper's coefficient nearer; within a bucket, questions testing
 * the least covered points are taken first.
 */
export function assemblePaper(
  candidates: readonly AssemblyCandidate[],
  request: AssemblyRequest,
  options: { random: () => number; pointName?: (id: string) => string },
): AssemblyResult {
  const buckets = new Map<QuestionType, AssemblyCandidate[][]>();
  for (const c of candidates) {
    const level = Math.min(5, Math.max(1, Math.round(c.difficulty)));
    const byLevel = buckets.get(c.type) ?? LEVELS.map(() => []);
    byLevel[level - 1]?.push(c);
    buckets.set(c.type, byLevel);
  }
  for (const byLevel of buckets.values()) for (const b of byLevel) shuffle(b, options.random);

  const notes: string[] = [];
  const wanted = SECTION_ORDER.flatMap((t) => request.types.filter((r) => r.type === t));
  // counts[t][level-1]: how many of type t at that level.
  const plans = wanted.map((r) => {
    const byLevel = buckets.get(r.type) ?? LEVELS.map(() => []);
    const available = byLevel.map((b) => b.length);
    const have = available.reduce((a, b) => a + b, 0);
    const count = Math.min(r.count, have);
    if (count < r.count) {
      notes.push(
        `所选知识点下的${questionTypeName(r.type)}只有 ${have} 道，少于要求的 ${r.count} 道，` +
          `本卷少 ${(r.count - count) * r.score} 分；${MSG_ASSEMBLY_AI_HINT}。`,
      );
    }
    return {
      ...r,
      count,
      available,
      counts: initialCounts(available, count, request.targetDifficulty),
    };
  });
  balance(plans, request.targetDifficulty);

  const coverage = new Map(request.knowledgePointIds.map((id) => [id, 0]));
  const picks: AssemblyPick[] = plans.map((p) => {
    const byLevel = buckets.get(p.type) ?? [];
    const ids: number[] = [];
    p.counts.forEach((n, i) => {
      const bucket = byLevel[i] ?? [];
      for (let k = 0; k < n; k += 1) ids.push(takeBest(bucket, coverage).id);
    });
    return { type: p.type, score: p.score, ids };
  });

  const difficulty = round2(coefficientOf(plans));
  if (Math.abs(difficulty - request.targetDifficulty) > DIFFICULTY_TOLERANCE + 1e-9) {
    notes.push(
      `题库中这些知识点的题目难度分布有限：本卷预估难度系数 ${difficulty.toFixed(2)}，` +
        `与目标 ${request.targetDifficulty.toFixed(2)} 相差超过 ${DIFFICULTY_TOLERANCE}。`,
    );
  }
  const uncoveredPointIds = [...coverage].filter(([, n]) => n === 0).map(([id]) => id);
  if (uncoveredPointIds.length > 0) {
    const name = options.pointName ?? ((id: string) => id);
    notes.push(
      `以下知识点在所选题型中没有可用的题：${uncoveredPointIds.map(name).join('、')}；${MSG_ASSEMBLY_AI_HINT}。`,
    );
  }
  const totalScore = plans.reduce((n, p) => n + p.count * p.score, 0);
  return { picks, difficulty, totalScore, notes, uncoveredPointIds };
}

type Plan = { score: number; count: number; available: number[]; counts: number[] };

/** Fills `count` from the levels nearest the target outwards. */
function initialCounts(available: number[], count: number, target: number): number[] {
  const counts = available.map(() => 0);
  const order = LEVELS.map((l) => l - 1).sort(
    (a, b) =>
      Math.abs(difficultyCoefficient(a + 1) - target) -
      Math.abs(difficultyCoefficient(b + 1) - target),
  );
  let left = count;
  for (const i of order) {
    const take = Math.min(left, available[i] ?? 0);
    counts[i] = take;
    left -= take;
  }
  return counts;
}

function coefficientOf(plans: readonly Plan[]): number {
  let total = 0;
  let weighted = 0;
  for (const p of plans) {
    p.counts.forEach((n, i) => {
      total += n * p.score;
      weighted += n * p.score * difficultyCoefficient(i + 1);
    });
  }
  return total === 0 ? 0 : weighted / total;
}

/** Moves one question at a time between levels (within a type) while the coefficient nears the target. */
function balance(plans: Plan[], target: number): void {
  for (let step = 0; step < 1000; step += 1) {
    let best = Math.abs(coefficientOf(plans) - target);
    let move: [Plan, number, number] | null = null;
    for (const p of plans) {
      for (let from = 0; from < 5; from += 1) {
        if ((p.counts[from] ?? 0) === 0) continue;
        for (let to = 0; to < 5; to += 1) {
          if (to === from || (p.counts[to] ?? 0) >= (p.available[to] ?? 0)) continue;
          shift(p, from, to);
          const gap = Math.abs(coefficientOf(plans) - target);
          shift(p, to, from);
          if (gap < best - 1e-9) {
            best = gap;
            move = [p, from, to];
          }
        }
      }
    }
    if (!move) return;
    shift(move[0], move[1], move[2]);
  }
}

function shift(p: Plan, from: number, to: number): void {
  p.counts[from] = (p.counts[from] ?? 0) - 1;
  p.counts[to] = (p.counts[to] ?? 0) + 1;
}

/**
 * Removes and returns the candidate whose points are least covered so far (scanning a bounded
 * prefix of the shuffled bucket), and counts its points as covered.
 */
function takeBest(bucket: AssemblyCandidate[], coverage: Map<string, number>): AssemblyCandidate {
  let bestAt = 0;
  let bestScore = Infinity;
  const scan = Math.min(bucket.length, COVERAGE_SCAN);
  for (let i = 0; i < scan; i += 1) {
    const c = bucket[i];
    if (!c) continue;
    const known = c.knowledgePointIds.filter((id) => coverage.has(id));
    const score = known.length ? Math.min(...known.map((id) => coverage.get(id) ?? 0)) : 1e6;
    if (score < bestScore) {
      bestScore = score;
      bestAt = i;
      if (score === 0) break;
    }
  }
  const [chosen] = bucket.splice(bestAt, 1);
  if (!chosen) throw new Error('assemblePaper: empty bucket');
  for (const id of chosen.knowledgePointIds) {
    if (coverage.has(id)) coverage.set(id, (coverage.get(id) ?? 0) + 1);
  }
  return chosen;
}

function shuffle<T>(items: T[], random: () => number): void {
  for (let i = items.length - 1; i > 0; i -= 1) {
    const j = Math.floor(random() * (i + 1));
    const a = items[i] as T;
    items[i] = items[j] as T;
    items[j] = a;
  }
}

function round2(n: number): number {
  return Math.round(n * 100) / 100;
}

/** A small seeded random (mulberry32), so an assembly can be repeated or varied (A/B). */
export function seededRandom(seed: number): () => number {
  let a = seed >>> 0;
  return () => {
    a = (a + 0x6d2b79f5) >>> 0;
    let t = a;
    t = Math.imul(t ^ (t >>> 15), t | 1);
    t ^= t + Math.imul(t ^ (t >>> 7), t | 61);
    return ((t ^ (t >>> 14)) >>> 0) / 4294967296;
  };
}

/**
 * A choice question with its options in another order and its answer letters moved with them
 * (for a B 卷 when the bank has no other question like it). Judge, fill and solution questions
 * come back unchanged.
 */
export function shuffleChoice(
  q: { type: QuestionType; options: readonly string[]; answer: readonly string[] },
  random: () => number,
): { options: string[]; answer: string[] } {
  if ((q.type !== 'single' && q.type !== 'multiple') || q.options.length < 2) {
    return { options: [...q.options], answer: [...q.answer] };
  }
  const order = q.options.map((_, i) => i);
  shuffle(order, random);
  // Never the same order: a B 卷 that changes nothing would defeat its purpose.
  if (order.every((v, i) => v === i)) order.push(order.shift() ?? 0);
  const letter = (i: number) => String.fromCharCode(65 + i);
  const newIndexOf = new Map(order.map((old, now) => [letter(old), letter(now)]));
  return {
    options: order.map((old) => q.options[old] ?? ''),
    answer: q.answer.map((a) => newIndexOf.get(a) ?? a).sort(),
  };
}
