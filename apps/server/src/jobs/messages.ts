/**
 * The Chinese texts of the queue that a teacher can see (a job view's `error` and `stage`).
 * Areas give their own messages through `JobFailure`; these cover what the queue decides itself.
 */

/** A handler threw something other than a `JobFailure` (a bug or an outage): details are logged. */
export const MSG_JOB_FAILED_UNKNOWN = '任务处理失败，请稍后重试';

/** The job's process stopped (crash, restart) too often while running it. */
export const MSG_JOB_ATTEMPTS_EXHAUSTED = '任务多次中断未能完成，请重新提交';

/** The handler's result was too large to keep (a programming error: results are references). */
export const MSG_JOB_RESULT_TOO_LARGE = '任务结果过大，无法保存，请联系管理员';

/** Stage text of a job waiting to run again after a retryable failure. */
export const STAGE_RETRY_WAITING = '等待重试';

/** Stage text of a job claimed by a worker, before its handler reports progress. */
export const STAGE_STARTED = '处理中';
