// 智能组卷 over 200,000 candidate questions: assemblePaper (levels balanced to a target 难度系数,
// points covered) against the named peer, the simplest assembly (shuffle each type and take the
// first N: no difficulty, no coverage), on the same candidates in the same run. CPU time, best of 5.
import { assemblePaper, seededRandom } from '../dist/index.js';
import { cpuMs, mulberry32 } from './util.mjs';

const TYPES = ['single', 'multiple', 'judge', 'fill', 'solution'];
const N = 200_000;
const POINTS = Array.from({ length: 60 }, (_, i) => `p${i}`);

/** Runs the benchmark; returns milliseconds and what the assembly achieved. */
export function benchAssembly() {
  const random = mulberry32(11);
  const candidates = Array.from({ length: N }, (_, i) => ({
    id: i + 1,
    type: TYPES[Math.floor(random() * TYPES.length)],
    difficulty: 1 + Math.floor(random() * 5),
    knowledgePointIds: [POINTS[Math.floor(random() * POINTS.length)]],
  }));
  const request = {
    types: [
      { type: 'single', count: 10, score: 3 },
      { type: 'fill', count: 8, score: 3 },
      { type: 'solution', count: 6, score: 11 },
    ],
    targetDifficulty: 0.68,
    knowledgePointIds: POINTS.slice(0, 30),
  };
  let result;
  let ours = Infinity;
  let peer = Infinity;
  for (let run = 0; run < 5; run += 1) {
    ours = Math.min(
      ours,
      cpuMs(() => {
        result = assemblePaper(candidates, request, { random: seededRandom(run) });
      }),
    );
    peer = Math.min(
      peer,
      cpuMs(() => {
        const r = seededRandom(run);
        for (const t of request.types) {
          const pool = candidates.filter((c) => c.type === t.type);
          for (let i = pool.length - 1; i > 0; i -= 1) {
            const j = Math.floor(r() * (i + 1));
            [pool[i], pool[j]] = [pool[j], pool[i]];
          }
          pool.slice(0, t.count);
        }
      }),
    );
  }
  return {
    n: N,
    ours,
    peer,
    ratio: ours / peer,
    difficulty: result.difficulty,
    target: request.targetDifficulty,
    covered: request.knowledgePointIds.length - result.uncoveredPointIds.length,
    points: request.knowledgePointIds.length,
  };
}
