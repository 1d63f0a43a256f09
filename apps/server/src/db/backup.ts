/**
 * Backup and restore of the embedded database (docs/operations.md "Backup and restore").
 *
 * Only one process may open `DATA_DIR/pglite`, so a backup while serving is made by the server
 * itself: it listens on a Unix socket in `DATA_DIR/run/` (a directory only its user can enter),
 * and `npm run admin -- backup FILE` asks it there for a checkpointed `dumpDataDir` tarball.
 * When no server answers, the admin command opens the directory itself. A restore needs the
 * server stopped: it builds the restored cluster beside the current one and swaps them.
 */
import { randomBytes } from 'node:crypto';
import { createWriteStream } from 'node:fs';
import { chmod, mkdir, open, readFile, rename, rm, stat, unlink } from 'node:fs/promises';
import { connect, createServer, type Server, type Socket } from 'node:net';
import { dirname, join } from 'node:path';
import { pipeline } from 'node:stream/promises';
import type { Database } from './database';
import { startPgliteWorker } from './pglite-client';

/** The control socket of the server serving `dataDir`. */
export const controlSocketPath = (dataDir: string): string => join(dataDir, 'run', 'control.sock');

/** Linux refuses Unix socket paths longer than this (sun_path is 108 bytes with its NUL). */
const SOCKET_PATH_MAX = 107;

/** The first bytes of every gzip stream (RFC 1952): what a backup file starts with. */
const GZIP_MAGIC = [0x1f, 0x8b];

/** A refused backup or restore, with the message the admin command prints. */
export class BackupError extends Error {
  constructor(message: string) {
    super(message);
    this.name = 'BackupError';
  }
}

interface Log {
  info(obj: object, msg: string): void;
  error(obj: object, msg: string): void;
}

/**
 * Listens on the control socket while the server runs (embedded database only): `ping` answers
 * that a server owns the directory, `backup` answers the database's tarball. Each answer is a
 * header line `ok <bytes>` or `error <message>`, then the bytes. A socket path over the Linux
 * limit (a very long DATA_DIR) is skipped with a log line: backups then need the server stopped.
 */
export async function serveControl(
  dataDir: string,
  database: Database,
  log: Log,
): Promise<{ close(): Promise<void> }> {
  const path = controlSocketPath(dataDir);
  const backup = database.backup?.bind(database);
  if (!backup) return { close: async () => undefined };
  if (Buffer.byteLength(path) > SOCKET_PATH_MAX) {
    log.error({ path }, 'control socket path too long: backups while serving are off');
    return { close: async () => undefined };
  }
  await mkdir(dirname(path), { recursive: true, mode: 0o700 });
  await chmod(dirname(path), 0o700);
  // A socket left by a killed server (prepareDatabase checked that none answers).
  await unlink(path).catch(() => undefined);
  const answer = async (socket: Socket, command: string): Promise<void> => {
    if (command === 'ping') {
      socket.end('ok 0\n');
      return;
    }
    if (command !== 'backup') {
      socket.end(`error unknown command ${command}\n`);
      return;
    }
    const started = performance.now();
    const bytes = await backup();
    socket.write(`ok ${bytes.byteLength}\n`);
    socket.end(bytes);
    log.info(
      { bytes: bytes.byteLength, ms: Math.round(performance.now() - started) },
      'backup served',
    );
  };
  // The client half-closes after its command; the answer still goes back on the open half.
  const server: Server = createServer({ allowHalfOpen: true }, (socket) => {
    socket.on('error', () => undefined);
    let line = '';
    const onData = (data: Buffer) => {
      line += data.toString('utf8');
      const end = line.indexOf('\n');
      if (end < 0) {
        if (line.length > 64) socket.destroy();
        return;
      }
      socket.off('data', onData);
      answer(socket, line.slice(0, end).trim()).catch((error: unknown) => {
        log.error({ err: error }, 'backup failed');
        socket.end(`error ${error instanceof Error ? error.message : String(error)}\n`);
      });
    };
    socket.on('data', onData);
  });
  await new Promise<void>((resolve, reject) => {
    server.once('error', reject);
    server.listen(path, () => {
      server.off('error', reject);
      resolve();
    });
  });
  return {
    close: () =>
      new Promise<void>((resolve) => {
        server.close(() => resolve());
      }),
  };
}

/**
 * Sends `command` to the server serving `dataDir`; resolves with its answer's bytes, or
 * undefined when no server listens there (no socket, or one a killed server left).
 */
export async function askServer(dataDir: string, command: string): Promise<Buffer | undefined> {
  const path = controlSocketPath(dataDir);
  if (Buffer.byteLength(path) > SOCKET_PATH_MAX) return undefined;
  const socket = connect(path);
  const connected = await new Promise<boolean>((resolve, reject) => {
    socket.once('connect', () => resolve(true));
    socket.once('error', (error: NodeJS.ErrnoException) => {
      if (error.code === 'ENOENT' || error.code === 'ECONNREFUSED') resolve(false);
      else reject(error);
    });
  });
  if (!connected) return undefined;
  const chunks: Buffer[] = [];
  socket.on('data', (data: Buffer) => chunks.push(data));
  socket.end(`${command}\n`);
  await new Promise<void>((resolve, reject) => {
    socket.once('close', () => resolve());
    socket.once('error', reject);
  });
  const all = Buffer.concat(chunks);
  const end = all.indexOf(0x0a);
  const header = all.subarray(0, Math.max(end, 0)).toString('utf8');
  const ok = /^ok (\d+)$/.exec(header);
  if (!ok)
    throw new BackupError(`The server refused: ${header.replace(/^error /, '') || 'no answer'}`);
  const body = all.subarray(end + 1);
  if (body.byteLength !== Number(ok[1])) {
    throw new BackupError(
      `The server's answer was cut short (${body.byteLength} of ${ok[1]} bytes)`,
    );
  }
  return body;
}

/**
 * Refuses to open the embedded database while a server serves `dataDir`: two processes on one
 * PGlite directory would corrupt it.
 */
export async function assertNotServing(dataDir: string): Promise<void> {
  if ((await askServer(dataDir, 'ping')) !== undefined) {
    throw new BackupError(
      `An AITA server is running on DATA_DIR ${dataDir}; the embedded database allows one process. ` +
        'Stop it first (e.g. systemctl stop aita), or use DATABASE_URL. ' +
        '（服务正在运行，内置数据库只允许一个进程：请先停止服务）',
    );
  }
}

/** Writes `bytes` to `file` whole or not at all (temporary file, fsync, rename). */
async function writeWhole(file: string, bytes: Uint8Array): Promise<void> {
  const temporary = `${file}.tmp-${randomBytes(4).toString('hex')}`;
  try {
    await pipeline(
      [Buffer.from(bytes.buffer, bytes.byteOffset, bytes.byteLength)],
      createWriteStream(temporary, { mode: 0o600 }),
    );
    const handle = await open(temporary, 'r');
    await handle.sync().finally(() => handle.close());
    await rename(temporary, file);
  } catch (error) {
    await rm(temporary, { force: true });
    throw error;
  }
}

/**
 * `npm run admin -- backup FILE`: the embedded database of `dataDir` into FILE, from the running
 * server when there is one (`'server'`), else by opening the directory (`'direct'`).
 */
export async function backupEmbedded(
  dataDir: string,
  file: string,
): Promise<{ from: 'server' | 'direct'; bytes: number }> {
  let bytes: Uint8Array | undefined = await askServer(dataDir, 'backup');
  const from = bytes ? 'server' : 'direct';
  if (!bytes) {
    const pgDir = join(dataDir, 'pglite');
    if (!(await stat(join(pgDir, 'PG_VERSION')).catch(() => undefined))) {
      throw new BackupError(`No embedded database in ${pgDir} (DATA_DIR): nothing to back up.`);
    }
    const client = await startPgliteWorker(pgDir);
    try {
      bytes = await client.dump();
    } finally {
      await client.close();
    }
  }
  await writeWhole(file, bytes);
  return { from, bytes: bytes.byteLength };
}

/**
 * `npm run admin -- restore FILE`: replaces the embedded database of `dataDir` with a backup.
 * Refused while a server runs on `dataDir`. The backup is loaded into a new directory and
 * checked (it must hold AITA's migrations) before the current database is moved aside to
 * `pglite.before-restore-<time>` (returned) and the restored one renamed into place.
 */
export async function restoreEmbedded(
  dataDir: string,
  file: string,
): Promise<{ aside: string | undefined }> {
  await assertNotServing(dataDir);
  const bytes = await readFile(file).catch((error: NodeJS.ErrnoException) => {
    throw new BackupError(`Cannot read ${file}: ${error.code ?? error.message}`);
  });
  if (bytes[0] !== GZIP_MAGIC[0] || bytes[1] !== GZIP_MAGIC[1]) {
    throw new BackupError(`${file} is not a backup made by "npm run admin -- backup".`);
  }
  const pgDir = join(dataDir, 'pglite');
  const building = `${pgDir}.restoring-${randomBytes(4).toString('hex')}`;
  await mkdir(dataDir, { recursive: true });
  try {
    const client = await startPgliteWorker(building, { loadDataDir: bytes }).catch(
      (error: unknown) => {
        throw new BackupError(`${file} could not be loaded: ${String(error)}`);
      },
    );
    try {
      await client
        .query('select count(*) from drizzle.__drizzle_migrations', [], 'array')
        .catch(() => {
          throw new BackupError(`${file} holds no AITA database (no migrations table).`);
        });
    } finally {
      await client.close();
    }
    let aside: string | undefined;
    if (await stat(pgDir).catch(() => undefined)) {
      aside = `${pgDir}.before-restore-${Date.now()}`;
      await rename(pgDir, aside);
    }
    await rename(building, pgDir);
    return { aside };
  } catch (error) {
    await rm(building, { recursive: true, force: true });
    throw error;
  }
}
