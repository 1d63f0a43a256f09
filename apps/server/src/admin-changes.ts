/**
 * What an admin command's write tells the running servers (docs/server.md "Several instances"):
 * each server keeps the teacher's `/v1/user/info` answer for up to a minute unless a write it is
 * told of changes it. The admin CLI writes to the database directly, so with REDIS_URL it
 * publishes the same message as a server's own write, on the same channel (`userinfo:changed`,
 * through the identity feeds' publisher), once the write committed; every server then forgets the
 * answer at once. The CLI only tells, so it opens the publishing connection alone, no
 * subscriber. Without REDIS_URL nothing is told: a server shows the change when its answer
 * expires (60 s).
 *
 * Redis is a hint here, as between servers: a Redis that cannot be reached is reported on stderr
 * and the command still writes (the servers then show the change within the minute).
 */
import type { Config } from './env';
import {
  connectUserInfoPublisher,
  noUserInfoCache,
  USER_INFO_CACHE_MS,
  userInfoChangesOver,
  type UserInfoChanges,
} from './modules/identity';

/** Where the CLI reports a Redis it cannot reach or a message it could not publish. */
export type AdminWarn = (line: string) => void;

const toStderr: AdminWarn = (line) => process.stderr.write(`${line}\n`);

const LATER = `running servers show the change within ${USER_INFO_CACHE_MS / 1000} s`;

/**
 * Runs `write` with the changes it must tell (published to the running servers when REDIS_URL is
 * set), then waits for the messages to be sent and closes the connections.
 */
export async function withAdminChanges<T>(
  config: Pick<Config, 'redis'>,
  write: (infoChanges: UserInfoChanges) => Promise<T>,
  warn: AdminWarn = toStderr,
): Promise<T> {
  if (!config.redis) return write(noUserInfoCache);
  const log = {
    error: (_obj: object, msg: string) => warn(`${msg}; ${LATER}`),
    info: () => undefined,
  };
  let userInfo;
  try {
    userInfo = await connectUserInfoPublisher(config.redis, log);
  } catch (error) {
    warn(`${error instanceof Error ? error.message : String(error)}; ${LATER}`);
    return write(noUserInfoCache);
  }
  const sent: Promise<void>[] = [];
  try {
    return await write(
      userInfoChangesOver((change) => {
        sent.push(userInfo.publish(change));
      }),
    );
  } finally {
    // publish() reports its own failure and never rejects.
    await Promise.all(sent);
    await userInfo.close();
  }
}
