// A test server (a fresh database, the app as built in dist/) in a process of its own, for benches
// whose clients would otherwise share the server's thread (bench/burst.bench.mjs). Options:
// `{ postgres, env }` as startTestServer takes them; protocol in bench/child.mjs.
import { startTestServer } from '../dist/testing.js';
import { serveChild } from './child.mjs';

serveChild(({ postgres, env }) => startTestServer({ postgres, env }));
