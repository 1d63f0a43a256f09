// Streaming rich text: createRichTextStream over 5–30-character chunks vs ONE final renderRichText
// of the same answer, and the naive peer (renderRichText of the whole text so far on every chunk).
import { createRichTextStream, renderRichText } from '../dist/richtext.js';
import { cpuMs, mulberry32 } from './util.mjs';

const WORDS =
  '我们 今天 学习 分数 的 加法 和 减法 。 首先 ， 回顾 同分母 分数 相加 ， 分母 不变 ， 分子 相加 。 例如 老师 可以 引导 学生 观察 图形 ， 思考 规律 ， 并 总结 方法 ； 然后 进行 练习 与 讨论 。 课堂 评价 关注 过程 ， 鼓励 表达 。'.split(
    ' ',
  );

/** A ~20,000-character Chinese answer with 100 inline and 20 display formulas. */
export function makeAnswer(seed = 7) {
  const rand = mulberry32(seed);
  const word = () => WORDS[Math.floor(rand() * WORDS.length)];
  const para = (chars) => {
    let s = '';
    while (s.length < chars) s += word();
    return s;
  };
  const inline = (i) =>
    [`$\\frac{${i}}{${i + 1}}$`, `$x^{${i}}+y_{${i}}$`, `\\(\\sqrt{${i}}\\)`, `$a_${i % 10}=${i}$`][
      i % 4
    ];
  const display = (i) =>
    i % 2
      ? `$$\n\\sum_{k=1}^{${i}} \\frac{k}{${i}} = \\int_0^{${i}} x^2\\,dx\n$$`
      : `\\[\n\\begin{pmatrix} ${i} & 1 \\\\ 0 & ${i + 1} \\end{pmatrix}\n\\]`;
  const blocks = [];
  let inl = 0;
  for (let d = 0; d < 20; d++) {
    blocks.push(`## 第${d + 1}部分`);
    // Five inline formulas per section, spread over paragraphs and a list.
    for (let p = 0; p < 3; p++) {
      let s = para(140 + Math.floor(rand() * 60));
      const cut = Math.floor(s.length / 2);
      s = `${s.slice(0, cut)} ${inline(inl++)} ${s.slice(cut)}`;
      blocks.push(s);
    }
    blocks.push(`- ${para(40)} ${inline(inl++)}\n- ${para(40)}\n- ${para(40)} ${inline(inl++)}`);
    blocks.push(display(d));
    blocks.push(para(200 + Math.floor(rand() * 100)));
  }
  return blocks.join('\n\n');
}

function chunk(text, seed = 11) {
  const rand = mulberry32(seed);
  const out = [];
  for (let i = 0; i < text.length;) {
    const n = 5 + Math.floor(rand() * 26);
    out.push(text.slice(i, i + n));
    i += n;
  }
  return out;
}

/** CPU time of streaming every chunk. */
function streamTotal(chunks) {
  return cpuMs(() => {
    const stream = createRichTextStream();
    for (const c of chunks) stream.push(c);
  });
}

/** Wall time of each push, in separate rounds so the timers do not weigh on the total. */
function streamTimes(chunks) {
  const stream = createRichTextStream();
  const times = new Float64Array(chunks.length);
  for (let i = 0; i < chunks.length; i++) {
    const s = performance.now();
    stream.push(chunks[i]);
    times[i] = performance.now() - s;
  }
  return times;
}

export function benchRichText({ rounds = 15 } = {}) {
  const text = makeAnswer();
  const chunks = chunk(text);
  const inlineCount = (text.match(/\$[^$\n]+\$|\\\(/g) ?? []).length;
  // Warm up the JIT and KaTeX's lazy tables on other answers: the first runs are several times
  // slower than the steady state for both sides.
  for (let w = 0; w < 15; w++) {
    renderRichText(makeAnswer(90 + w));
    streamTotal(chunk(makeAnswer(80 + w)));
  }

  // Interleaved rounds, so both sides see the same machine load.
  const finals = [];
  const streams = [];
  for (let r = 0; r < rounds; r++) {
    finals.push(cpuMs(() => renderRichText(text)));
    streams.push(streamTotal(chunks));
  }
  const timed = [];
  for (let r = 0; r < 5; r++) timed.push(streamTimes(chunks));
  // Checked outside the timed rounds (the timed ones keep no HTML alive for the GC to trace).
  {
    const stream = createRichTextStream();
    let html = '';
    for (const c of chunks) html = stream.push(c);
    if (html !== renderRichText(text)) throw new Error('stream HTML differs from renderRichText');
  }

  // The naive peer, once: every chunk re-renders the whole text so far.
  let sofar = '';
  const naive = cpuMs(() => {
    for (const c of chunks) {
      sofar += c;
      renderRichText(sofar);
    }
  });

  const final = Math.min(...finals);
  const total = Math.min(...streams);
  // Per chunk, the best of the runs: on shared cores a run is sometimes preempted mid-chunk,
  // and that says nothing about the chunk. The slowest chunk by that measure is the bound.
  let maxChunk = 0;
  let maxAt = 0;
  for (let i = 0; i < chunks.length; i++) {
    const best = Math.min(...timed.map((t) => t[i]));
    if (best > maxChunk) [maxChunk, maxAt] = [best, i];
  }
  return {
    chars: text.length,
    chunks: chunks.length,
    inlineCount,
    final,
    total,
    ratio: total / final,
    maxChunk,
    maxAt,
    worstChunk: Math.max(...timed.map((t) => Math.max(...t))),
    naive,
    naiveRatio: naive / final,
  };
}
