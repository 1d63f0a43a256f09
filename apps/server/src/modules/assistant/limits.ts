/**
 * Per-teacher limits of the AI assistant stream ("a limit of concurrent streams per
 * teacher, rate limits with the 42900 envelope"). This file holds the interface and the
 * in-process counters (the default: right for one instance). With REDIS_URL several instances
 * share one set of counters through Redis (`assistant-limits-redis.ts`); see docs/assistant.md
 * "Limits".
 */

/** Options of {@link createAssistantLimits}. */
export interface AssistantLimitsOptions {
  /** Concurrent answers per teacher. */
  maxStreams: number;
  /** Questions per teacher in any sliding window of `windowMs`. */
  maxPerWindow: number;
  /** Default 60000 (one minute). */
  windowMs?: number;
  /** Clock in ms; injectable for tests. */
  now?: () => number;
}

/** Why a question was refused. */
export type LimitRefusal = 'streams' | 'rate';

/** A held stream slot. */
export interface StreamSlot {
  /** Frees the slot; idempotent, never rejects (a failure is logged and the slot expires). */
  release(): Promise<void>;
}

/** What {@link AssistantLimits.acquire} answers. */
export type LimitDecision = { ok: true; slot: StreamSlot } | { ok: false; reason: LimitRefusal };

/** The per-teacher limits, in this process or shared by several. */
export interface AssistantLimits {
  /**
   * Counts one question of `userId` and takes a stream slot, or refuses without counting:
   * `streams` when the teacher already has `maxStreams` answers running, `rate` when the window
   * is full. Never rejects.
   */
  acquire(userId: number): Promise<LimitDecision>;
  /** Answers running for `userId` (for tests and metrics). */
  active(userId: number): Promise<number>;
  /** Stops background work and closes what the limits own; idempotent. */
  close(): Promise<void>;
}

/** In-process concurrency and sliding-window rate limits, keyed by teacher id. */
export function createAssistantLimits(options: AssistantLimitsOptions): AssistantLimits {
  const windowMs = options.windowMs ?? 60_000;
  const now = options.now ?? Date.now;
  const streams = new Map<number, number>();
  const asked = new Map<number, number[]>();

  /** The teacher's question times within the window (kept oldest first: only a head expires). */
  function recent(userId: number, t: number): number[] {
    const times = asked.get(userId) ?? [];
    let expired = 0;
    while (expired < times.length && t - (times[expired] ?? t) >= windowMs) expired += 1;
    if (expired > 0) times.splice(0, expired);
    if (times.length === 0) asked.delete(userId);
    else asked.set(userId, times);
    return times;
  }

  // Forget idle teachers now and then, so the map does not grow with every teacher ever seen.
  let sweeps = 0;
  function sweep(t: number): void {
    sweeps += 1;
    if (sweeps % 256 !== 0) return;
    for (const userId of [...asked.keys()]) recent(userId, t);
  }

  function acquire(userId: number): LimitDecision {
    const t = now();
    sweep(t);
    if ((streams.get(userId) ?? 0) >= options.maxStreams) return { ok: false, reason: 'streams' };
    const times = recent(userId, t);
    if (times.length >= options.maxPerWindow) return { ok: false, reason: 'rate' };
    times.push(t);
    asked.set(userId, times);
    streams.set(userId, (streams.get(userId) ?? 0) + 1);
    let released = false;
    return {
      ok: true,
      slot: {
        release() {
          if (!released) {
            released = true;
            const n = (streams.get(userId) ?? 1) - 1;
            if (n <= 0) streams.delete(userId);
            else streams.set(userId, n);
          }
          return Promise.resolve();
        },
      },
    };
  }

  return {
    acquire: (userId) => Promise.resolve(acquire(userId)),
    active: (userId) => Promise.resolve(streams.get(userId) ?? 0),
    close: () => Promise.resolve(),
  };
}
