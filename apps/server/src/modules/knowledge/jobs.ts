import { JobFailure, type JobHandler } from '../../jobs';
import { STAGE_DONE, STAGE_FETCHING, STAGE_INDEXING, STAGE_READING } from './messages';
import { SCHOOL_SYNC_JOB } from './school-library';
import { INDEX_JOB, type KnowledgeService } from './service';

const STAGES = { reading: STAGE_READING, fetching: STAGE_FETCHING, indexing: STAGE_INDEXING };

/**
 * Reads, splits and indexes one document of a library (docs/knowledge.md "Indexing"), enqueued
 * when the document is added. Idempotent: the document's passages are replaced. A document
 * that cannot be read (or a page that cannot be fetched) is marked failed and fails the job
 * for good with the same Chinese reason.
 */
export function createIndexJob(
  service: KnowledgeService,
): JobHandler<{ documentId: string }, { passages: number }> {
  return {
    kind: INDEX_JOB,
    concurrency: 2,
    maxAttempts: 3,
    leaseMs: 90_000,
    async run({ job, signal, progress }) {
      const outcome = await service.index(job.payload.documentId, signal, (percent, stage) =>
        progress(percent, STAGES[stage]),
      );
      if (outcome.failed !== undefined) throw new JobFailure(outcome.failed, { retryable: false });
      await progress(100, STAGE_DONE);
      return { passages: outcome.passages };
    },
  };
}

/**
 * Brings a school's 学校资料库 in step with its disk (docs/knowledge.md "School library"):
 * enqueued by the school module after an upload or a delete; idempotent.
 */
export function createSchoolSyncJob(
  service: KnowledgeService,
): JobHandler<{ orgId: number }, { added: number; removed: number }> {
  return {
    kind: SCHOOL_SYNC_JOB,
    concurrency: 1,
    maxAttempts: 3,
    async run({ job }) {
      return service.syncSchool(job.payload.orgId);
    },
  };
}
