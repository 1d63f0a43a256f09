import multipart from '@fastify/multipart';
import { join, resolve } from 'node:path';
import type { AppModule } from '../../platform/deps';
import {
  createAliyunSink,
  createBuiltinSink,
  DEFAULT_MAX_BYTES,
  MAX_FILES_PER_REQUEST,
} from '../../platform/intake';
import { createAliyunIssuer } from '../../platform/storage/aliyun-sts';
import { BUILTIN_BUCKET, objectRoot } from '../../platform/storage/builtin-store';
import { DISK_VIDEO_MAX_BYTES } from '@aita/core';
import { createProfileService } from '../identity';
import { createSchoolAccess } from './access';
import { orgAdminRoutes } from './admin.routes';
import { diskBatchRoutes } from './disk-batch.routes';
import { diskDirectRoutes } from './disk-direct';
import { createDiskPptxJob, createPptxPreviews, findSoffice } from './disk-pptx';
import { diskRoutes } from './disk.routes';
import { diskZipRoutes } from './disk-zip.routes';
import { createDiskFileLinks } from './disk-links';
import { loadSecretKey } from '../../platform/storage/secret-box';
import { objectPrefixOf } from '../../platform/storage/object-prefix';
import { createDiskService } from './disk.service';
import { createDiskExtractJob, scheduleDiskPurge } from './jobs';
import { createMemberService } from './members.service';
import { createOrgService } from './org.service';
import { userCurOrgRoute, v1OrgRoutes } from './routes';
import { orgImageRoutes, schoolUploadRoutes } from './upload.routes';

export { createOrgService, type OrgService } from './org.service';
export { createSchoolAccess, type SchoolAccess } from './access';

/**
 * Schools (docs/school.md): joining and switching, the school card, running a school (admins),
 * the school's images and its disk. Roles are read from the database on every call.
 */
export const schoolModule: AppModule = {
  name: 'school',
  plugin: async (app, { db, database, clock, throttle, config, jobs, search }) => {
    const access = createSchoolAccess(db);
    const infoChanges = app.userInfoCache;
    const profileService = createProfileService({ db, clock, infoChanges });
    const orgService = createOrgService({ db, database, clock, throttle, access, infoChanges });
    const members = createMemberService({ db, clock, infoChanges });
    const sink = config.aliyunOss
      ? createAliyunSink(config.aliyunOss)
      : createBuiltinSink(config.dataDir);
    const tempDir = join(config.dataDir, 'tmp', 'school');
    const maxBytes = config.intakeMaxBytes ?? DEFAULT_MAX_BYTES;
    const disk = createDiskService({
      db,
      database,
      clock,
      sink,
      tempDir,
      maxBytes,
      search,
    });
    jobs.register(createDiskExtractJob(disk));
    const soffice = await findSoffice(config.searchPath ?? '');
    if (soffice) jobs.register(createDiskPptxJob({ disk, sink, tempDir, soffice }));
    const pptx = createPptxPreviews({ sink, jobs, soffice });
    const bucketDir = config.aliyunOss
      ? undefined
      : resolve(objectRoot(config.dataDir), BUILTIN_BUCKET);

    await app.register(v1OrgRoutes, { orgService });
    await app.register(diskDirectRoutes, {
      disk,
      access,
      sink,
      tempDir,
      jobs,
      throttle,
      pptx,
      prefixOf: (userId: number) => objectPrefixOf(db, userId),
      issuer: config.aliyunOss && createAliyunIssuer({ settings: config.aliyunOss }),
    });
    await app.register(userCurOrgRoute, { profileService });
    await app.register(orgAdminRoutes, { orgService, members, access });
    const fileLinks = createDiskFileLinks({
      key: loadSecretKey(config.ossSecretKey, config.dataDir),
      clock,
    });
    await app.register(diskRoutes, { disk, access, bucketDir, pptx, fileLinks, clock, jobs });
    await app.register(diskBatchRoutes, { disk, access, jobs });
    await app.register(diskZipRoutes, { disk, access, fileLinks });
    const trashSweep = scheduleDiskPurge(disk, app.log);
    app.addHook('onClose', () => trashSweep.stop());
    await app.register(orgImageRoutes, { sink });
    await app.register(async (scope) => {
      await scope.register(multipart, {
        preservePath: true,
        limits: {
          fileSize: Math.max(DISK_VIDEO_MAX_BYTES, ...Object.values(maxBytes)) + 1,
          files: MAX_FILES_PER_REQUEST,
          fields: 4,
          parts: 5,
          fieldSize: 64,
        },
      });
      await scope.register(schoolUploadRoutes, {
        orgService,
        disk,
        access,
        sink,
        tempDir,
        jobs,
        pptx,
      });
    });
  },
};
