// The parent ↔ child protocol of the servers that benches run in a process of their own
// (bench/serve.mjs, bench/relay.mjs; used by bench/burst.bench.mjs). The child gets its options
// as the first message, answers `{ url }` once listening, `{ cpu, main }` (process.cpuUsage() of
// all its threads, µs; the main thread's CPU time in ms on Linux, else null) to `{ cpu: true }`, starts a CPU profile of its main thread on `{ profile: 'start' }` and writes it
// (Chrome DevTools' .cpuprofile) on `{ profile: 'stop', path }`, and closes on `{ close: true }`
// or when the parent goes away.
import { fork } from 'node:child_process';
import { readFileSync } from 'node:fs';
import { writeFile } from 'node:fs/promises';
import { Session } from 'node:inspector/promises';

/** CPU time of this process's main thread in ms (Linux: /proc; elsewhere null). */
function mainThreadMs() {
  try {
    const stat = readFileSync(`/proc/self/task/${process.pid}/stat`, 'utf8');
    const fields = stat.slice(stat.lastIndexOf(')') + 2).split(' ');
    // utime and stime, in clock ticks of 1/100 s (USER_HZ).
    return (Number(fields[11]) + Number(fields[12])) * 10;
  } catch {
    return null;
  }
}

/** In the child: `start(options)` resolves `{ url, close }`; the rest of the protocol is here. */
export function serveChild(start) {
  let inspector;
  const profile = async ({ profile: step, path, heap }) => {
    if (step === 'start') {
      inspector = new Session();
      inspector.connect();
      if (heap) {
        // Every sampled allocation, also those the GC has already collected: what an answer
        // allocates, not what it keeps.
        await inspector.post('HeapProfiler.enable');
        await inspector.post('HeapProfiler.startSampling', {
          samplingInterval: 1024,
          includeObjectsCollectedByMajorGC: true,
          includeObjectsCollectedByMinorGC: true,
        });
      } else {
        await inspector.post('Profiler.enable');
        await inspector.post('Profiler.setSamplingInterval', { interval: 500 });
        await inspector.post('Profiler.start');
      }
      process.send({ profiled: 'started' });
      return;
    }
    const { profile: data } = await inspector.post(
      heap ? 'HeapProfiler.stopSampling' : 'Profiler.stop',
    );
    inspector.disconnect();
    await writeFile(path, JSON.stringify(data));
    process.send({ profiled: path });
  };
  process.once('message', async (options) => {
    const srv = await start(options);
    let closing;
    const close = () => {
      closing ??= srv.close().finally(() => process.exit(0));
      return closing;
    };
    process.on('message', (m) => {
      if (m?.close) void close();
      // First: a profile request carries a `heap` flag of its own.
      else if (m?.profile) void profile(m);
      else if (m?.cpu) process.send({ cpu: process.cpuUsage(), main: mainThreadMs() });
      else if (m?.heap) {
        // After a full collection when the child runs with --expose-gc: what is still held.
        globalThis.gc?.();
        process.send({ heapUsed: process.memoryUsage().heapUsed, collected: !!globalThis.gc });
      }
    });
    process.on('disconnect', close);
    process.send({ url: srv.url });
  });
}

/** In the parent: forks `script` (a URL), sends it `options`, resolves once it listens. */
export async function startChild(script, options) {
  // BENCH_SERVER_FLAGS: Node flags for the servers alone (e.g. `--max-semi-space-size=64`), so
  // a flag's effect is measured without changing the clients and the model in the parent.
  const flags = (process.env.BENCH_SERVER_FLAGS ?? '').split(' ').filter((f) => f !== '');
  const child = fork(script, [], { execArgv: [...process.execArgv, ...flags] });
  const ask = (message) =>
    new Promise((resolve) => {
      child.once('message', resolve);
      child.send(message);
    });
  const { url } = await new Promise((resolve, reject) => {
    child.once('message', resolve);
    child.once('exit', (code) => reject(new Error(`the bench server exited (${code})`)));
    child.send(options);
  });
  return {
    url,
    /** CPU time (user + system) the child has used so far, in ms: all threads, and the main one. */
    cpu: async () => {
      const { cpu, main } = await ask({ cpu: true });
      return { all: (cpu.user + cpu.system) / 1000, main };
    },
    /** The child's heap in use (bytes), after a full collection when it runs with --expose-gc. */
    heapUsed: async () => (await ask({ heap: true })).heapUsed,
    /** Starts a CPU (or, with `heap`, an allocation) profile of the child, or writes it to `path`. */
    profile: (step, path, heap = false) => ask({ profile: step, path, heap }),
    close: () =>
      new Promise((resolve) => {
        child.once('exit', resolve);
        child.send({ close: true });
      }),
  };
}
