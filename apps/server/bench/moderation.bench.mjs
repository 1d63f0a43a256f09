// The sensitive-word scan of a streamed answer (spec §4 status 5), delta by delta as the pipeline
// runs it: a 2,000-character Chinese answer with formulas and full-width letters, in deltas of 20
// characters. Named peer in the same run: normalising the same deltas whole
// (`normalize('NFKC').toLowerCase()`), the least any filter that compares normalised text does.
// Runs against dist/: `pnpm --filter @aita/server build && node bench/moderation.bench.mjs`.
import { createSensitiveWordFilter } from '../dist/testing.js';

const LINE =
  '同学们，今天我们学习勾股定理：直角三角形两条直角边的平方和等于斜边的平方，即 $a^2+b^2=c^2$。请大家先观察图形，再动手验证。Ｐｐｔ课件第3页有示例，';
let text = '';
while (text.length < 2000) text += LINE;
const deltas = [];
for (let i = 0; i < text.length; i += 20) deltas.push(text.slice(i, i + 20));

const filter = createSensitiveWordFilter();
const scan = () => {
  const scanner = filter.createScanner();
  let words = 0;
  for (const delta of deltas) words += scanner.push(delta).length;
  return words;
};
const peer = () => {
  let length = 0;
  for (const delta of deltas) length += delta.normalize('NFKC').toLowerCase().length;
  return length;
};

const msPer = (fn, times) => {
  const start = process.hrtime.bigint();
  for (let i = 0; i < times; i++) fn();
  return Number(process.hrtime.bigint() - start) / 1e6 / times;
};
for (let i = 0; i < 300; i++) scan() + peer();
const rounds = [];
for (let round = 0; round < 5; round++)
  rounds.push({ scan: msPer(scan, 500), peer: msPer(peer, 500) });
rounds.sort((a, b) => a.scan / a.peer - b.scan / b.peer);
const median = rounds[2];
console.log(
  `\nsensitive-word scan of a ${text.length}-character answer in ${deltas.length} deltas: ` +
    `${(median.scan * 1000).toFixed(0)} µs; normalising the deltas whole ${(median.peer * 1000).toFixed(0)} µs; ` +
    `ratio ${(median.scan / median.peer).toFixed(1)}× (median of 5 rounds)`,
);
if (scan() !== 0) throw new Error('the bench text should hold no listed word');
