/**
 * The Lua scripts of the shared assistant limits (limits-redis.ts): each runs atomically on
 * Redis, on Redis's own clock.
 */
import { defineScript, type CommandParser } from '@redis/client';

// Redis's clock in ms, so that instances with skewed clocks still share one window.
const NOW = `local t = redis.call('TIME')
local now = tonumber(t[1]) * 1000 + math.floor(tonumber(t[2]) / 1000)`;
// Lua 5.1 prints large numbers as %.14g; scores are sent as integers.
const int = (name: string) => `string.format('%d', ${name})`;

/** Acquire answers 0 (slot taken, question counted), 1 (streams full) or 2 (window full). */
export const ACQUIRED = 0;
export const STREAMS_FULL = 1;
export const RATE_FULL = 2;

/** The scripts, registered on the limits' Redis client. */
export const scripts = {
  /**
   * KEYS: slots (zset slot id → lease end), questions (zset id → asked at).
   * ARGV: slot id, max streams, max per window, window ms, lease ms, slots held in process.
   */
  acquireSlot: defineScript({
    NUMBER_OF_KEYS: 2,
    SCRIPT: `${NOW}
local maxStreams, maxPerWindow = tonumber(ARGV[2]), tonumber(ARGV[3])
local windowMs, leaseMs, heldHere = tonumber(ARGV[4]), tonumber(ARGV[5]), tonumber(ARGV[6])
redis.call('ZREMRANGEBYSCORE', KEYS[1], '-inf', ${int('now')})
if redis.call('ZCARD', KEYS[1]) + heldHere >= maxStreams then return ${STREAMS_FULL} end
redis.call('ZREMRANGEBYSCORE', KEYS[2], '-inf', ${int('now - windowMs')})
if redis.call('ZCARD', KEYS[2]) >= maxPerWindow then return ${RATE_FULL} end
redis.call('ZADD', KEYS[2], ${int('now')}, ARGV[1])
redis.call('PEXPIRE', KEYS[2], windowMs)
redis.call('ZADD', KEYS[1], ${int('now + leaseMs')}, ARGV[1])
redis.call('PEXPIRE', KEYS[1], leaseMs)
return ${ACQUIRED}`,
    parseCommand(
      parser: CommandParser,
      keys: SlotKeys,
      slotId: string,
      limits: { maxStreams: number; maxPerWindow: number; windowMs: number; leaseMs: number },
      heldHere: number,
    ) {
      parser.pushKeys([keys.slots, keys.questions]);
      parser.pushVariadic([
        slotId,
        String(limits.maxStreams),
        String(limits.maxPerWindow),
        String(limits.windowMs),
        String(limits.leaseMs),
        String(heldHere),
      ]);
    },
    transformReply: (reply: unknown) => Number(reply),
  }),
  /**
   * Extends the lease of a slot whose answer still runs: 1 when it was live, 0 when it was gone
   * (its lease lapsed while Redis was away, or it was taken in process during an outage) and is
   * added again, so the teacher's running answers are all counted.
   */
  renewSlot: defineScript({
    NUMBER_OF_KEYS: 1,
    SCRIPT: `${NOW}
local leaseMs = tonumber(ARGV[2])
local score = redis.call('ZSCORE', KEYS[1], ARGV[1])
local live = score and tonumber(score) > now
redis.call('ZADD', KEYS[1], ${int('now + leaseMs')}, ARGV[1])
redis.call('PEXPIRE', KEYS[1], leaseMs)
if live then return 1 end
return 0`,
    parseCommand(parser: CommandParser, slots: string, slotId: string, leaseMs: number) {
      parser.pushKey(slots);
      parser.pushVariadic([slotId, String(leaseMs)]);
    },
    transformReply: (reply: unknown) => Number(reply) === 1,
  }),
  /** Adds questions asked while Redis was away (ARGV: window ms, then id and time pairs). */
  addQuestions: defineScript({
    NUMBER_OF_KEYS: 1,
    SCRIPT: `for i = 2, #ARGV, 2 do redis.call('ZADD', KEYS[1], ARGV[i + 1], ARGV[i]) end
redis.call('PEXPIRE', KEYS[1], tonumber(ARGV[1]))
return 1`,
    parseCommand(
      parser: CommandParser,
      questions: string,
      windowMs: number,
      asked: { id: string; at: number }[],
    ) {
      parser.pushKey(questions);
      parser.pushVariadic([
        String(windowMs),
        ...asked.flatMap((q) => [q.id, String(Math.round(q.at))]),
      ]);
    },
    transformReply: (reply: unknown) => Number(reply),
  }),
  /** Live slots of one teacher. */
  countSlots: defineScript({
    NUMBER_OF_KEYS: 1,
    SCRIPT: `${NOW}
return redis.call('ZCOUNT', KEYS[1], '(' .. ${int('now')}, '+inf')`,
    parseCommand(parser: CommandParser, slots: string) {
      parser.pushKey(slots);
    },
    transformReply: (reply: unknown) => Number(reply),
  }),
};

/** The two keys of one teacher; the hash tag keeps them in one cluster slot (one script). */
export interface SlotKeys {
  slots: string;
  questions: string;
}
