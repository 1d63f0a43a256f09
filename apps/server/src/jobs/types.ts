import type { JobState } from './tables';

/** What a handler sees of its job while it runs. */
export interface JobContext<P> {
  job: { id: string; kind: string; ownerUid: number | null; payload: P; attempt: number };
  /**
   * Fires when the job is cancelled, when this worker lost the job (its lease ran out and
   * another worker took it) and when the server stops. Pass it to fetch and child processes.
   */
  signal: AbortSignal;
  /** Records progress (0–100, clamped) and a short Chinese stage text; also renews the lease. */
  progress(percent: number, stage: string): Promise<void>;
}

/**
 * The code that runs jobs of one kind. `run` must be idempotent (docs/architecture/jobs.md
 * "Idempotency"): it can run again for the same job after a crash, so what it writes is keyed by
 * the job id. Its return value is the job's `result`: a small JSON reference, not the data.
 */
export interface JobHandler<P = unknown, R = unknown> {
  kind: string;
  /** Jobs of this kind one process runs at once (default: JOBS_CONCURRENCY). */
  concurrency?: number;
  /** Attempts before the job fails for good (default 3). */
  maxAttempts?: number;
  /** How long a claim holds without renewal (default 30 s); renewed every third of it. */
  leaseMs?: number;
  run(ctx: JobContext<P>): Promise<R>;
}

/** A job as a client may see it (an area's status call returns this, or part of it). */
export interface JobView {
  id: string;
  kind: string;
  state: JobState;
  progress: number;
  stage: string;
  /** The Chinese message for the teacher when the job failed; otherwise null. */
  error: string | null;
  /** The handler's result once succeeded; otherwise null. */
  result: unknown;
  createdAt: string;
  updatedAt: string;
}

export interface EnqueueOptions {
  /** The teacher (users.id) the job belongs to; only they can see and cancel it. */
  ownerUid?: number | null;
  /** While a job of this kind and key is queued or running, enqueuing again returns that job. */
  dedupeKey?: string;
  /** Not before this time (default now). */
  runAfter?: Date;
}

/**
 * A failure a handler reports on purpose: `message` is Chinese and shown to the teacher;
 * `retryable` says whether another attempt might succeed (a timeout) or not (a corrupt file).
 */
export class JobFailure extends Error {
  readonly retryable: boolean;
  constructor(message: string, options: { retryable?: boolean; cause?: unknown } = {}) {
    super(message, { cause: options.cause });
    this.name = 'JobFailure';
    this.retryable = options.retryable ?? false;
  }
}
