import { execFile } from 'node:child_process';
import { randomBytes } from 'node:crypto';
import { constants } from 'node:fs';
import { access, mkdir, readdir, rm, writeFile } from 'node:fs/promises';
import { delimiter, join } from 'node:path';
import { promisify } from 'node:util';
import { JobFailure, type JobHandler, type JobQueue } from '../../jobs';
import type { ObjectSink } from '../../platform/intake';
import type { DiskRow, DiskService } from './disk.service';

/** The job kind that converts a PowerPoint file of the disk to PDF for its preview. */
export const DISK_PPTX_JOB = 'school.disk-pptx';
/** Shown instead of a preview when the server has no LibreOffice. */
export const MSG_PPTX_NEEDS_LIBREOFFICE = '预览需要服务器安装 LibreOffice，请下载后查看';
/** Shown while the conversion job has not finished. */
export const MSG_PPTX_CONVERTING = '正在生成预览，请稍后再试';
/** Shown when LibreOffice could not convert the file. */
export const MSG_PPTX_FAILED = '无法生成预览，请下载后查看';
/** A conversion longer than this is stopped. */
const CONVERT_TIMEOUT_MS = 120_000;

/** Where a PowerPoint file's PDF is cached: beside the file in the store. */
export const pptxPreviewKey = (row: Pick<DiskRow, 'storageKey'>) => `${row.storageKey}.preview.pdf`;

/** The first `soffice` on PATH (LibreOffice's command), or undefined when there is none. */
export async function findSoffice(path: string): Promise<string | undefined> {
  for (const dir of path.split(delimiter).filter(Boolean)) {
    const file = join(dir, 'soffice');
    if (
      await access(file, constants.X_OK).then(
        () => true,
        () => false,
      )
    )
      return file;
  }
  return undefined;
}

/**
 * Converts `.pptx` to PDF with LibreOffice headless (its own profile directory per run, so
 * concurrent servers do not share a lock) and caches the PDF beside the file; the disk then shows
 * it with the PDF preview. Idempotent: a cached PDF or a file gone to the 回收站 ends the job.
 */
export function createDiskPptxJob({
  disk,
  sink,
  tempDir,
  soffice,
}: {
  disk: DiskService;
  sink: ObjectSink;
  tempDir: string;
  soffice: string;
}): JobHandler<{ orgId: number; id: string }, { bytes: number }> {
  return {
    kind: DISK_PPTX_JOB,
    concurrency: 1,
    maxAttempts: 2,
    async run({ job, signal }) {
      const row = await disk.item(job.payload.orgId, job.payload.id).catch(() => undefined);
      if (!row || row.format !== 'pptx') return { bytes: 0 };
      const dir = join(tempDir, `pptx-${randomBytes(9).toString('hex')}`);
      try {
        await mkdir(join(dir, 'out'), { recursive: true });
        const input = join(dir, 'slides.pptx');
        await writeFile(input, await disk.read(row));
        await promisify(execFile)(
          soffice,
          [
            `-env:UserInstallation=file://${join(dir, 'profile')}`,
            '--headless',
            '--norestore',
            '--convert-to',
            'pdf',
            '--outdir',
            join(dir, 'out'),
            input,
          ],
          { signal, timeout: CONVERT_TIMEOUT_MS },
        ).catch((error: unknown) => {
          if (signal.aborted) throw error;
          throw new JobFailure(MSG_PPTX_FAILED, { retryable: false });
        });
        if (!(await readdir(join(dir, 'out'))).includes('slides.pdf')) {
          throw new JobFailure(MSG_PPTX_FAILED, { retryable: false });
        }
        const pdf = join(dir, 'out', 'slides.pdf');
        await sink.put(pptxPreviewKey(row), pdf, 'application/pdf');
        return { bytes: (await sink.readRange(pptxPreviewKey(row), 0, 0)).size };
      } finally {
        await rm(dir, { recursive: true, force: true });
      }
    },
  };
}

/** What the preview of a PowerPoint file is now. */
export type PptxPreview = { kind: 'pdf'; size: number } | { kind: 'none'; note: string };

/**
 * The PowerPoint preview's state: the cached PDF when there is one; otherwise, without
 * LibreOffice, {@link MSG_PPTX_NEEDS_LIBREOFFICE}; with it, the conversion job (started once per
 * file) and {@link MSG_PPTX_CONVERTING}, or {@link MSG_PPTX_FAILED} when it failed.
 */
export function createPptxPreviews({
  sink,
  jobs,
  soffice,
}: {
  sink: ObjectSink;
  jobs: JobQueue;
  soffice: string | undefined;
}) {
  return {
    /** Starts the conversion of a new file (nothing without LibreOffice). */
    async start(row: DiskRow, ownerUid: number): Promise<void> {
      if (!soffice || row.format !== 'pptx') return;
      await jobs.enqueue(
        DISK_PPTX_JOB,
        { orgId: row.orgId, id: row.id },
        { ownerUid, dedupeKey: row.id },
      );
    },
    async state(row: DiskRow, ownerUid: number): Promise<PptxPreview> {
      const cached = await sink.readRange(pptxPreviewKey(row), 0, 0).catch(() => undefined);
      if (cached) return { kind: 'pdf', size: cached.size };
      if (!soffice) return { kind: 'none', note: MSG_PPTX_NEEDS_LIBREOFFICE };
      const job = await jobs.latest(DISK_PPTX_JOB, row.id);
      if (job?.state === 'failed') return { kind: 'none', note: MSG_PPTX_FAILED };
      if (!job) await this.start(row, ownerUid);
      return { kind: 'none', note: MSG_PPTX_CONVERTING };
    },
  };
}

export type PptxPreviews = ReturnType<typeof createPptxPreviews>;
