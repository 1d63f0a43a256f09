/**
 * Housekeeping: deletes rows that can never be used again, so the tables of a school's server do
 * not grow with every login it ever saw. Only dead rows go: a session or ticket a day after it
 * expired or was revoked, an upload credential a day after it expired, an avatar file no teacher's profile names a day after it was
 * written. Every rule is idempotent (a `DELETE … WHERE`, or removing a file that may already be
 * gone), so several instances running it at once do no harm (docs/server.md "Housekeeping").
 */
import { readdir, stat, unlink } from 'node:fs/promises';
import { join } from 'node:path';
import { like, lt, or } from 'drizzle-orm';
import type { Db } from '../../db/database';
import { loginTickets, ossCredentials, reportEvents, sessions, users } from '../../db/schema';
import { DEFAULT_REPORT_RETENTION_DAYS } from '../../env';
import { AVATAR_NAME_PATTERN, AVATAR_URL_PREFIX } from './avatar-store';

const HOUR_MS = 3600 * 1000;
/** How long a dead row is kept (for support questions such as "why was I logged out?"). */
export const DEAD_ROW_GRACE_MS = 24 * HOUR_MS;
/** How often a running server sweeps. */
export const HOUSEKEEPING_INTERVAL_MS = HOUR_MS;

/** Rows deleted by one sweep, per table. */
export interface HousekeepingReport {
  sessions: number;
  loginTickets: number;
  ossCredentials: number;
  /** Tracking events older than REPORT_RETENTION_DAYS. */
  reportEvents: number;
  /** Avatar files uploaded but never saved to a profile, or replaced since. */
  avatarFiles: number;
}

/** The handle of {@link createHousekeeping}. */
export interface Housekeeping {
  /** One sweep of every rule; resolves with what it deleted. */
  runOnce(): Promise<HousekeepingReport>;
}

/**
 * Deletes avatar files in `dir` older than the grace period that no teacher's profile names (an
 * upload never saved, or one replaced since). Files written within the day are kept: the upload
 * and the profile save that names it are two requests. Returns how many went.
 */
async function sweepAvatars(db: Db, dir: string, deadBefore: Date): Promise<number> {
  let names: string[];
  try {
    names = (await readdir(dir)).filter((name) => AVATAR_NAME_PATTERN.test(name));
  } catch {
    return 0; // no avatar was ever uploaded
  }
  if (names.length === 0) return 0;
  const rows = await db
    .select({ avatar: users.avatar })
    .from(users)
    .where(like(users.avatar, `${AVATAR_URL_PREFIX}%`));
  const used = new Set(rows.map((r) => r.avatar.slice(AVATAR_URL_PREFIX.length)));
  let deleted = 0;
  for (const name of names) {
    if (used.has(name)) continue;
    const path = join(dir, name);
    try {
      if ((await stat(path)).mtime >= deadBefore) continue;
      await unlink(path);
      deleted += 1;
    } catch {
      // Gone already (another instance swept it): nothing to do.
    }
  }
  return deleted;
}

/**
 * The housekeeping rules over `db`, and over the avatar files in `avatarsDir` when given;
 * `clock` is injectable for tests.
 */
export function createHousekeeping(deps: {
  db: Db;
  avatarsDir?: string;
  clock?: () => Date;
  /** REPORT_RETENTION_DAYS. */
  reportRetentionDays?: number;
}): Housekeeping {
  const clock = deps.clock ?? (() => new Date());
  const { db } = deps;
  return {
    async runOnce() {
      const now = clock().getTime();
      const deadBefore = new Date(now - DEAD_ROW_GRACE_MS);
      const deletedSessions = await db
        .delete(sessions)
        .where(or(lt(sessions.expiresAt, deadBefore), lt(sessions.revokedAt, deadBefore)))
        .returning({ id: sessions.id });
      const deletedTickets = await db
        .delete(loginTickets)
        .where(lt(loginTickets.expiresAt, deadBefore))
        .returning({ id: loginTickets.id });
      const deletedCredentials = await db
        .delete(ossCredentials)
        .where(lt(ossCredentials.expiresAt, deadBefore))
        .returning({ id: ossCredentials.accessKeyId });
      const reportsBefore = new Date(
        now - (deps.reportRetentionDays ?? DEFAULT_REPORT_RETENTION_DAYS) * 86_400_000,
      );
      const deletedReports = await db
        .delete(reportEvents)
        .where(lt(reportEvents.createdAt, reportsBefore))
        .returning({ id: reportEvents.id });
      return {
        sessions: deletedSessions.length,
        loginTickets: deletedTickets.length,
        ossCredentials: deletedCredentials.length,
        reportEvents: deletedReports.length,
        avatarFiles: deps.avatarsDir ? await sweepAvatars(db, deps.avatarsDir, deadBefore) : 0,
      };
    },
  };
}

/**
 * Runs `housekeeping` every `intervalMs` (first sweep one interval after start) until `stop()`.
 * The timer does not keep the process alive; a failed sweep is logged and the next one runs.
 */
export function scheduleHousekeeping(
  housekeeping: Housekeeping,
  options: {
    intervalMs?: number;
    log: {
      info(obj: object, msg: string): void;
      error(obj: object, msg: string): void;
    };
  },
): { stop(): Promise<void> } {
  let running: Promise<void> | undefined;
  const timer = setInterval(() => {
    if (running) return; // a slow sweep is never overlapped by the next
    running = housekeeping
      .runOnce()
      .then(
        (report) => {
          if (Object.values(report).some((n) => n > 0)) {
            options.log.info({ deleted: report }, 'housekeeping');
          }
        },
        (error: unknown) => options.log.error({ err: error }, 'housekeeping failed'),
      )
      .finally(() => {
        running = undefined;
      });
  }, options.intervalMs ?? HOUSEKEEPING_INTERVAL_MS);
  timer.unref();
  return {
    async stop() {
      clearInterval(timer);
      // Closing the database under a sweep in flight would fail it: let it end first.
      await running;
    },
  };
}
