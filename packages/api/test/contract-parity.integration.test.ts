// The contract against the real server: every endpoint with a body or query schema gets wrong
// types, sizes and hostile strings in each of its fields, and the server must refuse exactly
// when the contract does, with the contract's Chinese 40001 message. Walks `endpoints`, so an
// endpoint is covered the day it is declared. Outside src/ like the other integration tests.
import { randomUUID } from 'node:crypto';
import { areas, parseRequest, type Endpoint } from '@aita/contract';
import { Code } from '@aita/core';
import { startTestServer } from '@aita/server/testing';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';

const DEMO = { phone: '13800000000', password: 'aita-demo-2026' };

let server: Awaited<ReturnType<typeof startTestServer>>;
let token = '';

beforeAll(async () => {
  server = await startTestServer();
  const res = await fetch(`${server.url}/passport/api/login`, {
    method: 'POST',
    headers: { 'content-type': 'application/json' },
    body: JSON.stringify(DEMO),
  });
  token = ((await res.json()) as { data: { token: string } }).data.token;
});
afterAll(() => server?.close());

/** Put in each field in turn, the others valid. */
const VALUES: unknown[] = [
  'abc',
  12345,
  { a: 1 },
  [1, '2'],
  true,
  null,
  '',
  ' \t\n ',
  'x'.repeat(5000),
  '1',
  0,
  -1,
  2,
  1.5,
  randomUUID(),
  'desc',
  'search',
  '字'.repeat(41),
  ' 王老师 ',
  99,
  '王\t',
  ['https://a.cn/x.png'],
  { bd_vid: '<x>' },
];

/** A valid input per endpoint (it may still be a business refusal, e.g. an unknown id). */
const VALID: Record<string, Record<string, unknown>> = {
  'POST /v1/app/search': { query: '作文' },
  'POST /v1/aitalk/collect/update': { appId: 1, status: 1 },
  'POST /v1/aitalk/mylist/add': { appId: 1 },
  'POST /v1/aiassistant/mylist/add': { appId: 1 },
  'POST /v1/aitalk/mylist/del': { id: randomUUID() },
  'POST /v1/aitalk/top/update': { id: randomUUID(), status: 1 },
  'POST /v1/aitalk/log/list': { id: randomUUID() },
  'POST /v1/aitalk/log/update': { id: randomUUID(), title: '新标题' },
  'POST /v1/aitalk/info': { id: randomUUID() },
  'POST /v1/aitalk/uri/info': { uri: 'essay-review' },
  'POST /v1/aiassistant/info': { ty: 'search', appId: 1 },
  'POST /v1/org/check_code': { code: 'NOPE0000' },
  'POST /v1/org/join': { code: 'NOPE0000' },
  'POST /v1/user/cur_org': { orgId: 1 },
  'POST /v1/udc/ticket-login': { ticket: 'x'.repeat(40) },
  'POST /v1/tiku/question/generate': {
    appUri: 'question-generator',
    period: 1,
    subject: 2,
    knowledgePointIds: ['pm.num.int.add'],
    type: 'fill',
    count: 2,
  },
  'POST /v1/tiku/question/favourite': { questionId: 1, status: 1 },
  'POST /v1/tiku/question/similar': { questionId: 1 },
  'POST /v1/report': { event: 'parity.event' },
  'POST /v1/redeem/use': { code: 'NOTACODE1234' },
  'POST /v1/teaching-aid/download': { url: '/static/teaching-aids/x.pdf' },
  'POST /v1/network/log/list': { logId: randomUUID() },
  'POST /v1/file/detail': { id: randomUUID() },
  'POST /v1/file/delete': { id: randomUUID() },
  'POST /v1/class/create': { name: '对照班' },
  'POST /v1/class/update': { classId: 1, name: '对照班' },
  'POST /v1/class/delete': { classId: 999999 },
  'POST /v1/class/detail': { classId: 1 },
  'POST /v1/class/student/save': { classId: 1, name: '对照' },
  'POST /v1/class/student/delete': { classId: 1, studentId: 1 },
  'POST /v1/class/roster/read': { classId: 1, fileId: randomUUID() },
  'POST /v1/class/roster/import': { classId: 1, students: [{ name: '对照' }] },
  'POST /v1/class/roster/export': { classId: 1 },
  'POST /v1/class/seating/save': { classId: 1, rows: 1, columns: 1, aisles: [], seats: [null] },
  'POST /v1/class/exam/list': { classId: 1 },
  'POST /v1/class/exam/save': {
    classId: 1,
    name: '对照考试',
    examDate: '2026-11-01',
    fullScore: 100,
    passScore: 60,
    excellentScore: 85,
  },
  'POST /v1/class/exam/delete': { examId: 999999 },
  'POST /v1/class/exam/detail': { examId: 1 },
  'POST /v1/class/exam/scores': { examId: 1, scores: [] },
  'POST /v1/class/exam/export': { examId: 1 },
  'POST /v1/class/observation/list': { classId: 1 },
  'POST /v1/class/observation/add': { classId: 1, studentId: 1, kind: 'other', text: '对照' },
  'POST /v1/class/observation/delete': { classId: 1, observationId: 1 },
  'POST /v1/class/comment/list': { classId: 1 },
  'POST /v1/class/comment/generate': { classId: 1, tone: 'warm', length: 'short' },
  'POST /v1/class/comment/save': { classId: 1, studentId: 1, text: '对照' },
  'POST /v1/class/comment/export': { classId: 1 },
  'POST /v1/class/teacher/list': { classId: 1 },
  'POST /v1/class/teacher/invite': { classId: 1 },
  'POST /v1/class/teacher/join': { code: 'ABCD2345' },
  'POST /v1/class/teacher/remove': { classId: 1, userId: 1 },
  'POST /v1/member/order/create': { productId: 999999 },
  'GET /v1/member/order/status': { orderId: '1'.repeat(22) },
  'POST /v2/aiassistant/question': { content: '你好' },
  'POST /passport/api/login': { phone: '13900000000', password: 'wrong-pass-1' },
  'POST /passport/api/register': { phone: '1', password: 'x', code: '123456' },
  'POST /passport/api/sms-code': { phone: '1', purpose: 'register' },
  'POST /passport/api/reset-password': { phone: '1', code: '123456', password: 'x' },
  'POST /v1/user/password': { oldPassword: 'not-the-old-one', newPassword: 'Parity-river-2031' },
  'POST /v1/user/sessions/revoke': { id: 2_000_000_000 },
};

/** Fields read beyond those of the valid input. */
const MORE_FIELDS: Record<string, string[]> = {
  'POST /v1/app/index/list': ['name', 'category'],
  'POST /v1/aitalk/config': ['appId', 'uri'],
  'POST /v1/aitalk/mylist': ['page', 'pageSize'],
  'POST /v1/aitalk/log/list': ['page', 'pageSize', 'order', 'before'],
  'POST /v1/aiassistant/info': ['ty'],
  'POST /v1/user/info': ['code'],
  'POST /v1/user/configs': ['code'],
  'POST /v1/user/mod': ['uname', 'schoolName', 'schoolType', 'period', 'subject', 'avatar'],
  'POST /v1/report': ['params'],
  'POST /v1/teaching-aid/download': ['school', 'className'],
  'GET /v1/member/order/pagelist': ['page', 'pageSize'],
  'POST /v2/aiassistant/question': [
    'type',
    'isNetwork',
    'isDeepThink',
    'deepThink',
    'imgUrls',
    'appId',
    'logId',
    'uri',
  ],
  'POST /v1/tiku/question/favourites': ['page', 'pageSize'],
  'POST /v1/class/create': ['grade', 'subject'],
  'POST /v1/class/update': ['grade', 'subject'],
  'POST /v1/class/student/save': ['studentId', 'number', 'gender', 'notes'],
  'POST /v1/class/roster/import': ['replace'],
  'POST /v1/class/exam/save': ['examId'],
  'POST /passport/api/register': ['uname', 'adClickIds'],
};

/** Calls that end the session they are sent with. */
const ENDS_SESSION = new Set(['POST /v1/user/logout', 'POST /v1/user/sessions/revoke-all']);

function inputsOf(key: string, get: boolean): unknown[] {
  const valid = VALID[key] ?? {};
  const fields = [...new Set([...Object.keys(valid), ...(MORE_FIELDS[key] ?? [])])];
  const inputs: unknown[] = [valid, {}, [1], 'x'];
  for (const field of fields) for (const value of VALUES) inputs.push({ ...valid, [field]: value });
  // A query string carries text only.
  return get
    ? inputs.filter(
        (i) =>
          typeof i === 'object' &&
          i !== null &&
          !Array.isArray(i) &&
          Object.values(i).every((v) => typeof v === 'string'),
      )
    : inputs;
}

async function send(e: Endpoint, input: unknown): Promise<{ code: number; msg: string }> {
  const headers = { 'x-token': token, 'content-type': 'application/json' };
  const res =
    e.method === 'GET'
      ? await fetch(
          `${server.url}${e.path}?${new URLSearchParams(input as Record<string, string>)}`,
          { headers: { 'x-token': token } },
        )
      : await fetch(`${server.url}${e.path}`, {
          method: e.method,
          headers,
          body: JSON.stringify(input),
        });
  const type = res.headers.get('content-type') ?? '';
  if (!type.includes('application/json')) {
    await res.body?.cancel();
    return { code: Code.OK, msg: type };
  }
  return (await res.json()) as { code: number; msg: string };
}

// One test per endpoint (not per area): an area's endpoints together send thousands of requests.
describe('the server refuses input exactly as the contract does', () => {
  for (const [area, declared] of Object.entries(areas)) {
    const checked = (Object.values(declared) as Endpoint[]).filter(
      (e) =>
        (e.method === 'GET' ? e.query : e.body) !== undefined &&
        !ENDS_SESSION.has(`${e.method} ${e.path}`) &&
        e.kind !== 'page' &&
        e.kind !== 'upload',
    );
    describe(area, () => {
      for (const e of checked) {
        const key = `${e.method} ${e.path}`;
        it(key, async () => {
          const schema = e.method === 'GET' ? e.query : e.body;
          if (!schema) throw new Error(`${key} has no schema`);
          const diffs: string[] = [];
          let compared = 0;
          for (const input of inputsOf(key, e.method === 'GET')) {
            const expected = parseRequest(schema, input);
            // An accepted stream would run an answer: its refusals are what is compared.
            if (expected.success && e.kind === 'stream') continue;
            const answer = await send(e, input);
            compared += 1;
            const refusedByServer =
              answer.code === Code.INVALID_PARAM && answer.msg.startsWith('参数错误：');
            const ok = expected.success
              ? !refusedByServer
              : answer.code === Code.INVALID_PARAM && answer.msg === expected.msg;
            if (!ok) {
              diffs.push(
                `${key} ${JSON.stringify(input).slice(0, 60)}: ${answer.code} ${answer.msg} ≠ ${
                  expected.success ? 'accepted' : expected.msg
                }`,
              );
            }
          }
          expect(diffs).toEqual([]);
          expect(compared).toBeGreaterThan(0);
        });
      }
    });
  }
});

describe('the login rule of each endpoint is the one the contract declares', () => {
  it('answers 20100 without a token exactly where `auth` is `user`', async () => {
    const wrong: string[] = [];
    for (const area of Object.values(areas)) {
      for (const e of Object.values(area) as Endpoint[]) {
        if (e.kind === 'page' || e.kind === 'upload' || e.path.includes(':')) continue;
        const valid = VALID[`${e.method} ${e.path}`] ?? {};
        const res =
          e.method === 'GET'
            ? await fetch(`${server.url}${e.path}?${new URLSearchParams(valid as never)}`)
            : await fetch(`${server.url}${e.path}`, {
                method: e.method,
                headers: { 'content-type': 'application/json' },
                body: JSON.stringify(valid),
              });
        const type = res.headers.get('content-type') ?? '';
        let code: number | undefined;
        if (type.includes('application/json'))
          code = ((await res.json()) as { code?: number }).code;
        else await res.body?.cancel();
        if ((code === Code.NOT_LOGGED_IN) !== (e.auth === 'user')) {
          wrong.push(`${e.method} ${e.path}: ${String(code)} (declared ${e.auth})`);
        }
      }
    }
    expect(wrong).toEqual([]);
  });
});
