// Word export of a 25-question 初中数学 paper (the demo teacher's sample paper and one 判断题,
// about 110 formulas as native equations): POST /v2/aitalk/paper/word on the real server, 10
// times per layout, min / median / max wall time. Named peer in the same run: the same paper
// as A4 without answers (one column, no 密封线, fewer equations).
// Runs against dist/: `pnpm --filter @aita/server build && pnpm --filter @aita/server bench`.
import { startTestServer } from '../dist/testing.js';

const RUNS = 10;
const server = await startTestServer({ postgres: false });
try {
  const post = async (path, body, token) => {
    const res = await fetch(`${server.url}${path}`, {
      method: 'POST',
      headers: { 'content-type': 'application/json', 'x-token': token ?? '' },
      body: JSON.stringify(body),
    });
    return res;
  };
  const json = async (...args) => (await (await post(...args)).json()).data;
  const { token } = await json('/passport/api/login', {
    phone: '13800000000',
    password: 'aita-demo-2026',
  });
  const { list } = await json('/v2/aitalk/paper/info', {}, token);
  const paperId = list[0].paperId;
  const judges = await json(
    '/v2/aitalk/question/infos',
    { period: 2, type: 'judge', pageSize: 1 },
    token,
  );
  const paper = await json(
    '/v2/aitalk/paper/question',
    { paperId, action: 'add', questionIds: [judges.list[0].questionId] },
    token,
  );
  const time = async (body) => {
    const ms = [];
    let bytes = 0;
    for (let i = 0; i < RUNS; i += 1) {
      const start = performance.now();
      const res = await post('/v2/aitalk/paper/word', { paperId, ...body }, token);
      bytes = (await res.arrayBuffer()).byteLength;
      ms.push(performance.now() - start);
    }
    ms.sort((a, b) => a - b);
    return { min: ms[0], median: (ms[4] + ms[5]) / 2, max: ms[RUNS - 1], bytes };
  };
  const a3 = await time({ layout: 'A3', withAnswers: true });
  const a4 = await time({ layout: 'A4', withAnswers: false });
  const f = (n) => n.toFixed(0).padStart(5);
  console.log(
    `node ${process.version}; paper: ${paper.questionCount} questions, ${RUNS} runs each`,
  );
  console.log('Word export (POST /v2/aitalk/paper/word, wall ms)    min median   max   size');
  console.log(
    `  A3, two columns, 密封线, answers          ${f(a3.min)} ${f(a3.median)} ${f(a3.max)} ${(a3.bytes / 1024).toFixed(0)} KB`,
  );
  console.log(
    `  peer: A4, one column, no answers         ${f(a4.min)} ${f(a4.median)} ${f(a4.max)} ${(a4.bytes / 1024).toFixed(0)} KB`,
  );
  console.log(`  ratio (median)                           ${(a3.median / a4.median).toFixed(2)}x`);
  if (a3.median > 2000) {
    console.log('  FAIL: a Word export took over 2 s (median)');
    process.exitCode = 1;
  }
} finally {
  await server.close();
}
