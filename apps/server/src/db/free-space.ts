/**
 * Free space of DATA_DIR, watched so writes are refused with a clear message (存储空间不足)
 * before the embedded database itself runs out: PostgreSQL inside PGlite that cannot create its
 * next WAL segment spins and never answers again (docs/operations.md "Low disk").
 */
import { statfs } from 'node:fs/promises';

/** The handle of {@link watchFreeSpace}. */
export interface FreeSpace {
  /** Bytes available to this process in the directory's file system (cached briefly). */
  available(): Promise<number>;
  /** True when available space is below the floor (false when it cannot be read). */
  low(): Promise<boolean>;
  /**
   * True once armed and space is low: the embedded database refuses writes then. Armed when the
   * app is ready (boot.ts), after the start's own writes (migrations, seeds, the modules' catalogues), so a nearly full disk still lets the process
   * start and serve reads, answering writes with 存储空间不足.
   */
  refuseWrites(): Promise<boolean>;
  arm(): void;
  /** The floor, in bytes. */
  readonly floorBytes: number;
}

/** Watches `dir`'s file system against `floorBytes`; one statfs per `cacheMs` at most. */
export function watchFreeSpace(dir: string, floorBytes: number, cacheMs = 1000): FreeSpace {
  let checkedAt = -Infinity;
  let last: Promise<number> | undefined;
  const available = (): Promise<number> => {
    const now = performance.now();
    if (!last || now - checkedAt >= cacheMs) {
      checkedAt = now;
      last = statfs(dir).then(
        (s) => s.bavail * s.bsize,
        () => Number.POSITIVE_INFINITY,
      );
    }
    return last;
  };
  let armed = false;
  const low = async () => floorBytes > 0 && (await available()) < floorBytes;
  return {
    available,
    low,
    refuseWrites: async () => armed && (await low()),
    arm() {
      armed = true;
    },
    floorBytes,
  };
}
