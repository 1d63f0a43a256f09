// The named peer of the burst bench (bench/burst.bench.mjs): a bare relay — Fastify and
// undici.request, as an engineer would write the smallest server in between — answering
// `POST /v2/aiassistant/question` in the product's stream format from the model at
// `env.AI_BASE_URL`, with no login, no limits, no storage, no moderation and no log. What the
// product costs beyond it is what its own work costs. Protocol in bench/child.mjs.
import Fastify from 'fastify';
import { request } from 'undici';
import { serveChild } from './child.mjs';

serveChild(async ({ env }) => {
  const modelUrl = `${env.AI_BASE_URL}/chat/completions`;
  const app = Fastify({ logger: false });
  const frame = (data) => `event: ai-reply\ndata: ${JSON.stringify(data)}\n\n`;
  app.post('/v2/aiassistant/question', async (req, reply) => {
    reply.hijack();
    const res = reply.raw;
    res.writeHead(200, { 'content-type': 'text/event-stream; charset=utf-8' });
    res.socket?.setNoDelay(true);
    const upstream = await request(modelUrl, {
      method: 'POST',
      headers: { 'content-type': 'application/json' },
      body: JSON.stringify({
        model: env.AI_MODEL,
        stream: true,
        messages: [{ role: 'user', content: req.body.content }],
      }),
    });
    upstream.body.setEncoding('utf8');
    let pending = '';
    for await (const text of upstream.body) {
      pending += text;
      let end;
      while ((end = pending.indexOf('\n\n')) >= 0) {
        const line = pending.slice(0, end);
        pending = pending.slice(end + 2);
        if (!line.startsWith('data: ') || line === 'data: [DONE]') continue;
        const content = JSON.parse(line.slice(6)).choices[0]?.delta?.content;
        if (content) res.write(frame({ status: 1, answerContent: content }));
      }
    }
    res.end(frame({ status: 3, answerContent: '' }));
  });
  // The other teacher's call: answered at once, as a cached user/info would be.
  app.post('/v1/user/info', async () => ({ code: 0, msg: 'ok', data: {} }));
  await app.listen({ port: 0, host: '127.0.0.1' });
  return { url: `http://127.0.0.1:${app.server.address().port}`, close: () => app.close() };
});
