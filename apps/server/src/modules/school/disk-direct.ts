import { randomBytes } from 'node:crypto';
import { mkdir, rm, writeFile } from 'node:fs/promises';
import { join } from 'node:path';
import { school, type Data } from '@aita/contract';
import { Code, SCHOOL_MESSAGES } from '@aita/core';
import type { FastifyPluginAsync } from 'fastify';
import { fileTypeFromBuffer } from 'file-type';
import { requireUser, userOf } from '../identity';
import { DomainError } from '../../platform/errors';
import { ok } from '../../platform/http/envelope';
import { parseInput } from '../../platform/http/validate';
import {
  IntakeError,
  inspectFile,
  sanitizeFileName,
  tooLargeMessage,
  type ObjectSink,
} from '../../platform/intake';
import { MSG_STS_FAILED, StsError, type AliyunIssuer } from '../../platform/storage/aliyun-sts';
import { MSG_OSS_TOKEN_THROTTLED, ossCredentialRule } from '../../platform/storage/token.routes';
import { randomKeyPart } from '../../platform/storage/object-prefix';
import type { Throttle } from '../../platform/throttle';
import type { JobQueue } from '../../jobs';
import type { SchoolAccess } from './access';
import { toDiskItem } from './disk.routes';
import { diskKindOf, type DiskRow, type DiskService } from './disk.service';
import { DISK_EXTRACT_JOB, DISK_TEXT_FORMATS } from './jobs';
import { isSchoolDocument, SCHOOL_SYNC_JOB } from '../knowledge';
import type { PptxPreviews } from './disk-pptx';

/** Bytes read from the bucket to tell a video's real type (file-type's sample size). */
export const DISK_SNIFF_BYTES = 4100;
/** 40001 for a key outside the teacher's upload directory of this school. */
export const MSG_COMMIT_KEY = '参数错误：key 不在本次上传的目录中';
/** 40004 when the object is not in the bucket (never uploaded, or already committed). */
export const MSG_COMMIT_MISSING = '上传的文件不存在，请重新上传';

/**
 * Where a teacher's direct uploads to a school's disk land before the commit checks them: the
 * teacher's opaque prefix (platform/storage/object-prefix.ts), never the uid, so a staging key
 * names no account (docs/oss.md "Object keys").
 */
export const incomingPrefix = (orgId: number, teacherPrefix: string) =>
  `disk/${orgId}/incoming/${teacherPrefix}/`;

// One random directory (16 bytes), then one object name: no empty, `.`/`..`, backslash or
// control characters.
// eslint-disable-next-line no-control-regex
const INCOMING_REST = /^[A-Za-z0-9_-]{22}\/(?!\.\.?$)[^/\\\u0000-\u001f\u007f]{1,255}$/;

const refuse = (message: string) => new DomainError(Code.INVALID_PARAM, message);

/**
 * Aliyun OSS mode's commit (docs/school.md "Uploads straight to the bucket"): the object put with
 * a `disk_token` credential is checked from the bucket itself (size from a range GET; a video's
 * type from its first {@link DISK_SNIFF_BYTES} bytes; other kinds, whose limits are small, read
 * whole and run through intake's inspection), recorded within the quota under the school's row
 * lock, copied to `disk/<orgId>/<uuid>.<format>` and the upload deleted. A refused object is
 * deleted too, so nothing refused stays in the bucket.
 */
export async function commitDirectUpload(
  { disk, sink, tempDir }: { disk: DiskService; sink: ObjectSink; tempDir: string },
  input: {
    orgId: number;
    userId: number;
    /** The teacher's opaque object prefix. */
    teacherPrefix: string;
    parentId: string | null;
    key: string;
    name: string;
  },
): Promise<DiskRow> {
  const prefix = incomingPrefix(input.orgId, input.teacherPrefix);
  if (!input.key.startsWith(prefix) || !INCOMING_REST.test(input.key.slice(prefix.length))) {
    throw refuse(MSG_COMMIT_KEY);
  }
  let head: { bytes: Buffer; size: number };
  try {
    head = await sink.readRange(input.key, 0, DISK_SNIFF_BYTES - 1);
  } catch (error) {
    if ((error as { status?: number }).status === 404) {
      throw new DomainError(Code.NOT_FOUND, MSG_COMMIT_MISSING);
    }
    throw error;
  }
  let temp: string | undefined;
  try {
    const { name, ext } = sanitizeFileName(input.name);
    const kind = diskKindOf(ext);
    if (!kind) throw refuse(SCHOOL_MESSAGES.diskTypeRefused);
    if (head.size === 0) throw new IntakeError('empty');
    const limit = disk.limitOf(kind);
    if (head.size > limit) throw refuse(tooLargeMessage(limit));
    let format: string;
    let mime: string;
    if (kind === 'video') {
      const sniffed = await fileTypeFromBuffer(head.bytes);
      if (!sniffed || sniffed.ext !== ext.toLowerCase()) {
        throw new IntakeError('mismatch', SCHOOL_MESSAGES.videoInvalid);
      }
      ({ ext: format, mime } = sniffed);
    } else {
      await mkdir(tempDir, { recursive: true });
      temp = join(tempDir, `commit-${randomBytes(9).toString('hex')}`);
      await writeFile(temp, await sink.read(input.key));
      ({ format, mime } = await inspectFile(temp, { kind, ext, size: head.size }));
    }
    const row = await disk.record({ ...input, name, format, mime, size: head.size }, (storageKey) =>
      sink.copy(input.key, storageKey),
    );
    await sink.remove(input.key);
    return row;
  } catch (error) {
    await sink.remove(input.key);
    if (error instanceof IntakeError) throw refuse(error.message);
    throw error;
  } finally {
    if (temp) await rm(temp, { force: true });
  }
}

/**
 * `POST /v1/org/disk_token` and `POST /v1/org/disk/commit` (members; 40003 otherwise). With the
 * built-in store the token says `mode: 'server'` (upload through `/v1/org/disk/upload`); with
 * Aliyun OSS (`issuer`) it carries an STS credential for PutObject under
 * `disk/<orgId>/incoming/<teacher prefix>/<random>/` only, for 15 minutes, so a 500 MB video never passes
 * through this server; the commit then checks and records it.
 */
export const diskDirectRoutes: FastifyPluginAsync<{
  disk: DiskService;
  access: SchoolAccess;
  sink: ObjectSink;
  tempDir: string;
  jobs: JobQueue;
  throttle: Throttle;
  pptx: PptxPreviews;
  /** The teacher's opaque object prefix (objectPrefixOf). */
  prefixOf: (userId: number) => Promise<string>;
  issuer?: AliyunIssuer;
}> = async (app, { disk, access, sink, tempDir, jobs, throttle, pptx, prefixOf, issuer }) => {
  app.post(school.diskToken.path, { preHandler: requireUser }, async (request, reply) => {
    const { orgId } = parseInput(school.diskToken.body, request.body);
    const userId = userOf(request).id;
    await access.member(userId, orgId);
    reply.header('cache-control', 'no-store');
    const usage = await disk.usage(orgId);
    const maxBytes = Math.min(
      disk.limitOf('video'),
      Math.max(0, usage.quotaBytes - usage.usedBytes),
    );
    if (!issuer) {
      return ok<Data<typeof school.diskToken>>({
        mode: 'server',
        uploadUrl: school.diskUpload.path,
        maxBytes,
        expiration: new Date(Date.now() + 15 * 60_000).toISOString(),
        credential: null,
        ...usage,
      });
    }
    if (!(await throttle.consume([ossCredentialRule(userId)]))) {
      throw new DomainError(Code.TOO_MANY_REQUESTS, MSG_OSS_TOKEN_THROTTLED);
    }
    const directory = `${incomingPrefix(orgId, await prefixOf(userId))}${randomKeyPart()}/`;
    let credential;
    try {
      credential = await issuer.issueFor(userId, directory);
    } catch (error) {
      if (!(error instanceof StsError)) throw error;
      request.log.error(
        { stsReason: error.failure.reason, stsRequestId: error.failure.requestId },
        'STS AssumeRole failed',
      );
      throw new DomainError(Code.INTERNAL, MSG_STS_FAILED);
    }
    return ok<Data<typeof school.diskToken>>({
      mode: 'oss',
      uploadUrl: school.diskCommit.path,
      maxBytes,
      expiration: credential.expiration,
      credential,
      ...usage,
    });
  });

  app.post(school.diskCommit.path, { preHandler: requireUser }, async (request) => {
    const { orgId, folderId, key, name } = parseInput(school.diskCommit.body, request.body);
    const userId = userOf(request).id;
    const role = await access.member(userId, orgId);
    if (!issuer) throw refuse('本服务器未使用阿里云 OSS，请直接上传文件');
    const rights = await disk.accessFor(orgId, userId, role === 'admin');
    const teacherPrefix = await prefixOf(userId);
    let parentId: string | null;
    try {
      parentId = await disk.visibleFolder(orgId, rights, folderId);
      disk.ensureUpload(rights, parentId);
    } catch (error) {
      // Refused: the uploaded object goes too (only ever one in the caller's own directory).
      if (key.startsWith(incomingPrefix(orgId, teacherPrefix)) && !key.includes('..')) {
        await sink.remove(key).catch(() => undefined);
      }
      throw error;
    }
    const row = await commitDirectUpload(
      { disk, sink, tempDir },
      { orgId, userId, teacherPrefix, parentId, key, name },
    );
    if (DISK_TEXT_FORMATS.has(row.format)) {
      await jobs.enqueue(DISK_EXTRACT_JOB, { orgId, id: row.id }, { ownerUid: userId });
    }
    // The 学校资料库 reads the file into passages (docs/knowledge.md "School library").
    if (isSchoolDocument(row.format)) await jobs.enqueue(SCHOOL_SYNC_JOB, { orgId });
    await pptx.start(row, userId);
    return ok<Data<typeof school.diskCommit>>(toDiskItem(row));
  });
};
