// `pnpm --filter @aita/core bench`: runs against dist/ (build first), prints each result beside
// its named peer measured in the same run, and exits non-zero when a required bound is missed.
import { existsSync } from 'node:fs';

if (!existsSync(new URL('../dist/richtext.js', import.meta.url))) {
  console.error('dist/ is missing: run `pnpm --filter @aita/core build` first.');
  process.exit(2);
}
const { benchSse } = await import('./sse.mjs');
const { benchRichText } = await import('./richtext.mjs');
const { benchAssembly } = await import('./assembly.mjs');

const f = (n, d = 1) => n.toFixed(d);
let failed = false;
const check = (ok, what) => {
  if (!ok) {
    failed = true;
    console.log(`  FAIL: ${what}`);
  }
};

console.log(
  `node ${process.version}; totals are CPU time (best of runs), per-chunk times wall time`,
);
console.log('\nSSE parser: createSseParser vs eventsource-parser 3 (same chunks, same run)');
const sse = benchSse();
console.log(`  input           ${f(sse.mb)} MB, ${sse.events} events, ${sse.chunks} chunks`);
console.log(`  @aita/core      ${f(sse.oursMBs, 0)} MB/s`);
console.log(`  eventsource-p.  ${f(sse.peerMBs, 0)} MB/s`);
console.log(`  ratio           ${f(sse.ratio, 2)}x  (goal >= 1.2x, required >= 1.0x)`);
check(sse.ratio >= 1.0, 'SSE parser slower than eventsource-parser');

console.log('\nRich text: createRichTextStream vs one final renderRichText (same run)');
const rt = benchRichText();
console.log(`  input           ${rt.chars} chars, ${rt.chunks} chunks of 5-30 chars`);
console.log(
  `  final render    ${f(rt.final)} ms (one renderRichText of the whole answer, best of 15)`,
);
console.log(
  `  streaming       ${f(rt.total)} ms total (best of 15) -> ${f(rt.ratio, 2)}x one final render (must be <= 1.5x)`,
);
console.log(
  `  max chunk       ${f(rt.maxChunk, 2)} ms (chunk #${rt.maxAt}, best of runs; must be < 8 ms; raw worst incl. preemption ${f(rt.worstChunk, 2)} ms)`,
);
console.log(
  `  naive peer      ${f(rt.naive, 0)} ms total -> ${f(rt.naiveRatio, 0)}x (full re-render per chunk)`,
);
check(rt.ratio <= 1.5, 'streaming costs more than 1.5x one final render');
check(rt.maxChunk < 8, 'a chunk took 8 ms or more');

console.log('\n智能组卷: assemblePaper vs shuffle-and-take (same candidates, same run)');
const asm = benchAssembly();
console.log(`  input           ${asm.n} candidates, 10 + 8 + 6 questions on ${asm.points} points`);
console.log(`  assemblePaper   ${f(asm.ours)} ms (best of 5; must be < 500 ms)`);
console.log(`  shuffle & take  ${f(asm.peer)} ms -> ratio ${f(asm.ratio, 2)}x`);
console.log(
  `  achieved        难度系数 ${f(asm.difficulty, 2)} (target ${f(asm.target, 2)}), points covered ${asm.covered}/${asm.points}`,
);
check(asm.ours < 500, 'smart assembly took 500 ms or more over 200,000 candidates');
check(
  Math.abs(asm.difficulty - asm.target) <= 0.1,
  'smart assembly missed the target by more than 0.1',
);

process.exit(failed ? 1 : 0);
