/**
 * Sample essays for the server tests, written as students write them, and a fake
 * OpenAI-compatible chat server that marks them with a fixed structured answer (the real
 * protocol: `POST /v1/chat/completions`, a JSON completion whose content is the JSON object).
 */
import type { FastifyInstance } from 'fastify';
import { essayReview } from '@aita/contract';
import {
  sendJson,
  sleep,
  startServer,
  type TestServer,
} from '../../../ai/__fixtures__/http-server';
import { postAs } from '../../../test/identity';

/** 三年级《我的妈妈》with the usual slips (的地得, 在/再, a Latin comma, 然后 four times). */
export const PRIMARY_WITH_SLIPS = `我的妈妈是一名医生,她每天都很忙。早上她很早就起床给我做早饭，然后送我去上学，然后再去医院上班。
有一次我发烧了，妈妈高兴的跑过来摸摸我的头，说：“没事的，吃了药就好了。”她跑的很快，去药店给我买药。
晚上妈妈在次给我量体温，我们都松了一口气。然后妈妈给我讲故事，然后我就睡着了。`;

/** 八年级《那一次，我真快乐》: a correct essay. */
export const JUNIOR_CLEAN = `去年秋天，学校组织我们到郊外的果园摘苹果。一路上，同学们有说有笑，车窗外的稻田像一块金色的地毯，一直铺到天边。
到了果园，我挑了一棵结满果子的树。树枝被压弯了腰，红彤彤的苹果在阳光下闪着光。我踮起脚，小心地摘下一个，轻轻地放进篮子里。
傍晚回家的路上，我抱着满满一篮苹果，心里甜滋滋的。原来，用自己的双手换来的果实，才是最甜的。`;

/**
 * The fixed answer for the 中考 rubric: one dimension over its maximum (clamped), one comment
 * quoting words the student never wrote (dropped), a paragraph comment for a paragraph that does
 * not exist (dropped).
 */
export const FIXED_MARKING = {
  dimensions: [
    { key: 'content', score: 30, reason: '选材真实，中心明确' },
    { key: 'language', score: 12, reason: '比喻生动，语言通顺' },
    { key: 'structure', score: 8, reason: '按时间顺序，层次清楚' },
    { key: 'feature', score: 4, reason: '结尾点题' },
  ],
  comments: [
    { quote: '像一块金色的地毯', kind: 'highlight', text: '比喻生动，写出了稻田的颜色和广阔' },
    { quote: '这句话学生从来没有写过', kind: 'grammar', text: '编造的批注' },
    { quote: '小心地摘下一个', kind: 'wording', text: '动作描写细致' },
  ],
  paragraphComments: [
    { paragraph: 1, text: '细节描写具体' },
    { paragraph: 7, text: '不存在的段落' },
  ],
  overall: '你把摘苹果的过程写得很具体，结尾的感悟也自然。',
  suggestion: '第二段可以加一句摘到苹果时的心情。',
};

/** A fake chat model: counts calls in flight, can be slowed down, records what it was asked. */
export interface FakeModel {
  server: TestServer;
  env: Record<string, string>;
  /** Most requests it was answering at the same time. */
  maxInFlight(): number;
  /** The essay texts it was asked to mark, in order. */
  asked: string[];
  close(): Promise<void>;
}

/** Starts the fake model; `delayMs` holds each answer that long. */
export async function startFakeModel(
  delayMs = 0,
  answer: unknown = FIXED_MARKING,
): Promise<FakeModel> {
  let inFlight = 0;
  let max = 0;
  const asked: string[] = [];
  const server = await startServer(async (_req, res, body) => {
    inFlight += 1;
    max = Math.max(max, inFlight);
    try {
      const request = JSON.parse(body) as { messages: { role: string; content: string }[] };
      const user = request.messages.filter((m) => m.role === 'user').at(-1)?.content ?? '';
      asked.push(/<<<\n([\s\S]*?)\n>>>/.exec(user)?.[1] ?? '');
      if (delayMs) await sleep(delayMs);
      sendJson(res, 200, {
        object: 'chat.completion',
        choices: [
          {
            index: 0,
            message: { role: 'assistant', content: JSON.stringify(answer) },
            finish_reason: 'stop',
          },
        ],
      });
    } finally {
      inFlight -= 1;
    }
  });
  return {
    server,
    env: { AI_BASE_URL: `${server.url}/v1`, AI_API_KEY: 'sk-test', AI_MODEL: 'fake-marker' },
    maxInFlight: () => max,
    asked,
    close: () => server.close(),
  };
}

/** POSTs as `token` and returns the envelope. */
export async function call(
  app: FastifyInstance,
  token: string | undefined,
  url: string,
  body?: unknown,
) {
  return (await postAs(app, token, url, body)).json() as { code: number; msg: string; data: never };
}

/** Polls `/status` until the task is done or failed (bounded by the test's own timeout). */
export async function waitForTask(app: FastifyInstance, token: string, taskId: string) {
  for (;;) {
    const answer = await call(app, token, essayReview.status.path, { taskId });
    const data = answer.data as { state: string };
    if (answer.code !== 200) throw new Error(JSON.stringify(answer));
    if (data.state === 'done' || data.state === 'failed')
      return answer.data as { state: string; progress: number; essays: { state: string }[] };
    await sleep(50);
  }
}
