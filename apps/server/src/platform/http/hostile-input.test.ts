/**
 * The hostile-input sweep (docs/server.md "Error policy"): every route the built app serves is
 * classified (public/private JSON, event stream, upload, resource, page), and every JSON route
 * gets wrong types, absurd sizes, hostile strings and numbers, broken JSON, wrong content types
 * and bad tokens. Every answer must be the envelope with a Chinese message and never a 500;
 * refused requests write nothing; the server is healthy afterwards.
 */
import { randomUUID } from 'node:crypto';
import { subscribe, unsubscribe } from 'node:diagnostics_channel';
import { readdir } from 'node:fs/promises';
import { join } from 'node:path';
import { AVATAR_PATH_PATTERN, endpoints, type Endpoint } from '@aita/contract';
import { Code, MSG_AVATAR_TOO_LARGE } from '@aita/core';
import { count, eq } from 'drizzle-orm';
import type { AddressInfo } from 'node:net';
import type { FastifyInstance, InjectOptions, RouteOptions } from 'fastify';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { ZodObject, ZodPipe, type ZodType } from 'zod';
import { BODY_LIMIT } from '../../app';
import { requireUser } from '../../modules/identity';
import { hashSecret, newSecret } from '../tokens';
import {
  apps,
  examPapers,
  conversationMessages,
  conversations,
  favourites,
  memberOrders,
  memberProducts,
  myApps,
  orgMembers,
  reportEvents,
  sessions,
  users,
} from '../../db/schema';
import { SANDBOX_PAY_PATH } from '../payment/sandbox';
import { canonicalString, signV1 } from '../storage/sign';
import { avatarsDir } from '../../modules/identity/avatar-store';
import { files } from '../../modules/files/tables';
import { createTestContext, type TestContext } from '../../test/context';
import { DEMO_JOIN_CODE, DEMO_PHONE, freshPhone, insertUser, tokenFor } from '../../test/identity';

// ---------------------------------------------------------------------------------------------
// Every route the app serves, seen through Fastify's onRoute hook. The hook is added to each
// instance as it is created (Fastify publishes `fastify.initialization` on diagnostics_channel),
// i.e. before buildApp registers anything.
// ---------------------------------------------------------------------------------------------

interface SeenRoute {
  method: string;
  url: string;
  preHandlers: unknown[];
}
const seen: SeenRoute[] = [];
const onInit = (message: unknown): void => {
  const { fastify } = message as { fastify: FastifyInstance };
  fastify.addHook('onRoute', (route: RouteOptions) => {
    for (const method of [route.method].flat()) {
      seen.push({ method, url: route.url, preHandlers: [route.preHandler ?? []].flat() });
    }
  });
};

// ---------------------------------------------------------------------------------------------
// The classification, read from the contract's `endpoints` (method, path, kind, auth and the
// fields of its body or query schema). A served route the contract does not declare fails the
// first test. Only the valid inputs (fixtures from the seeded database) are written here.
// ---------------------------------------------------------------------------------------------

/** Values the valid bodies need, read from the seeded database. */
interface Fixtures {
  appId: number;
  uri: string;
  productId: number;
}

interface JsonRoute {
  kind: 'json' | 'stream';
  /** private: login required (20100/20200 without a valid token, before input is read). */
  auth: 'public' | 'private';
  /** Where the input is read from. */
  input: 'body' | 'query';
  /** A valid input (may still be a business refusal, e.g. an unknown id). */
  valid?: (f: Fixtures) => Record<string, unknown>;
  /** Every field the route reads (beyond those in `valid`): the contract schema's keys. */
  extraFields?: string[];
  /** Each valid token is revoked by the call: a fresh one per request. */
  consumesToken?: boolean;
}
type Route =
  | JsonRoute
  /** Multipart or raw-body uploads: their own cases below. */
  | { kind: 'upload' }
  /** GET of a file, image or HTML page by path: 200 or the 404 envelope. */
  | { kind: 'resource' }
  /** HTML pages with their own status codes (the sandbox checkout). */
  | { kind: 'page' };

const uuid = () => randomUUID();

/** A valid input per JSON route (the others are sent `{}`), and the routes that revoke tokens. */
const INPUTS: Record<string, Pick<JsonRoute, 'valid' | 'consumesToken'>> = {
  'POST /v1/app/index/list': { valid: () => ({ name: '语文', category: '教学' }) },
  'POST /v1/app/search': { valid: () => ({ query: '作文' }) },
  'POST /v1/aitalk/collect/update': { valid: (f) => ({ appId: f.appId, status: 1 }) },
  'POST /v1/aitalk/config': { valid: (f) => ({ appId: f.appId }) },
  'POST /v1/aitalk/mylist': { valid: () => ({ page: 1, pageSize: 20 }) },
  'POST /v1/aitalk/mylist/add': { valid: (f) => ({ appId: f.appId }) },
  'POST /v1/aitalk/mylist/del': { valid: () => ({ id: uuid() }) },
  'POST /v1/aitalk/top/update': { valid: () => ({ id: uuid(), status: 1 }) },
  'POST /v1/aitalk/log/list': { valid: () => ({ id: uuid(), page: 1, pageSize: 10 }) },
  'POST /v1/aitalk/log/update': { valid: () => ({ id: uuid(), title: '新标题' }) },
  'POST /v1/aitalk/info': { valid: () => ({ id: uuid() }) },
  'POST /v1/aitalk/uri/info': { valid: (f) => ({ uri: f.uri }) },
  'POST /v1/aiassistant/mylist/add': { valid: (f) => ({ appId: f.appId }) },
  'POST /v1/aiassistant/info': { valid: (f) => ({ ty: 'search', appId: f.appId }) },
  'POST /v1/org/check_code': { valid: () => ({ code: 'NOPE0000' }) },
  'POST /v1/org/join': { valid: () => ({ code: DEMO_JOIN_CODE }) },
  'POST /v1/user/logout': { consumesToken: true },
  'POST /v1/user/info': { valid: () => ({ code: 'x' }) },
  'POST /v1/user/mod': { valid: () => ({ uname: '扫描老师' }) },
  'POST /v1/user/configs': { valid: () => ({ code: 'x' }) },
  'POST /v1/user/cur_org': { valid: () => ({ orgId: 1 }) },
  'POST /v1/udc/ticket-login': { valid: () => ({ ticket: newSecret() }) },
  'POST /v1/report': { valid: () => ({ event: 'sweep.event', params: { a: 1 } }) },
  'POST /v1/redeem/use': { valid: () => ({ code: 'NOTACODE1234' }) },
  // A url outside the catalogue: every answer stays an envelope (40004), never a PDF.
  'POST /v1/teaching-aid/download': { valid: () => ({ url: '/static/teaching-aids/x.pdf' }) },
  'POST /v1/network/log/list': { valid: () => ({ logId: uuid() }) },
  'POST /v1/file/detail': { valid: () => ({ id: uuid() }) },
  'POST /v1/file/delete': { valid: () => ({ id: uuid() }) },
  'POST /v2/aitalk/question/infos': { valid: () => ({ keyword: '方程', page: 1 }) },
  'POST /v1/tiku/question/detail': { valid: () => ({ questionId: 1 }) },
  'POST /v1/tiku/knowledge/tree': { valid: () => ({ period: 2, subject: 2 }) },
  'POST /v1/org/tiku_link': { valid: () => ({ page: 'question' }) },
  'POST /v2/agent/resource/details': {
    valid: () => ({ resources: [{ type: 'question', id: 1 }] }),
  },
  'POST /v1/class/create': { valid: () => ({ name: '扫描班', grade: 7, subject: 2 }) },
  'POST /v1/class/update': { valid: () => ({ classId: 1, name: '扫描班' }) },
  'POST /v1/class/delete': { valid: () => ({ classId: 1 }) },
  'POST /v1/class/detail': { valid: () => ({ classId: 1 }) },
  'POST /v1/class/student/save': { valid: () => ({ classId: 1, name: '扫描', number: '1' }) },
  'POST /v1/class/student/delete': { valid: () => ({ classId: 1, studentId: 1 }) },
  'POST /v1/class/roster/read': { valid: () => ({ classId: 1, fileId: uuid() }) },
  'POST /v1/class/roster/import': { valid: () => ({ classId: 1, students: [{ name: '扫描' }] }) },
  'POST /v1/class/roster/export': { valid: () => ({ classId: 1 }) },
  'POST /v1/class/seating/save': {
    valid: () => ({ classId: 1, rows: 1, columns: 2, aisles: [], seats: [null, null] }),
  },
  'POST /v1/class/exam/list': { valid: () => ({ classId: 1 }) },
  'POST /v1/class/exam/save': {
    valid: () => ({
      classId: 1,
      name: '扫描考试',
      examDate: '2026-11-01',
      fullScore: 100,
      passScore: 60,
      excellentScore: 85,
    }),
  },
  'POST /v1/class/exam/delete': { valid: () => ({ examId: 1 }) },
  'POST /v1/class/exam/detail': { valid: () => ({ examId: 1 }) },
  'POST /v1/class/exam/scores': {
    valid: () => ({ examId: 1, scores: [{ studentId: 1, score: 90 }] }),
  },
  'POST /v1/class/exam/export': { valid: () => ({ examId: 1 }) },
  'POST /v1/class/observation/list': { valid: () => ({ classId: 1 }) },
  'POST /v1/class/observation/add': {
    valid: () => ({ classId: 1, studentId: 1, kind: 'strength', text: '扫描' }),
  },
  'POST /v1/class/observation/delete': { valid: () => ({ classId: 1, observationId: 1 }) },
  'POST /v1/class/comment/list': { valid: () => ({ classId: 1 }) },
  'POST /v1/class/comment/generate': {
    valid: () => ({ classId: 1, tone: 'warm', length: 'short' }),
  },
  'POST /v1/class/comment/save': { valid: () => ({ classId: 1, studentId: 1, text: '评语' }) },
  'POST /v1/class/comment/export': { valid: () => ({ classId: 1 }) },
  'POST /v1/class/teacher/list': { valid: () => ({ classId: 1 }) },
  'POST /v1/class/teacher/invite': { valid: () => ({ classId: 1 }) },
  'POST /v1/class/teacher/join': { valid: () => ({ code: 'ABCD2345' }) },
  'POST /v1/class/teacher/remove': { valid: () => ({ classId: 1, userId: 1 }) },
  // Another teacher's or no paper: refusals (40004) that write nothing, never a .docx.
  'POST /v2/aitalk/paper/info': { valid: () => ({ paperId: 999999 }) },
  'POST /v2/aitalk/knowledge/search': { valid: () => ({ query: '勾股定理' }) },
  'POST /v2/aitalk/knowledge/ask': { valid: () => ({ question: '勾股定理' }) },
  'POST /v2/aitalk/knowledge/config': { valid: () => ({ scope: 'app', scopeId: '1' }) },
  'POST /v2/aitalk/knowledge/library/create': { valid: () => ({ name: '资料' }) },
  'POST /v2/aitalk/knowledge/library/delete': { valid: () => ({ id: uuid() }) },
  'POST /v2/aitalk/knowledge/document/list': { valid: () => ({ libraryId: uuid() }) },
  'POST /v2/aitalk/knowledge/document/add': {
    valid: () => ({ libraryId: uuid(), fileId: uuid() }),
  },
  'POST /v2/aitalk/knowledge/document/url': {
    valid: () => ({ libraryId: uuid(), url: 'https://example.com/' }),
  },
  'POST /v2/aitalk/knowledge/document/detail': { valid: () => ({ id: uuid() }) },
  'POST /v2/aitalk/knowledge/document/delete': { valid: () => ({ id: uuid() }) },
  'POST /v2/aitalk/paper/save': { valid: () => ({ paperId: 999999, title: '期中试卷' }) },
  'POST /v2/aitalk/paper/copy': { valid: () => ({ paperId: 999999 }) },
  'POST /v2/aitalk/paper/delete': { valid: () => ({ paperId: 999999 }) },
  'POST /v2/aitalk/paper/question': {
    valid: () => ({ paperId: 999999, action: 'score', itemId: 1, score: 5 }),
  },
  'POST /v2/aitalk/paper/assemble/blueprint': {
    valid: () => ({
      title: '细目表试卷',
      cells: [{ knowledgePointId: 'no.such.point', type: 'single', count: 2, score: 3 }],
      targetDifficulty: 0.7,
    }),
  },
  'POST /v2/aitalk/paper/assemble': {
    valid: () => ({
      title: '期中试卷',
      knowledgePointIds: ['no.such.point'],
      types: [{ type: 'single', count: 10, score: 3 }],
      targetDifficulty: 0.7,
    }),
  },
  'POST /v2/aitalk/paper/word': { valid: () => ({ paperId: 999999, layout: 'A3' }) },
  'POST /v2/aitalk/paper/file': { valid: () => ({ paperId: 999999, kind: 'answers' }) },
  'POST /v2/aitalk/paper/share': { valid: () => ({ paperId: 999999, shared: true }) },
  'POST /v2/aitalk/paper/shared': { valid: () => ({ page: 1 }) },
  // Audio to text and the image apps: unknown ids and a missing model are refusals that write
  // nothing (no speech or image model in the sweep); the 手抄报 with an unknown template too.
  'POST /v1/aitalk/audio/async': { valid: () => ({ fileId: uuid(), scene: 'lesson' }) },
  'POST /v1/aitalk/audio/list': { valid: () => ({ page: 1, pageSize: 20 }) },
  'GET /v1/aitalk/audio/text': { valid: () => ({ audioId: uuid() }) },
  'POST /v1/aitalk/audio/file': { valid: () => ({ audioId: uuid() }) },
  'POST /v1/aitalk/audio/export': { valid: () => ({ audioId: uuid(), format: 'srt' }) },
  'POST /v1/aitalk/audio/delete': { valid: () => ({ audioId: uuid() }) },
  'POST /v1/image/tpl_list': { valid: () => ({ kind: 'poster' }) },
  'POST /v1/image/detect': { valid: () => ({ fileId: uuid() }) },
  'POST /v1/image/lineart': { valid: () => ({ fileId: uuid(), templateId: 'lineart-fine' }) },
  'POST /v1/image/poster': {
    valid: () => ({
      templateId: 'nope',
      title: '春节',
      sections: [{ heading: '习俗', text: '贴春联' }],
    }),
  },
  'POST /v1/image/generate': { valid: () => ({ templateId: 'illustration-flat', prompt: '春天' }) },
  'POST /v1/image/task': { valid: () => ({ taskId: uuid() }) },
  'POST /v1/image/task/image': { valid: () => ({ taskId: uuid(), index: 0 }) },
  'POST /v1/resource/ai/lesson': { valid: () => ({ lessonId: 999999 }) },
  'POST /v1/resource/ai/progress': {
    valid: () => ({ lessonId: 999999, positionSec: 1, watchedPct: 10 }),
  },
  'POST /v1/resource/ai/quiz/submit': { valid: () => ({ lessonId: 999999, answers: [0] }) },
  'POST /v1/resource/ai/manage': { valid: () => ({ orgId: 999999 }) },
  'POST /v1/resource/ai/manage/toggle': {
    valid: () => ({ orgId: 999999, courseId: 1, enabled: 0 }),
  },
  'POST /v1/jyy/nobook/index': { valid: () => ({ subject: '物理' }) },
  'POST /v1/jyy/miniprogram/detail': { valid: () => ({ id: 'nope' }) },
  'POST /v1/member/order/create': { valid: (f) => ({ productId: f.productId }) },
  'GET /v1/member/order/status': { valid: () => ({ orderId: '1'.repeat(22) }) },
  'GET /v1/member/order/pagelist': { valid: () => ({ page: 1, pageSize: 8 }) },
  'POST /v2/aiassistant/question': { valid: () => ({ content: '怎么上好一节课？' }) },
  'POST /v2/aiassistant/question/resume': { valid: () => ({ logId: uuid() }) },
  'POST /v2/aiassistant/question/stop': { valid: () => ({ logId: uuid() }) },
  'POST /passport/api/login': { valid: () => ({ phone: DEMO_PHONE, password: 'wrong-pass-1' }) },
  'POST /passport/api/register': {
    valid: () => ({ phone: freshPhone(), password: 'sweep-pass-1', code: '123456' }),
  },
  'POST /passport/api/sms-code': { valid: () => ({ phone: freshPhone(), purpose: 'register' }) },
  'POST /passport/api/reset-password': {
    valid: () => ({ phone: freshPhone(), code: '123456', password: 'Sweep-river-2031' }),
  },
  'POST /v1/user/password': {
    valid: () => ({ oldPassword: 'wrong-old-pass', newPassword: 'Sweep-river-2031' }),
  },
  'POST /v1/user/sessions/revoke': { valid: () => ({ id: 2_000_000_000 }) },
  'POST /v1/user/sessions/revoke-all': { consumesToken: true },
};

/**
 * The keys of an object schema, through refinements and transforms (a `ZodPipe` reads its
 * input schema); none for a schema that is not an object (an ignored body).
 */
function fieldsOf(schema: ZodType | undefined): string[] {
  if (schema instanceof ZodObject) return Object.keys(schema.shape);
  if (schema instanceof ZodPipe) return fieldsOf(schema.in as ZodType);
  return [];
}

/** How the sweep treats one declared endpoint. */
function classify(endpoint: Endpoint, key: string): Route {
  if (endpoint.kind === 'upload') return { kind: 'upload' };
  // A POST of bytes (the teaching-aid PDF) refuses with envelopes like any JSON route.
  const answersJson =
    endpoint.kind === 'json' || endpoint.kind === 'stream' || endpoint.method === 'POST';
  if (!answersJson || endpoint.kind === 'page') {
    return endpoint.path === SANDBOX_PAY_PATH ? { kind: 'page' } : { kind: 'resource' };
  }
  const input = endpoint.method === 'GET' ? 'query' : 'body';
  return {
    kind: endpoint.kind === 'stream' ? 'stream' : 'json',
    auth: endpoint.auth === 'user' ? 'private' : 'public',
    input,
    extraFields: fieldsOf(input === 'query' ? endpoint.query : endpoint.body),
    ...INPUTS[key],
  };
}

const ROUTES: Record<string, Route> = {
  ...Object.fromEntries(
    endpoints.map((e) => {
      const key = `${e.method} ${e.path}`;
      return [key, classify(e, key)];
    }),
  ),
};

/** Tables a refused request must never write to, and the routes whose successes may. */
const WRITTEN_BY = {
  users: { table: users, routes: ['POST /passport/api/register'] },
  reportEvents: { table: reportEvents, routes: ['POST /v1/report'] },
  conversations: { table: conversations, routes: ['POST /v2/aiassistant/question'] },
  conversationMessages: {
    table: conversationMessages,
    routes: ['POST /v2/aiassistant/question'],
  },
  favourites: { table: favourites, routes: ['POST /v1/aitalk/collect/update'] },
  myApps: {
    table: myApps,
    routes: ['POST /v1/aitalk/mylist/add', 'POST /v1/aiassistant/mylist/add'],
  },
  memberOrders: { table: memberOrders, routes: ['POST /v1/member/order/create'] },
  orgMembers: { table: orgMembers, routes: ['POST /v1/org/join'] },
  files: { table: files, routes: ['POST /v1/file/upload'] },
  examPapers: {
    table: examPapers,
    routes: [
      'POST /v2/aitalk/paper/save',
      'POST /v2/aitalk/paper/copy',
      'POST /v2/aitalk/paper/assemble',
      'POST /v2/aitalk/paper/assemble/blueprint',
    ],
  },
} as const;

// ---------------------------------------------------------------------------------------------
// Hostile values.
// ---------------------------------------------------------------------------------------------

/** JSON text put into a body as is (values JSON.stringify cannot produce). */
class Raw {
  constructor(readonly text: string) {}
}
const toJson = (value: unknown): string => {
  if (value instanceof Raw) return value.text;
  if (Array.isArray(value)) return `[${value.map(toJson).join(',')}]`;
  if (value !== null && typeof value === 'object') {
    return `{${Object.entries(value)
      .map(([k, v]) => `${JSON.stringify(k)}:${toJson(v)}`)
      .join(',')}}`;
  }
  return JSON.stringify(value) ?? 'null';
};

const DEPTH = 20_000;
const deepObject = new Raw(`${'{"a":'.repeat(DEPTH)}1${'}'.repeat(DEPTH)}`);
const deepArray = new Raw(`${'['.repeat(DEPTH)}${']'.repeat(DEPTH)}`);
const KB100 = 100 * 1024;

/** Put in each known field in turn (the others valid), and in every field at once. */
const FIELD_VALUES: [string, unknown][] = [
  ['a string', 'abc'],
  ['a number', 12345],
  ['an object', { a: 1 }],
  ['an array', [1, '2']],
  ['a boolean', true],
  ['null', null],
  ['an empty string', ''],
  ['a blank string', ' \t\n '],
  ['a 100 KB string', 'x'.repeat(KB100)],
  ['a 100 KB Chinese string', '字'.repeat(KB100 / 3)],
  ['a NUL character', 'a\u0000b'],
  ['a lone high surrogate', new Raw('"a\\ud800b"')],
  ['a lone low surrogate', new Raw('"\\udfff"')],
  ['a deeply nested object', deepObject],
  ['a deeply nested array', deepArray],
  ['an object with __proto__', new Raw('{"__proto__":{"polluted":1}}')],
  ['an object with constructor.prototype', new Raw('{"constructor":{"prototype":{"x":1}}}')],
  ['1e309', new Raw('1e309')],
  ['-1e309', new Raw('-1e309')],
  ['-0', new Raw('-0')],
  ['"NaN"', 'NaN'],
  ['"Infinity"', 'Infinity'],
  ['2^53+1', new Raw('9007199254740993')],
  ['-1', -1],
  ['1.5', 1.5],
  ['"1e3"', '1e3'],
  ['SQL', "' OR 1=1; DROP TABLE users; --"],
  ['HTML', '<script>alert(1)</script>'],
  ['a path', '../../../../etc/passwd'],
  ['format strings', '%s%n%x{0}${7*7}{{7*7}}'],
  ['control characters', '\u0001\u001b[31m\r\n\u2028'],
];

/** Put inside an object and an array in each known field: hostile text must be found anywhere. */
const NESTED_VALUES: [string, unknown][] = [
  ['a NUL character', 'a\u0000b'],
  ['a lone surrogate', new Raw('"\\ud800"')],
  ['a lone surrogate key', new Raw('{"\\udc00":1}')],
  ['a deeply nested array', deepArray],
];

/** Field values that no route accepts as a question's `content`. */
const NOT_A_QUESTION = new Set([
  'a number',
  'an object',
  'an array',
  'a boolean',
  'null',
  'an empty string',
  'a blank string',
  'a 100 KB string',
  'a 100 KB Chinese string',
  'a NUL character',
  'a lone high surrogate',
  'a lone low surrogate',
  'a deeply nested object',
  'a deeply nested array',
  'an object with __proto__',
  'an object with constructor.prototype',
  '1e309',
  '-1e309',
  '-0',
  '2^53+1',
  '-1',
  '1.5',
]);

interface BodyCase {
  label: string;
  contentType?: string;
  payload?: string | Buffer;
  /** The documented answer (POST routes: the body is parsed before anything else). */
  expect?: { status: number; code: number };
}
const J = 'application/json';
const BODY_CASES: BodyCase[] = [
  { label: 'no body' },
  { label: 'an empty JSON body', contentType: J, payload: '' },
  { label: 'null', contentType: J, payload: 'null' },
  { label: 'an empty array', contentType: J, payload: '[]' },
  { label: 'an array of objects', contentType: J, payload: '[{"a":1}]' },
  { label: 'a number', contentType: J, payload: '42' },
  { label: 'a string', contentType: J, payload: '"hello"' },
  { label: 'true', contentType: J, payload: 'true' },
  { label: '{}', contentType: J, payload: '{}' },
  { label: 'duplicate keys', contentType: J, payload: '{"a":1,"a":2}' },
  { label: 'a byte-order mark', contentType: J, payload: '\ufeff{}' },
  { label: 'unknown keys only', contentType: J, payload: '{"zzz":1,"$where":"1"}' },
  { label: 'a deeply nested array', contentType: J, payload: deepArray.text },
  { label: 'a deeply nested object', contentType: J, payload: deepObject.text },
  { label: 'a lone surrogate key', contentType: J, payload: '{"\\ud800":1}' },
  { label: 'a NUL key', contentType: J, payload: '{"a\\u0000":1}' },
  ...[
    ['truncated JSON', '{"a":'],
    ['single quotes', "{'a':1}"],
    ['a trailing comma', '{"a":1,}'],
    ['a NaN literal', '{"a":NaN}'],
    ['two documents', '{}{}'],
    ['a __proto__ key', '{"__proto__":{"polluted":true}}'],
    ['a nested __proto__ key', '{"a":{"__proto__":{"polluted":true}}}'],
    ['a constructor.prototype key', '{"constructor":{"prototype":{"polluted":true}}}'],
  ].map(([label, payload]): BodyCase => ({
    label: label as string,
    contentType: J,
    payload: payload as string,
    expect: { status: 400, code: Code.INVALID_PARAM },
  })),
  {
    label: 'invalid UTF-8',
    contentType: J,
    payload: Buffer.from([0x7b, 0x22, 0x61, 0x22, 0x3a, 0x22, 0xff, 0xfe, 0x22, 0x7d]),
  },
  { label: 'JSON as text/plain', contentType: 'text/plain', payload: '{"a":1}' },
  { label: 'an unknown charset', contentType: `${J}; charset=latin1`, payload: '{}' },
  ...[
    ['a form', 'application/x-www-form-urlencoded', 'a=1&b=2'],
    ['XML', 'application/xml', '<a>1</a>'],
    ['multipart', 'multipart/form-data; boundary=x', '--x\r\n\r\n--x--'],
    ['octet-stream', 'application/octet-stream', '\u0000\u0001'],
    ['a bogus content type', 'not a type', '{}'],
  ].map(([label, contentType, payload]): BodyCase => ({
    label: label as string,
    contentType: contentType as string,
    payload: payload as string,
    expect: { status: 415, code: Code.INVALID_PARAM },
  })),
  {
    label: 'a body over 1 MiB',
    contentType: J,
    payload: `{"a":"${'x'.repeat(BODY_LIMIT)}"}`,
    expect: { status: 413, code: Code.INVALID_PARAM },
  },
];

/** Query values for GET routes (already encoded). */
const QUERY_VALUES: [string, (field: string) => string][] = [
  ['a string', (f) => `${f}=abc`],
  ['a number', (f) => `${f}=12345`],
  ['a bracket object', (f) => `${f}[a]=1`],
  ['a repeated key', (f) => `${f}=1&${f}=2`],
  ['a boolean', (f) => `${f}=true`],
  ['an empty value', (f) => `${f}=`],
  ['a bare key', (f) => f],
  ['a 100 KB value', (f) => `${f}=${'x'.repeat(KB100)}`],
  ['a NUL character', (f) => `${f}=a%00b`],
  ['a lone surrogate (CESU bytes)', (f) => `${f}=%ED%A0%80`],
  ['invalid UTF-8', (f) => `${f}=%FF%FE`],
  ['a malformed escape', (f) => `${f}=%E0%A4%A`],
  ['1e309', (f) => `${f}=1e309`],
  ['-0', (f) => `${f}=-0`],
  ['NaN', (f) => `${f}=NaN`],
  ['2^53+1', (f) => `${f}=9007199254740993`],
  ['SQL', (f) => `${f}=${encodeURIComponent("' OR 1=1 --")}`],
];
const QUERY_CASES: [string, string][] = [
  ['__proto__', '__proto__=1'],
  ['__proto__[x]', '__proto__[polluted]=1'],
  ['constructor', 'constructor=1&prototype=2'],
  ['a lone %', '%'],
  ['%ZZ', 'a=%ZZ'],
  ['a 100 KB query', `q=${'y'.repeat(KB100)}`],
];

const TOKEN_STATES = ['none', 'empty', 'garbage', 'long', 'unicode', 'expired', 'revoked'] as const;
type TokenState = (typeof TOKEN_STATES)[number] | 'valid';

// ---------------------------------------------------------------------------------------------
// Assertions.
// ---------------------------------------------------------------------------------------------

const TRANSPORT = new Set([400, 404, 413, 415, 429]);
const CHINESE = /[\u4e00-\u9fff]/;
/** Things a message must never show: stack frames, file paths, SQL, driver or library codes. */
const LEAK =
  /node_modules|\.[cm]?[jt]s:\d|\bat \S+ \(|\/(work|tmp|home|usr|var|src)\/|\b(select|insert|update|delete)\b.*\b(from|into|set|where)\b|\bsql\b|postgres|pglite|drizzle|zod|stack|Error\b|FST_|ERR_|ECONN|undefined|null|NaN|\[object/i;

interface Sent {
  route: string;
  label: string;
  res: Answer;
}

/** Problems with one answer of a JSON route (empty when it follows the contract). */
function problemsOf(
  { route, label, res }: Sent,
  dataDir: string,
  opts: { allowStream?: boolean; expect?: { status: number; code: number }; authCodes?: number[] },
): string[] {
  const where = `${route} with ${label}: HTTP ${res.statusCode} ${res.payload.slice(0, 200)}`;
  const problems: string[] = [];
  if (res.statusCode !== 200 && !TRANSPORT.has(res.statusCode)) problems.push(`status: ${where}`);
  const type = String(res.headers['content-type'] ?? '');
  if (opts.allowStream && type.startsWith('text/event-stream')) {
    if (res.statusCode !== 200) problems.push(`stream status: ${where}`);
    if (!/"status":[345]/.test(res.payload))
      problems.push(`stream without a final status: ${where}`);
    return problems;
  }
  if (!type.startsWith('application/json')) return [...problems, `not JSON: ${where}`];
  let body: unknown;
  try {
    body = JSON.parse(res.payload);
  } catch {
    return [...problems, `unparsable JSON: ${where}`];
  }
  const envelope = body as { code: unknown; msg: unknown; data: unknown };
  if (
    typeof body !== 'object' ||
    body === null ||
    Object.keys(body).sort().join() !== 'code,data,msg' ||
    typeof envelope.code !== 'number' ||
    typeof envelope.msg !== 'string'
  ) {
    return [...problems, `not the envelope: ${where}`];
  }
  const { code, msg } = envelope as { code: number; msg: string };
  if (code === Code.INTERNAL) problems.push(`50000: ${where}`);
  if (res.statusCode !== 200 && code === Code.OK)
    problems.push(`HTTP error with code 200: ${where}`);
  if (code !== Code.OK) {
    if (!CHINESE.test(msg)) problems.push(`message not Chinese: ${where}`);
    if (LEAK.test(msg) || res.payload.includes(dataDir)) problems.push(`leak: ${where}`);
  }
  if (opts.expect && (res.statusCode !== opts.expect.status || code !== opts.expect.code)) {
    problems.push(`expected HTTP ${opts.expect.status} code ${opts.expect.code}: ${where}`);
  }
  if (opts.authCodes && !opts.authCodes.includes(code) && res.statusCode === 200) {
    problems.push(`expected ${opts.authCodes.join('/')}: ${where}`);
  }
  return problems;
}

/** Runs `tasks` with at most `limit` in flight; a task that throws (e.g. a hang) is a problem. */
async function pool(
  tasks: (() => Promise<void>)[],
  limit: number,
  problems: string[],
): Promise<void> {
  let next = 0;
  const worker = async () => {
    while (next < tasks.length) {
      const task = tasks[next++] as () => Promise<void>;
      await task().catch((error: unknown) => problems.push(`task failed: ${String(error)}`));
    }
  };
  await Promise.all(Array.from({ length: Math.min(limit, tasks.length) }, worker));
}

// ---------------------------------------------------------------------------------------------

let ctx: TestContext;
let fixtures: Fixtures;
let userId: number;
const tokens = {} as Record<Exclude<TokenState, 'none'>, string>;
/** The teacher whose tokens the routes that end logins get. */
let consumedUserId: number;
let requestsSent = 0;
let sweepMs = 0;
const suiteStarted = performance.now();
let origin: string;

const routeKey = (r: SeenRoute) => `${r.method} ${r.url}`;

/** The routes the app serves, HEAD twins of GET routes left out. */
function servedRoutes(): string[] {
  const keys = new Set(seen.map(routeKey));
  return [...keys].filter((k) => !(k.startsWith('HEAD ') && keys.has(`GET ${k.slice(5)}`)));
}

async function tokenHeader(state: TokenState, route: JsonRoute): Promise<Record<string, string>> {
  if (state === 'none') return {};
  // Another teacher's fresh token: 退出所有设备 ends every login of its teacher.
  if (state === 'valid' && route.consumesToken)
    return { 'x-token': await tokenFor(ctx.app, consumedUserId) };
  return { 'x-token': tokens[state] };
}

/** What came back, from `inject` or (event streams) from a real socket. */
interface Answer {
  statusCode: number;
  headers: Record<string, string | string[] | number | undefined>;
  payload: string;
}

/** No answer within this time is a hang, reported as a problem. */
const HANG_MS = 20_000;

async function send(
  key: string,
  route: JsonRoute,
  opts: {
    token: TokenState;
    contentType?: string;
    payload?: string | Buffer;
    query?: string;
  },
): Promise<Answer> {
  const [method, path] = key.split(' ') as [string, string];
  const url = opts.query === undefined ? path : `${path}?${opts.query}`;
  const headers: Record<string, string> = {
    ...(await tokenHeader(opts.token, route)),
    ...(opts.contentType === undefined ? {} : { 'content-type': opts.contentType }),
  };
  requestsSent += 1;
  let timer: NodeJS.Timeout | undefined;
  const hang = new Promise<never>((_, reject) => {
    timer = setTimeout(() => reject(new Error(`no answer within ${HANG_MS} ms`)), HANG_MS);
  });
  // Event streams hijack the reply, which inject never sees end: they go over a real socket.
  const answer: Promise<Answer> =
    route.kind === 'stream'
      ? fetch(`${origin}${url}`, { method, headers, body: opts.payload }).then(async (r) => ({
          statusCode: r.status,
          headers: Object.fromEntries(r.headers),
          payload: await r.text(),
        }))
      : ctx.app.inject({
          method: method as InjectOptions['method'],
          url,
          headers,
          ...(opts.payload === undefined ? {} : { payload: opts.payload }),
        });
  try {
    return await Promise.race([answer, hang]);
  } finally {
    clearTimeout(timer);
  }
}

const encodeQuery = (input: Record<string, unknown>) =>
  Object.entries(input)
    .map(([k, v]) => `${encodeURIComponent(k)}=${encodeURIComponent(String(v))}`)
    .join('&');

const jsonRoutes = () =>
  Object.entries(ROUTES).filter(
    (e): e is [string, JsonRoute] => e[1].kind === 'json' || e[1].kind === 'stream',
  );

async function countRows() {
  const out: Record<string, number> = {};
  for (const [name, { table }] of Object.entries(WRITTEN_BY)) {
    const [row] = await ctx.database.db.select({ n: count() }).from(table);
    out[name] = row?.n ?? 0;
  }
  return out;
}

beforeAll(async () => {
  subscribe('fastify.initialization', onInit);
  try {
    ctx = await createTestContext({ env: { PAYMENT_PROVIDER: 'sandbox' } });
  } finally {
    unsubscribe('fastify.initialization', onInit);
  }
  await ctx.app.listen({ port: 0, host: '127.0.0.1' });
  origin = `http://127.0.0.1:${(ctx.app.server.address() as AddressInfo).port}`;
  const [app] = await ctx.database.db
    .select({ id: apps.id, uri: apps.uri })
    .from(apps)
    .orderBy(apps.id)
    .limit(1);
  const [product] = await ctx.database.db
    .select({ id: memberProducts.id })
    .from(memberProducts)
    .limit(1);
  if (!app || !product) throw new Error('seed data missing');
  fixtures = { appId: app.id, uri: app.uri, productId: product.id };
  userId = (await insertUser(ctx.database)).id;
  consumedUserId = (await insertUser(ctx.database)).id;
  tokens.valid = await tokenFor(ctx.app, userId);
  tokens.empty = '';
  tokens.garbage = 'garbage-token';
  tokens.long = 'x'.repeat(8000);
  tokens.unicode = encodeURIComponent('令牌');
  tokens.expired = await tokenFor(ctx.app, userId);
  // Expired an hour ago.
  await ctx.database.db
    .update(sessions)
    .set({ expiresAt: new Date(Date.now() - 3600_000) })
    .where(eq(sessions.tokenHash, hashSecret(tokens.expired)));
  tokens.revoked = await tokenFor(ctx.app, userId);
  await ctx.app.sessions.revoke(tokens.revoked);
});
afterAll(async () => {
  console.info(
    `hostile-input sweep: ${servedRoutes().length} routes classified (${jsonRoutes().length} JSON), ` +
      `${requestsSent} requests; the JSON sweep took ${Math.round(sweepMs)} ms, ` +
      `the file ${Math.round(performance.now() - suiteStarted)} ms`,
  );
  await ctx?.close();
});

describe('hostile input sweep', () => {
  it('knows every route the app serves, and its private routes are the ones behind requireUser', () => {
    const served = servedRoutes();
    expect(served.length).toBeGreaterThan(40);
    const unknown = served.filter((k) => !(k in ROUTES));
    expect(unknown, 'declare these routes in @aita/contract (paths.ts and the area file)').toEqual(
      [],
    );
    const gone = Object.keys(ROUTES).filter((k) => !served.includes(k));
    expect(gone, 'these classified routes are not served any more').toEqual([]);
    const guarded = seen
      .filter((r) => r.method !== 'HEAD' && r.preHandlers.includes(requireUser))
      .map(routeKey)
      .sort();
    const privateRoutes = jsonRoutes()
      .filter(([, r]) => r.auth === 'private')
      .map(([k]) => k)
      .sort();
    expect(guarded).toEqual(privateRoutes);
  });

  it('answers private routes 20100/20200 without a valid token, before reading the input', async () => {
    const problems: string[] = [];
    const tasks: (() => Promise<void>)[] = [];
    for (const [key, route] of jsonRoutes()) {
      const valid = route.valid?.(fixtures) ?? {};
      const fields = [...new Set([...Object.keys(valid), ...(route.extraFields ?? [])])];
      const wrong = Object.fromEntries(fields.map((f) => [f, { wrong: [1] }]));
      const inputs =
        route.input === 'query'
          ? [{ query: encodeQuery(valid) }, { query: '__proto__=1&page=-0' }]
          : [
              { contentType: J, payload: toJson(valid) },
              { contentType: J, payload: toJson(wrong) },
              { contentType: J, payload: '[1,2]' },
              { contentType: J, payload: deepArray.text },
            ];
      for (const state of TOKEN_STATES) {
        for (const input of inputs) {
          tasks.push(async () => {
            const res = await send(key, route, { token: state, ...input });
            const authCodes =
              route.auth === 'private'
                ? [state === 'none' || state === 'empty' ? Code.NOT_LOGGED_IN : Code.TOKEN_EXPIRED]
                : undefined;
            problems.push(
              ...problemsOf({ route: key, label: `token ${state}`, res }, ctx.dataDir, {
                authCodes,
              }),
            );
            const code = (JSON.parse(res.payload) as { code?: number }).code;
            if (
              route.auth === 'public' &&
              (code === Code.NOT_LOGGED_IN || code === Code.TOKEN_EXPIRED)
            ) {
              problems.push(`${key}: a public route answered ${code} to token ${state}`);
            }
          });
        }
      }
    }
    await pool(tasks, 8, problems);
    expect(problems).toEqual([]);
  });

  it(
    'answers every hostile body, field and query with the envelope, never a 500',
    { timeout: 120_000 },
    async () => {
      const before = await countRows();
      const started = performance.now();
      const problems: string[] = [];
      const successes = new Map<string, number>();
      const tasks: (() => Promise<void>)[] = [];
      const record = (key: string, route: JsonRoute, sent: Sent, expect?: BodyCase['expect']) => {
        problems.push(
          ...problemsOf(sent, ctx.dataDir, { allowStream: route.kind === 'stream', expect }),
        );
        const type = String(sent.res.headers['content-type'] ?? '');
        const streamed = type.startsWith('text/event-stream');
        if (streamed || (type.startsWith(J) && JSON.parse(sent.res.payload).code === Code.OK)) {
          successes.set(key, (successes.get(key) ?? 0) + 1);
        }
      };

      for (const [key, route] of jsonRoutes()) {
        const token: TokenState = route.auth === 'private' ? 'valid' : 'none';
        const valid = () => route.valid?.(fixtures) ?? {};
        const fields = [...new Set([...Object.keys(valid()), ...(route.extraFields ?? [])])];
        const isGet = key.startsWith('GET ');

        if (route.input === 'query') {
          for (const [label, make] of QUERY_VALUES) {
            for (const field of fields) {
              tasks.push(async () => {
                const rest = Object.fromEntries(
                  Object.entries(valid()).filter(([k]) => k !== field),
                );
                const q = [encodeQuery(rest), make(field)].filter(Boolean).join('&');
                const res = await send(key, route, { token, query: q });
                record(key, route, { route: key, label: `${field} = ${label}`, res });
              });
            }
          }
          for (const [label, q] of QUERY_CASES) {
            tasks.push(async () => {
              const res = await send(key, route, { token, query: q });
              record(key, route, { route: key, label: `query ${label}`, res });
            });
          }
        }

        for (const c of BODY_CASES) {
          tasks.push(async () => {
            const res = await send(key, route, {
              token,
              contentType: c.contentType,
              payload: c.payload,
            });
            // GET bodies are not read at all.
            record(key, route, { route: key, label: c.label, res }, isGet ? undefined : c.expect);
          });
        }
        if (route.input === 'query' || fields.length === 0) continue;

        for (const [label, value] of FIELD_VALUES) {
          tasks.push(async () => {
            const body = Object.fromEntries(fields.map((f) => [f, value]));
            const res = await send(key, route, { token, contentType: J, payload: toJson(body) });
            record(key, route, { route: key, label: `every field ${label}`, res });
          });
          for (const field of fields) {
            tasks.push(async () => {
              const body = { ...valid(), [field]: value };
              const res = await send(key, route, { token, contentType: J, payload: toJson(body) });
              record(key, route, { route: key, label: `${field} = ${label}`, res });
            });
          }
        }
        for (const [label, value] of NESTED_VALUES) {
          for (const field of fields) {
            for (const [shape, wrap] of [
              ['in an object', { k: value }],
              ['in an array', [value]],
            ] as const) {
              tasks.push(async () => {
                const body = { ...valid(), [field]: wrap };
                const res = await send(key, route, {
                  token,
                  contentType: J,
                  payload: toJson(body),
                });
                record(key, route, { route: key, label: `${field} = ${label} ${shape}`, res });
              });
            }
          }
        }
      }
      await pool(tasks, 8, problems);
      sweepMs = performance.now() - started;

      // Refused requests wrote nothing: each table grew by at most the successes of the routes
      // that write it (and not at all when they had none).
      const after = await countRows();
      for (const [name, { routes }] of Object.entries(WRITTEN_BY)) {
        const allowed = routes.reduce((n, r) => n + (successes.get(r) ?? 0), 0);
        const grew = (after[name] ?? 0) - (before[name] ?? 0);
        if (grew < 0 || grew > allowed)
          problems.push(`${name} grew by ${grew}, ${allowed} successes`);
      }
      // Nothing failed inside: no error was logged.
      const errors = ctx.logs.filter((line) => (JSON.parse(line) as { level: number }).level >= 50);
      problems.push(...errors.map((line) => `error logged: ${line.slice(0, 400)}`));

      expect(problems).toEqual([]);
    },
  );

  it(
    'refuses hostile question bodies with an envelope before any stream starts',
    { timeout: 120_000 },
    async () => {
      const key = 'POST /v2/aiassistant/question';
      const route = ROUTES[key] as JsonRoute;
      const problems: string[] = [];
      const streamsBefore = await countRows();
      const bodies: [string, string | undefined][] = [
        ...BODY_CASES.filter((c) => c.contentType === J).map((c): [string, string | undefined] => [
          c.label,
          c.payload?.toString(),
        ]),
        ...FIELD_VALUES.filter(([label]) => NOT_A_QUESTION.has(label)).map(
          ([label, v]): [string, string] => [`content = ${label}`, toJson({ content: v })],
        ),
        ['imgUrls of javascript:', toJson({ content: 'x', imgUrls: ['javascript:alert(1)'] })],
        ['imgUrls traversal', toJson({ content: 'x', imgUrls: ['/oss/../../etc/passwd'] })],
        [
          'ten images',
          toJson({ content: 'x', imgUrls: Array(10).fill('https://a.example/x.png') }),
        ],
        ['a foreign logId', toJson({ content: 'x', logId: randomUUID() })],
        ['an unknown app', toJson({ content: 'x', appId: 2_000_000_000 })],
        ['isNetwork 1', toJson({ content: 'x', isNetwork: 1 })],
        ['type other', toJson({ content: 'x', type: 'other' })],
      ];
      for (const [label, payload] of bodies) {
        const res = await send(key, route, { token: 'valid', contentType: J, payload });
        const type = String(res.headers['content-type']);
        if (!type.startsWith(J)) problems.push(`${label}: a stream started (${type})`);
        problems.push(...problemsOf({ route: key, label, res }, ctx.dataDir, {}));
      }
      const after = await countRows();
      expect(after.conversations).toBe(streamsBefore.conversations);
      expect(after.conversationMessages).toBe(streamsBefore.conversationMessages);
      expect(problems).toEqual([]);
    },
  );

  it('is still healthy after the sweep', async () => {
    const res = await ctx.app.inject({ method: 'GET', url: '/healthz' });
    expect(res.statusCode).toBe(200);
    expect(res.json()).toEqual({ status: 'ok' });
    const [row] = await ctx.database.db
      .select({ n: count() })
      .from(users)
      .where(eq(users.id, userId));
    expect(row?.n).toBe(1);
  });
});

/** A tiny valid PNG (1×1). */
const PNG = Buffer.from(
  'iVBORw0KGgoAAAANSUhEUgAAAAEAAAABCAYAAAAfFcSJAAAADUlEQVR42mNk+M9QDwADhgGAWjR9awAAAABJRU5ErkJggg==',
  'base64',
);

interface Part {
  name: string;
  filename?: string;
  type?: string;
  content: Buffer | string;
}
/** A multipart/form-data body of `parts`. */
function multipart(parts: Part[], boundary = `----sweep${newSecret().slice(0, 12)}`) {
  const chunks: Buffer[] = [];
  for (const part of parts) {
    const file = part.filename === undefined ? '' : `; filename="${part.filename}"`;
    const type = part.type === undefined ? '' : `Content-Type: ${part.type}\r\n`;
    chunks.push(
      Buffer.from(
        `--${boundary}\r\nContent-Disposition: form-data; name="${part.name}"${file}\r\n${type}\r\n`,
      ),
      Buffer.from(part.content),
      Buffer.from('\r\n'),
    );
  }
  chunks.push(Buffer.from(`--${boundary}--\r\n`));
  return {
    payload: Buffer.concat(chunks),
    contentType: `multipart/form-data; boundary=${boundary}`,
  };
}

/** Every file under `dir`, relative. */
async function filesUnder(dir: string): Promise<string[]> {
  const entries = await readdir(dir, { recursive: true, withFileTypes: true }).catch(() => []);
  return entries.filter((e) => e.isFile()).map((e) => join(e.parentPath, e.name));
}

describe('hostile uploads', () => {
  it('refuses bad avatar uploads with 40001 头像尺寸过大，请选择小于2M的图片, storing nothing', async () => {
    const token = await tokenFor(ctx.app, userId);
    const png = (filename: string) => ({ name: 'file', filename, type: 'image/png', content: PNG });
    const cases: [string, { contentType?: string; payload?: Buffer | string }][] = [
      ['no body', {}],
      ['an empty multipart body', { contentType: 'multipart/form-data; boundary=x', payload: '' }],
      ['a multipart body without parts', multipart([])],
      ['a 0-byte file', multipart([{ ...png('a.png'), content: Buffer.alloc(0) }])],
      ['a text field only', multipart([{ name: 'file', content: 'not a file' }])],
      ['a wrong field name', multipart([{ ...png('a.png'), name: 'avatar' }])],
      [
        'a second field before the file',
        multipart([
          { name: 'x', content: 'y' },
          { ...png('a.png'), name: 'avatar' },
        ]),
      ],
      ['two files', multipart([png('a.png'), png('b.png')])],
      ['a 100 KB file name', multipart([png(`${'n'.repeat(KB100)}.png`)])],
      ['a file name with a line break', multipart([png('a\r\nContent-Type: text/html\r\n.png')])],
      ['a GIF named .png', multipart([{ ...png('a.png'), content: Buffer.from('GIF89a....') }])],
      ['an SVG', multipart([{ ...png('a.svg'), type: 'image/svg+xml', content: '<svg/>' }])],
      [
        'a file of 2 MiB + 1',
        multipart([
          {
            ...png('big.png'),
            content: Buffer.concat([PNG, Buffer.alloc(2 * 1024 * 1024 + 1 - PNG.length)]),
          },
        ]),
      ],
      [
        'a multipart type without boundary',
        { contentType: 'multipart/form-data', payload: multipart([png('a.png')]).payload },
      ],
      [
        'a boundary that is not in the body',
        {
          contentType: 'multipart/form-data; boundary=nothere',
          payload: multipart([png('a.png')]).payload,
        },
      ],
      ['a raw PNG body', { contentType: 'image/png', payload: PNG }],
      ['a PNG as text/plain', { contentType: 'text/plain', payload: PNG.toString('latin1') }],
      ['a JSON body', { contentType: J, payload: '{"file":"a.png"}' }],
    ];
    const dir = avatarsDir(ctx.dataDir);
    const before = await filesUnder(dir);
    const problems: string[] = [];
    for (const [label, c] of cases) {
      requestsSent += 1;
      const res = await ctx.app.inject({
        method: 'POST',
        url: '/passport/api/avatar',
        headers: { 'x-token': token, ...(c.contentType ? { 'content-type': c.contentType } : {}) },
        ...(c.payload === undefined ? {} : { payload: c.payload }),
      });
      const sent = { route: 'POST /passport/api/avatar', label, res };
      problems.push(...problemsOf(sent, ctx.dataDir, {}));
      const body = JSON.parse(res.payload) as { code: number; msg: string };
      // The one documented refusal (docs/identity.md "Avatars"), or a transport refusal.
      if (
        res.statusCode === 200 &&
        (body.code !== Code.INVALID_PARAM || body.msg !== MSG_AVATAR_TOO_LARGE)
      ) {
        problems.push(`avatar with ${label}: ${res.payload}`);
      }
    }
    expect(problems).toEqual([]);
    expect(await filesUnder(dir)).toEqual(before);
  });

  it('stores an avatar with a hostile file name under its own random name only', async () => {
    const token = await tokenFor(ctx.app, userId);
    for (const filename of ['../../../../tmp/evil.png', 'evil\u0000.png', '<script>evil.png']) {
      const before = await filesUnder(ctx.dataDir);
      const { payload, contentType } = multipart([
        { name: 'file', filename, type: 'image/png', content: PNG },
      ]);
      requestsSent += 1;
      const res = await ctx.app.inject({
        method: 'POST',
        url: '/passport/api/avatar',
        headers: { 'x-token': token, 'content-type': contentType },
        payload,
      });
      expect(res.json(), filename).toMatchObject({
        code: 200,
        data: { url: expect.stringMatching(AVATAR_PATH_PATTERN) },
      });
      const added = (await filesUnder(ctx.dataDir)).filter((f) => !before.includes(f));
      expect(added).toHaveLength(1);
      expect(added[0]?.startsWith(avatarsDir(ctx.dataDir))).toBe(true);
      expect(added[0]).not.toContain('evil');
    }
  });

  it('refuses bad PUT /oss/* uploads with the documented OSS error, storing nothing', async () => {
    const cred = (
      JSON.parse(
        (
          await ctx.app.inject({
            method: 'GET',
            url: '/v1/oss/token/get',
            headers: { 'x-token': tokens.valid },
          })
        ).payload,
      ) as {
        data: {
          accessKeyId: string;
          accessKeySecret: string;
          securityToken: string;
          directory: string;
        };
      }
    ).data;
    const stsToken = Buffer.from(cred.securityToken, 'base64').toString('utf8');
    /** A PUT signed as ali-oss signs it (OSS V1, docs/oss.md "Signature"). */
    const put = (
      path: string,
      body: Buffer | string | undefined,
      opts: { contentType?: string; resource?: string; sign?: boolean } = {},
    ) => {
      const date = new Date().toUTCString();
      const headers: Record<string, string> = {
        'x-oss-date': date,
        'x-oss-security-token': stsToken,
        ...(opts.contentType ? { 'content-type': opts.contentType } : {}),
      };
      const canonical = canonicalString({
        method: 'PUT',
        contentType: opts.contentType,
        date,
        headers,
        resource: opts.resource ?? path.replace(/\?.*$/, ''),
      });
      if (opts.sign !== false) {
        headers.authorization = `OSS ${cred.accessKeyId}:${signV1(cred.accessKeySecret, canonical)}`;
      }
      requestsSent += 1;
      return ctx.app.inject({
        method: 'PUT',
        url: path,
        headers,
        ...(body === undefined ? {} : { payload: body }),
      });
    };
    const dir = `/oss/${cred.directory}`;
    const cases: [string, () => ReturnType<typeof put>, number, string][] = [
      ['no signature', () => put(`${dir}a.png`, PNG, { sign: false }), 403, 'AccessDenied'],
      [
        'an empty body',
        () => put(`${dir}a.png`, undefined, { contentType: 'image/png' }),
        400,
        'InvalidArgument',
      ],
      [
        'a 0-byte body',
        () => put(`${dir}a.png`, Buffer.alloc(0), { contentType: 'image/png' }),
        400,
        'InvalidArgument',
      ],
      [
        'HTML as image/png',
        () => put(`${dir}a.png`, '<html><script>alert(1)</script>', { contentType: 'image/png' }),
        400,
        'InvalidArgument',
      ],
      [
        'a JSON content type',
        () => put(`${dir}a.png`, '{"a":1}', { contentType: J }),
        400,
        'InvalidArgument',
      ],
      [
        'a form content type',
        () => put(`${dir}a.png`, 'a=1', { contentType: 'application/x-www-form-urlencoded' }),
        400,
        'InvalidArgument',
      ],
      [
        'a path-traversal key',
        () =>
          put(`${dir}..%2F..%2F..%2Fevil.png`, PNG, {
            resource: `/oss/${cred.directory}../../../evil.png`,
          }),
        403,
        'AccessDenied',
      ],
      [
        'a key outside the directory',
        () => put('/oss/uploads/1/evil.png', PNG),
        403,
        'AccessDenied',
      ],
      ['a 2000-byte key', () => put(`${dir}${'k'.repeat(2000)}.png`, PNG), 403, 'AccessDenied'],
      [
        'a NUL in the key',
        () => put(`${dir}a%00.png`, PNG, { resource: `/oss/${cred.directory}a\u0000.png` }),
        403,
        'AccessDenied',
      ],
      [
        // Refused by the router before the OSS routes: the API's envelope.
        'a malformed escape in the key',
        () => put(`${dir}%E0%A4%A.png`, PNG),
        400,
        '',
      ],
      ['a query string', () => put(`${dir}a.png?acl`, PNG), 400, 'InvalidArgument'],
      ['another bucket', () => put('/other-bucket/a.png', PNG), 404, ''],
      [
        'a multipart body',
        () =>
          put(
            `${dir}a.png`,
            multipart([{ name: 'file', filename: 'a.png', content: PNG }]).payload,
            { contentType: 'multipart/form-data; boundary=x' },
          ),
        400,
        'InvalidArgument',
      ],
    ];
    const before = await filesUnder(join(ctx.dataDir, 'oss'));
    const problems: string[] = [];
    for (const [label, run, status, ossCode] of cases) {
      const res = await run();
      const where = `PUT with ${label}: HTTP ${res.statusCode} ${res.payload.slice(0, 300)}`;
      if (res.statusCode !== status) problems.push(`expected ${status}: ${where}`);
      if (ossCode === '') {
        // Not the store's answer: the API's envelope.
        problems.push(...problemsOf({ route: 'PUT /other-bucket', label, res }, ctx.dataDir, {}));
        continue;
      }
      if (!String(res.headers['content-type']).startsWith('application/xml'))
        problems.push(`not XML: ${where}`);
      if (!res.payload.includes(`<Code>${ossCode}</Code>`))
        problems.push(`expected ${ossCode}: ${where}`);
      const message = /<Message>(.*)<\/Message>/.exec(res.payload)?.[1] ?? '';
      if (!CHINESE.test(message) || LEAK.test(message)) problems.push(`message: ${where}`);
    }
    expect(problems).toEqual([]);
    expect(await filesUnder(join(ctx.dataDir, 'oss'))).toEqual(before);
  });
});

describe('hostile paths of files and pages', () => {
  const SEGMENTS = [
    '..%2F..%2F..%2Fetc%2Fpasswd',
    '%2e%2e',
    '..%5C..%5Cwindows',
    'a%00.svg',
    '%ED%A0%80.svg',
    '%E0%A4%A',
    `${'f'.repeat(5000)}.svg`,
    '%3Cscript%3E.html',
    'ok.svg?x=%00&__proto__=1',
  ];

  it('answers files and pages 200, or 404 with an envelope (OSS: its XML), never a 500', async () => {
    const problems: string[] = [];
    const resources = Object.entries(ROUTES).filter(([, r]) => r.kind === 'resource');
    for (const [key] of resources) {
      const path = key.slice(4);
      const urls =
        path.includes(':') || path.endsWith('*')
          ? SEGMENTS.map((seg) => path.replace(/:[a-z]+$|\*$/, seg))
          : [`${path}?${QUERY_CASES.map(([, q]) => q).join('&')}`, `${path}?%`];
      for (const url of urls) {
        requestsSent += 1;
        const res = await ctx.app.inject({ method: 'GET', url });
        const where = `GET ${url.slice(0, 120)}: HTTP ${res.statusCode} ${res.payload.slice(0, 200)}`;
        if (res.statusCode === 200) continue;
        if (url.startsWith('/oss/') && res.statusCode === 404) {
          if (!res.payload.includes('<Code>NoSuchKey</Code>')) problems.push(where);
          continue;
        }
        if (res.statusCode !== 404 && res.statusCode !== 400) problems.push(`status: ${where}`);
        problems.push(
          ...problemsOf({ route: key, label: url.slice(0, 120), res }, ctx.dataDir, {}),
        );
      }
    }
    expect(problems).toEqual([]);
  });

  it('answers the sandbox checkout with its pages or an envelope, never a 500', async () => {
    const problems: string[] = [];
    const path = '/v1/member/sandbox/pay';
    const check = (label: string, res: Awaited<ReturnType<FastifyInstance['inject']>>) => {
      const where = `${label}: HTTP ${res.statusCode} ${res.payload.slice(0, 200)}`;
      const type = String(res.headers['content-type']);
      if (type.startsWith('text/html')) {
        if (![200, 400, 401, 404, 409].includes(res.statusCode)) problems.push(`status: ${where}`);
        if (!CHINESE.test(res.payload)) problems.push(`page not Chinese: ${where}`);
      } else {
        problems.push(...problemsOf({ route: `POST ${path}`, label, res }, ctx.dataDir, {}));
      }
    };
    const queries = [
      ...QUERY_VALUES.flatMap(([label, make]) => [
        [`orderId ${label}`, `${make('orderId')}&token=${newSecret()}`],
        [`token ${label}`, `orderId=${'1'.repeat(22)}&${make('token')}`],
      ]),
      ...QUERY_CASES,
    ];
    for (const [label, q] of queries) {
      requestsSent += 1;
      check(`GET ?${label}`, await ctx.app.inject({ method: 'GET', url: `${path}?${q}` }));
    }
    const bodies: BodyCase[] = [
      ...BODY_CASES,
      ...FIELD_VALUES.map(([label, v]): BodyCase => ({
        label: `orderId = ${label}`,
        contentType: J,
        payload: toJson({ orderId: v, token: v }),
      })),
      {
        label: 'a form',
        contentType: 'application/x-www-form-urlencoded',
        payload: 'orderId=1&token=%00',
      },
      {
        label: 'a form over 4 KB',
        contentType: 'application/x-www-form-urlencoded',
        payload: `orderId=${'1'.repeat(5000)}`,
      },
      {
        label: 'a form with __proto__',
        contentType: 'application/x-www-form-urlencoded',
        payload: '__proto__=1&constructor=2',
      },
      {
        label: 'a malformed form',
        contentType: 'application/x-www-form-urlencoded',
        payload: '%E0%A4%A=%',
      },
    ];
    // Each body anonymously (401 before anything is read) and logged in (reaches verification).
    for (const c of bodies) {
      for (const login of [{}, { 'x-token': tokens.valid }]) {
        requestsSent += 1;
        const res = await ctx.app.inject({
          method: 'POST',
          url: path,
          headers: { ...login, ...(c.contentType ? { 'content-type': c.contentType } : {}) },
          ...(c.payload === undefined ? {} : { payload: c.payload }),
        });
        check(`POST ${c.label}`, res);
      }
    }
    expect(problems).toEqual([]);
  });
});

describe('replayed requests', () => {
  const as = (token: string, url: string, payload = '{}') =>
    ctx.app.inject({
      method: 'POST',
      url,
      headers: { 'content-type': J, 'x-token': token },
      payload,
    });

  it('exchange a ticket once, and refuse a logged-out token with 20200', async () => {
    const token = await tokenFor(ctx.app, userId);
    const { ticket } = (await as(token, '/passport/api/ticket')).json().data as { ticket: string };
    const body = toJson({ ticket });
    expect((await as('', '/v1/udc/ticket-login', body)).json()).toMatchObject({ code: 200 });
    const again = (await as('', '/v1/udc/ticket-login', body)).json();
    expect(again).toMatchObject({ code: Code.CONFLICT, data: null });
    expect(again.msg).toMatch(CHINESE);

    expect((await as(token, '/v1/user/logout')).json()).toMatchObject({ data: { revoked: true } });
    expect((await as(token, '/v1/user/logout')).json()).toMatchObject({ data: { revoked: false } });
    expect((await as(token, '/v1/user/info')).json()).toMatchObject({ code: Code.TOKEN_EXPIRED });
  });
});

describe('findings of the sweep, kept as regressions', () => {
  const post = (url: string, payload: string) =>
    ctx.app.inject({ method: 'POST', url, headers: { 'content-type': J }, payload });

  it('refuses report params nested too deep (was a stack overflow → 500)', async () => {
    const res = await post('/v1/report', toJson({ event: 'x', params: { a: deepObject } }));
    expect(res.json()).toEqual({
      code: 40001,
      msg: '参数错误：params.a.a.a.a.a.a.a.a.a.a.a.a.a.a.a 嵌套层级过深',
      data: null,
    });
    const ok = await post('/v1/report', toJson({ event: 'x', params: { a: { b: { c: [1] } } } }));
    expect(ok.json()).toMatchObject({ code: 200 });
  });

  it('refuses lone surrogates and NUL anywhere in the input, keys too (jsonb refused them → 500)', async () => {
    const cases: [string, string][] = [
      [toJson({ event: 'x', params: { a: new Raw('"\\ud800"') } }), 'params.a'],
      [toJson({ event: 'x', params: new Raw('{"\\udfff":1}') }), 'params'],
      [toJson({ event: 'x', params: { list: ['ok', 'a\u0000'] } }), 'params.list[1]'],
    ];
    for (const [payload, field] of cases) {
      expect((await post('/v1/report', payload)).json()).toEqual({
        code: 40001,
        msg: `参数错误：${field} 包含不允许的字符`,
        data: null,
      });
    }
    // A question with a lone surrogate was stored with U+FFFD in its place.
    const q = await postWithToken(
      '/v2/aiassistant/question',
      toJson({ content: new Raw('"讲讲\\ud83d"') }),
    );
    expect(q).toEqual({ code: 40001, msg: '参数错误：content 包含不允许的字符', data: null });
    // Emoji (a proper pair) are text like any other.
    const emoji = await post('/v1/report', toJson({ event: 'x', params: { t: '👍' } }));
    expect(emoji.json()).toMatchObject({ code: 200 });
  });

  it('refuses control characters in the name at registration, as /v1/user/mod does', async () => {
    const res = await ctx.app.inject({
      method: 'POST',
      url: '/passport/api/register',
      // Another address: the sweep used up 127.0.0.1's registrations for the hour.
      remoteAddress: '198.51.100.7',
      headers: { 'content-type': J },
      payload: toJson({
        phone: freshPhone(),
        password: 'sweep-pass-1',
        code: '123456',
        uname: '张\u0007三',
      }),
    });
    expect(res.json()).toEqual({ code: 40001, msg: '姓名包含不允许的字符', data: null });
  });
});

/** POSTs over the socket (a question that starts a stream would never end under inject). */
async function postWithToken(url: string, payload: string): Promise<unknown> {
  const res = await fetch(`${origin}${url}`, {
    method: 'POST',
    headers: { 'content-type': J, 'x-token': tokens.valid },
    body: payload,
  });
  return res.headers.get('content-type')?.startsWith(J) ? res.json() : res.text();
}
