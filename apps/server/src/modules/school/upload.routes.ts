import { school, type Data } from '@aita/contract';
import {
  Code,
  ORG_IMAGE_MAX_BYTES,
  ORG_IMAGE_TARGETS,
  SCHOOL_MESSAGES,
  type OrgImageTarget,
} from '@aita/core';
import type { FastifyPluginAsync, FastifyReply, FastifyRequest } from 'fastify';
import { requireUser, userOf } from '../identity';
import { DomainError } from '../../platform/errors';
import { ok } from '../../platform/http/envelope';
import {
  INTAKE_MESSAGES,
  IntakeError,
  sanitizeFileName,
  tooLargeMessage,
  type ObjectSink,
  type ReceivedFile,
} from '../../platform/intake';
import { sniffImageType } from '../../platform/storage/image-type';
import type { DiskAccess } from '@aita/core';
import type { SchoolAccess } from './access';
import { toDiskItem } from './disk.routes';
import { diskKindOf, type DiskService } from './disk.service';
import { processOrgImage, storeOrgImage } from './images';
import { DISK_EXTRACT_JOB, DISK_TEXT_FORMATS } from './jobs';
import { isSchoolDocument, SCHOOL_SYNC_JOB } from '../knowledge';
import type { PptxPreviews } from './disk-pptx';
import type { OrgService } from './org.service';
import type { JobQueue } from '../../jobs';
import { readFile, rm } from 'node:fs/promises';

const refuse = (message: string) => new DomainError(Code.INVALID_PARAM, message);
const ORG_ID = /^\d{1,10}$/;

/** Reads `orgId` from a multipart field and checks the caller's role before any file is read. */
async function orgIdField(value: unknown, check: (orgId: number) => Promise<unknown>) {
  const raw = String(value);
  const orgId = ORG_ID.test(raw) ? Number(raw) : NaN;
  if (!(orgId >= 1 && orgId <= 2_147_483_647)) throw refuse('参数错误：orgId 应为正整数');
  await check(orgId);
  return orgId;
}

/** A refused upload: the rest of the body is not read (the connection closes). */
function refusal(error: unknown, request: FastifyRequest, reply: FastifyReply, max: number) {
  reply.header('connection', 'close');
  if (error instanceof DomainError) return error;
  if (error instanceof IntakeError) return refuse(error.message);
  const code = (error as { code?: string }).code;
  request.log.info({ errCode: code }, 'school upload refused');
  // Not a multipart failure (a database error…): the error handler answers it as such.
  if (
    !code?.startsWith('FST_') &&
    !(error instanceof Error && /multipart|boundary|Unexpected end/i.test(error.message))
  ) {
    return error;
  }
  if (code === 'FST_FILES_LIMIT' || code === 'FST_PARTS_LIMIT')
    return refuse(INTAKE_MESSAGES.tooManyFiles);
  if (code === 'FST_REQ_FILE_TOO_LARGE') return refuse(tooLargeMessage(max));
  return refuse(INTAKE_MESSAGES.uploadBroken);
}

/**
 * The school's multipart uploads (docs/school.md):
 * - `POST /v1/org/image`: fields `orgId`, `target` (logo | background), then one JPEG, PNG or
 *   WebP of at most 10 MB; admins only (checked when `orgId` arrives, before the image is read).
 *   The image is cropped to the layout's size, re-encoded as WebP and set at once.
 * - `POST /v1/org/disk/upload`: fields `orgId`, `folderId` (optional), then one file; members.
 *   Intake's checks by kind, the quota (40001 学校网盘空间不足… with nothing stored), then the
 *   text of documents is read by a job for search.
 */
export const schoolUploadRoutes: FastifyPluginAsync<{
  orgService: OrgService;
  disk: DiskService;
  access: SchoolAccess;
  sink: ObjectSink;
  tempDir: string;
  jobs: JobQueue;
  pptx: PptxPreviews;
}> = async (app, { orgService, disk, access, sink, tempDir, jobs, pptx }) => {
  app.post(school.uploadImage.path, async (request, reply) => {
    await requireUser(request);
    if (!request.isMultipart()) throw refuse(INTAKE_MESSAGES.noFile);
    const userId = userOf(request).id;
    let orgId: number | undefined;
    let target: OrgImageTarget | undefined;
    let received: ReceivedFile | undefined;
    try {
      for await (const part of request.parts()) {
        if (part.type === 'field') {
          if (part.fieldname === 'orgId') {
            orgId = await orgIdField(part.value, (id) => access.admin(userId, id));
          } else if (part.fieldname === 'target') {
            const value = String(part.value);
            if (!(ORG_IMAGE_TARGETS as readonly string[]).includes(value)) {
              throw refuse('参数错误：target 应为 logo 或 background');
            }
            target = value as OrgImageTarget;
          }
          continue;
        }
        if (received) throw new IntakeError('tooManyFiles');
        if (orgId === undefined || !target)
          throw refuse('参数错误：orgId 和 target 须在文件之前提交');
        received = await disk.receiveImage(part.file, ORG_IMAGE_MAX_BYTES);
      }
    } catch (error) {
      if (received) await rm(received.path, { force: true });
      throw refusal(error, request, reply, ORG_IMAGE_MAX_BYTES);
    }
    if (orgId === undefined || !target) throw refuse('参数错误：orgId 和 target 不能为空');
    if (!received) throw refuse(INTAKE_MESSAGES.noFile);
    let data: Buffer;
    try {
      const bytes = await readFile(received.path);
      const type = sniffImageType(bytes);
      if (type !== 'image/jpeg' && type !== 'image/png' && type !== 'image/webp') {
        throw refuse(SCHOOL_MESSAGES.imageInvalid);
      }
      data = (
        await processOrgImage(bytes, target).catch(() => {
          throw refuse(SCHOOL_MESSAGES.imageInvalid);
        })
      ).data;
    } finally {
      await rm(received.path, { force: true });
    }
    const url = await storeOrgImage(sink, tempDir, data);
    await orgService.setImage(orgId, target, url);
    return ok<Data<typeof school.uploadImage>>(await orgService.settings(orgId));
  });

  app.post(school.diskUpload.path, async (request, reply) => {
    await requireUser(request);
    if (!request.isMultipart()) throw refuse(INTAKE_MESSAGES.noFile);
    const userId = userOf(request).id;
    let orgId: number | undefined;
    let rights: DiskAccess | undefined;
    let parentId: string | null = null;
    let file: { name: string; ext: string; received: ReceivedFile } | undefined;
    let kind: ReturnType<typeof diskKindOf>;
    try {
      for await (const part of request.parts()) {
        if (part.type === 'field') {
          if (part.fieldname === 'orgId') {
            orgId = await orgIdField(part.value, async (id) => {
              const role = await access.member(userId, id);
              rights = await disk.accessFor(id, userId, role === 'admin');
            });
          } else if (part.fieldname === 'folderId' && String(part.value) !== '') {
            if (orgId === undefined || !rights)
              throw refuse('参数错误：orgId 须在 folderId 之前提交');
            parentId = await disk.visibleFolder(orgId, rights, String(part.value));
          }
          continue;
        }
        if (file) throw new IntakeError('tooManyFiles');
        if (orgId === undefined || !rights) throw refuse('参数错误：orgId 须在文件之前提交');
        // The folder's permissions, before a byte of the file is read.
        disk.ensureUpload(rights, parentId);
        const { name, ext } = sanitizeFileName(part.filename);
        kind = diskKindOf(ext);
        if (!kind) throw refuse(SCHOOL_MESSAGES.diskTypeRefused);
        // Over the quota before reading: the declared length already says it cannot fit.
        const declared = Number(request.headers['content-length'] ?? 0);
        const usage = await disk.usage(orgId);
        if (declared > 0 && usage.usedBytes + declared > usage.quotaBytes + 64 * 1024) {
          throw refuse(SCHOOL_MESSAGES.quotaExceeded);
        }
        file = { name, ext, received: await disk.receive(kind, part.file) };
      }
    } catch (error) {
      await disk.discard(file?.received);
      throw refusal(error, request, reply, kind ? disk.limitOf(kind) : ORG_IMAGE_MAX_BYTES);
    }
    if (orgId === undefined) throw refuse('参数错误：orgId 不能为空');
    if (!file || !kind) throw refuse(INTAKE_MESSAGES.noFile);
    let row;
    try {
      row = await disk.accept({ orgId, userId, parentId, kind, ...file });
    } catch (error) {
      if (error instanceof IntakeError) throw refuse(error.message);
      throw error;
    }
    if (DISK_TEXT_FORMATS.has(row.format)) {
      await jobs.enqueue(DISK_EXTRACT_JOB, { orgId, id: row.id }, { ownerUid: userId });
    }
    // The 学校资料库 reads the file into passages (docs/knowledge.md "School library").
    if (isSchoolDocument(row.format)) await jobs.enqueue(SCHOOL_SYNC_JOB, { orgId });
    await pptx.start(row, userId);
    return ok<Data<typeof school.diskUpload>>(toDiskItem(row, { uploaderName: '' }));
  });
};

/** `GET /files/orgs/:name`: a school's logo or background (public, immutable names). */
export const orgImageRoutes: FastifyPluginAsync<{ sink: ObjectSink }> = async (app, { sink }) => {
  app.get<{ Params: { name: string } }>(school.image.path, async (request, reply) => {
    const { name } = request.params;
    const bytes = /^[A-Za-z0-9_-]{32}\.webp$/.test(name)
      ? await sink.read(`orgs/${name}`).catch(() => undefined)
      : undefined;
    if (!bytes) throw new DomainError(Code.NOT_FOUND, '图片不存在');
    return reply
      .type('image/webp')
      .header('x-content-type-options', 'nosniff')
      .header('content-security-policy', "default-src 'none'; sandbox")
      .header('cache-control', 'public, max-age=31536000, immutable')
      .send(bytes);
  });
};
