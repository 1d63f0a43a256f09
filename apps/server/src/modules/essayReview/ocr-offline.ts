/**
 * Offline OCR of printed Chinese (docs/essayReview.md "Offline OCR"): Tesseract (tesseract.js, a
 * WebAssembly build in a worker thread) with the chi_sim `4.0.0_best_int` model read from
 * node_modules — never fetched. One worker, started on the first photo and kept; photos wait
 * their turn in a short queue. A photo that takes too long ends the worker (the next one starts
 * afresh); closing the server ends it too.
 */
import { createRequire } from 'node:module';
import { dirname, join } from 'node:path';
import { Code, MSG_ESSAY_OCR_BUSY, MSG_ESSAY_OCR_FAILED, MSG_ESSAY_OCR_IMAGE } from '@aita/core';
import type { Worker } from 'tesseract.js';
import { DomainError } from '../../platform/errors';
import { boxOnPhoto, tidyOcrLine } from './ocr-image';
import { preparePhoto } from './ocr-prepare';

/** The folder of the chi_sim model inside node_modules (the package's gzip'd traineddata). */
function languageFolder(): string {
  const require = createRequire(import.meta.url);
  return join(dirname(require.resolve('@tesseract.js-data/chi_sim')), '4.0.0_best_int');
}

export interface OfflineOcrOptions {
  /** The longest one photo may take: the worker's start and the recognition, not the queue. */
  timeoutMs?: number;
  /** Calls (each of an essay's photos) that may wait besides the one being read. */
  maxQueue?: number;
}

/** Reads photos of printed Chinese into the boxed-lines answer `parseOcrLines` takes. */
export interface OfflineOcr {
  /** `[page:x0,y0,x1,y1] text` lines, a blank line between paragraphs (pages from 1). */
  read(photos: Uint8Array[]): Promise<string>;
  /** Ends the worker; photos still waiting are refused. */
  close(): Promise<void>;
}

export function createOfflineOcr({
  timeoutMs = 60_000,
  maxQueue = 8,
}: OfflineOcrOptions = {}): OfflineOcr {
  let worker: Promise<Worker> | null = null;
  let tail: Promise<unknown> = Promise.resolve();
  let waiting = 0;
  let closed = false;

  /** The engine, with tesseract.js imported on the first photo. */
  const start = async (): Promise<Worker> => {
    const { createWorker } = await import('tesseract.js');
    const w = await createWorker('chi_sim', 1, {
      langPath: languageFolder(),
      gzip: true,
      cacheMethod: 'none',
      // The engine's own messages would go to the server's console.
      logger: () => {},
      errorHandler: () => {},
    });
    await w.setParameters({ preserve_interword_spaces: '1', user_defined_dpi: '70' });
    return w;
  };

  const stop = async () => {
    const current = worker;
    worker = null;
    if (current) await current.then((w) => w.terminate()).catch(() => undefined);
  };

  /** One photo: prepared, recognised, its lines' boxes carried back to the photo. */
  async function readOne(photo: Uint8Array, page: number): Promise<string[]> {
    const prepared = await preparePhoto(photo).catch(() => {
      throw new DomainError(Code.INVALID_PARAM, MSG_ESSAY_OCR_IMAGE);
    });
    if (closed) throw new DomainError(Code.INTERNAL, MSG_ESSAY_OCR_FAILED);
    worker ??= start();
    let timer: NodeJS.Timeout | undefined;
    const timeout = new Promise<never>((_, reject) => {
      timer = setTimeout(() => reject(new Error('timeout')), timeoutMs);
      timer.unref();
    });
    try {
      const w = await Promise.race([worker, timeout]);
      const { data } = await Promise.race([
        w.recognize(prepared.png, {}, { text: true, blocks: true }),
        timeout,
      ]);
      const rows: string[] = [];
      for (const block of data.blocks ?? []) {
        for (const paragraph of block.paragraphs) {
          for (const line of paragraph.lines) {
            const text = tidyOcrLine(line.text);
            if (!text) continue;
            const box = boxOnPhoto(line.bbox, prepared.geometry);
            rows.push(`[${page}:${box.join(',')}] ${text}`);
          }
          rows.push('');
        }
      }
      return rows;
    } catch (error) {
      // A stuck or broken engine is ended; the next photo starts a fresh one.
      await stop();
      if (error instanceof DomainError) throw error;
      throw new DomainError(Code.INTERNAL, MSG_ESSAY_OCR_FAILED);
    } finally {
      clearTimeout(timer);
    }
  }

  return {
    read(photos) {
      if (closed) return Promise.reject(new DomainError(Code.INTERNAL, MSG_ESSAY_OCR_FAILED));
      if (waiting >= maxQueue)
        return Promise.reject(new DomainError(Code.TOO_MANY_REQUESTS, MSG_ESSAY_OCR_BUSY));
      waiting += 1;
      const run = tail.then(async () => {
        waiting -= 1;
        if (closed) throw new DomainError(Code.INTERNAL, MSG_ESSAY_OCR_FAILED);
        const rows: string[] = [];
        for (const [i, photo] of photos.entries()) rows.push(...(await readOne(photo, i + 1)));
        return rows.join('\n');
      });
      tail = run.catch(() => undefined);
      return run;
    },
    async close() {
      // A photo being read fails at once (its worker is gone); those waiting are refused.
      closed = true;
      await stop();
    },
  };
}
