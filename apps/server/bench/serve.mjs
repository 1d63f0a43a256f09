// A test server in a process of its own, for benches whose clients would otherwise share the
// server's thread (bench/burst.bench.mjs): `fork('bench/serve.mjs')`, send it
// `{ postgres, env }`, it answers `{ url }` once listening, `{ cpu }` (process.cpuUsage()) to
// `{ cpu: true }`, and closes the server (dropping its fresh database) on `{ close: true }` or
// when the parent goes away.
import { startTestServer } from '../dist/testing.js';

process.once('message', async ({ postgres, env }) => {
  const srv = await startTestServer({ postgres, env });
  let closing;
  const close = () => {
    closing ??= srv.close().finally(() => process.exit(0));
    return closing;
  };
  process.on('message', (m) => {
    if (m?.close) close();
    // The CPU this process used so far (user and system, µs), to cost one answer.
    else if (m?.cpu) process.send({ cpu: process.cpuUsage() });
  });
  process.on('disconnect', close);
  process.send({ url: srv.url });
});
