import multipart from '@fastify/multipart';
import type { FastifyPluginAsync } from 'fastify';
import { join } from 'node:path';
import type { Db } from '../../db/database';
import type { JobQueue } from '../../jobs';
import type { AppModule } from '../../platform/deps';
import {
  createAliyunSink,
  createBuiltinSink,
  DEFAULT_MAX_BYTES,
  MAX_FILES_PER_REQUEST,
  type FileKind,
  type ObjectSink,
} from '../../platform/intake';
import { createExtractTextJob } from './jobs';
import { fileRoutes, fileUploadRoutes } from './routes';
import { createFileService } from './service';

export { createExtractTextJob, EXTRACT_TEXT_JOB, extractJobKey } from './jobs';
export { files } from './tables';
export { fileKeyOfLink } from './service';

/** Where uploads wait while they are inspected: DATA_DIR/tmp/intake (nothing outside DATA_DIR). */
export const intakeTempDir = (dataDir: string): string => join(dataDir, 'tmp', 'intake');

/**
 * The files area: one upload path for documents, images, audio and sheets (platform/intake),
 * their detail and deletion; text extraction runs as a job on the queue (registered here).
 */
export const filesPlugin: FastifyPluginAsync<{
  db: Db;
  dataDir: string;
  sink: ObjectSink;
  jobs: JobQueue;
  maxBytes?: Readonly<Record<FileKind, number>>;
}> = async (app, { db, dataDir, sink, jobs, maxBytes = DEFAULT_MAX_BYTES }) => {
  const largest = Math.max(...Object.values(maxBytes));
  const files = createFileService({ db, sink, tempDir: intakeTempDir(dataDir), maxBytes });
  jobs.register(createExtractTextJob(files));
  // Multipart only where the upload is: the JSON calls keep refusing other bodies (415).
  await app.register(async (scope) => {
    await scope.register(multipart, {
      // Keep the name as sent, so a name with a path is refused rather than silently cut.
      preservePath: true,
      // Busboy's own cap sits one byte above the largest kind; each kind's limit is counted
      // while streaming (platform/intake receiveToTemp).
      limits: {
        fileSize: largest + 1,
        files: MAX_FILES_PER_REQUEST,
        fields: 4,
        parts: 5,
        fieldSize: 64,
      },
    });
    await scope.register(fileUploadRoutes, { files, maxBytes, jobs });
  });
  await app.register(fileRoutes, { files, jobs });
};

/** The files area as the app registers it: the object sink follows the storage mode. */
export const filesModule: AppModule = {
  name: 'files',
  plugin: async (app, { db, config, jobs }) => {
    await app.register(filesPlugin, {
      db,
      jobs,
      dataDir: config.dataDir,
      sink: config.aliyunOss
        ? createAliyunSink(config.aliyunOss)
        : createBuiltinSink(config.dataDir),
      maxBytes: config.intakeMaxBytes,
    });
  },
};
export { createFileService } from './service';
