/**
 * The job queue's handler contract (ARCHITECTURE.md "Background jobs"), mirrored here until the
 * queue's own module is on this branch; then this file goes and the import moves to `jobs/`.
 */
export interface JobContext<P> {
  job: { id: string; kind: string; ownerUid: number | null; payload: P; attempt: number };
  signal: AbortSignal;
  progress(percent: number, stage: string): Promise<void>;
}

/** A handler per job kind; `run` must be idempotent (a retried job writes its result once). */
export interface JobHandler<P = unknown, R = unknown> {
  kind: string;
  concurrency?: number;
  maxAttempts?: number;
  leaseMs?: number;
  run(ctx: JobContext<P>): Promise<R>;
}
