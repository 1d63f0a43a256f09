import { createReadStream } from 'node:fs';
import { stat } from 'node:fs/promises';
import { resolve, sep } from 'node:path';
import { school, type Data } from '@aita/contract';
import {
  Code,
  DISK_FILE_URL_SECONDS,
  diskPreviewKind,
  SCHOOL_MESSAGES,
  TOKEN_COOKIE_NAME,
  type DiskAccess,
} from '@aita/core';
import type { JobQueue } from '../../jobs';
import { SCHOOL_SYNC_JOB } from '../knowledge';
import type { FastifyPluginAsync, FastifyReply, FastifyRequest } from 'fastify';
import { z } from 'zod';
import { requireUser, tokenOf, userOf } from '../identity';
import type { Clock } from '../../platform/clock';
import { DomainError } from '../../platform/errors';
import { ok } from '../../platform/http/envelope';
import { parseInput } from '../../platform/http/validate';
import { decodeText } from '../../platform/intake/text';
import type { SchoolAccess } from './access';
import type { DiskRow, DiskService } from './disk.service';
import type { DiskFileLinks } from './disk-links';
import { pptxPreviewKey, type PptxPreviews } from './disk-pptx';

type DiskItem = Data<typeof school.diskFolder>;

/** A row as the contract shows it, with what the caller may do with it. */
export function toDiskItem(
  row: DiskRow,
  {
    uploaderName = '',
    canManage = true,
    names = new Map<number, string>(),
  }: { uploaderName?: string; canManage?: boolean; names?: Map<number, string> } = {},
): DiskItem {
  return {
    id: row.id,
    type: row.type === 'folder' ? 'folder' : 'file',
    name: row.name,
    parentId: row.parentId,
    format: row.format,
    mime: row.mime,
    size: row.size,
    uploaderName,
    createdAt: row.createdAt.toISOString(),
    deletedAt: row.deletedAt?.toISOString() ?? null,
    canManage,
    access:
      row.type === 'folder'
        ? {
            see: row.seeAccess === 'managers' ? 'managers' : 'all',
            upload: row.uploadAccess === 'managers' ? 'managers' : 'all',
            managers: row.managerIds.map((id) => ({ uid: String(id), uname: names.get(id) ?? '' })),
          }
        : null,
  };
}

/** Word files larger than this are not converted for preview (download instead). */
const PREVIEW_DOCX_MAX_BYTES = 20 * 1024 * 1024;
/** Text shown of a text file. */
const PREVIEW_TEXT_MAX_CHARS = 200_000;

/** The login token of a file request: `X-Token`, else the web app's token cookie (SameSite=Lax). */
function fileTokenOf(request: FastifyRequest): string | undefined {
  const header = tokenOf(request);
  if (header) return header;
  for (const part of (request.headers.cookie ?? '').split(';')) {
    const eq = part.indexOf('=');
    if (eq === -1 || part.slice(0, eq).trim() !== TOKEN_COOKIE_NAME) continue;
    try {
      return decodeURIComponent(part.slice(eq + 1).trim()) || undefined;
    } catch (_error) {
      return undefined;
    }
  }
  return undefined;
}

const fileQuery = z.object({
  orgId: z.coerce.number().int().min(1).max(2_147_483_647),
  download: z.enum(['0', '1']).optional(),
  /** `pdf`: a PowerPoint file's cached PDF (its preview) instead of the file. */
  preview: z.enum(['pdf']).optional(),
  /** A signed address: the member, when it stops working (Unix seconds), the signature. */
  u: z.coerce.number().int().min(1).max(2_147_483_647).optional(),
  e: z.coerce.number().int().min(0).max(99_999_999_999).optional(),
  s: z
    .string()
    .regex(/^[A-Za-z0-9_-]{43}$/)
    .optional(),
});

/** RFC 6266 `attachment` with the original (UTF-8) name and an ASCII fallback. */
export const disposition = (kind: 'inline' | 'attachment', name: string) =>
  `${kind}; filename="${name.replace(/[^\x20-\x7e]|["\\]/g, '_')}"; filename*=UTF-8''${encodeURIComponent(name)}`;

/**
 * The disk's calls (docs/school.md "The disk"), each checking membership of `orgId` on the
 * server first (40003): list / search / 回收站, new folder, delete (to the 回收站; the uploader or
 * an admin), restore (admins), preview (Word as HTML, text), and the bytes with range requests.
 */
export const diskRoutes: FastifyPluginAsync<{
  disk: DiskService;
  access: SchoolAccess;
  /** The built-in store's bucket directory: files are streamed from it (range requests). */
  bucketDir?: string;
  pptx: PptxPreviews;
  fileLinks: DiskFileLinks;
  clock: Clock;
  /** The 学校资料库 drops a deleted file's passages (docs/knowledge.md "School library"). */
  jobs?: JobQueue;
}> = async (app, { disk, access, bucketDir, pptx, fileLinks, clock, jobs }) => {
  /** The caller's role and what they may do on the school's disk (40003 for non-members). */
  const viewer = async (request: FastifyRequest, orgId: number) => {
    const userId = userOf(request).id;
    const role = await access.member(userId, orgId);
    return { userId, role, rights: await disk.accessFor(orgId, userId, role === 'admin') };
  };
  /** A row for the caller, with the names of its folder's 负责人. */
  const shown = async (row: DiskRow, rights: DiskAccess, uploaderName = '') =>
    toDiskItem(row, {
      uploaderName,
      canManage: rights.canManageItem(row),
      names: await disk.names(row.managerIds),
    });

  app.post(school.diskList.path, { preHandler: requireUser }, async (request) => {
    const { orgId, ...opts } = parseInput(school.diskList.body, request.body);
    const { userId, role, rights } = await viewer(request, orgId);
    const listed = await disk.list(orgId, userId, rights, opts);
    const names = await disk.names(listed.items.flatMap((row) => row.managerIds));
    const here = opts.trash || opts.query ? null : (opts.folderId ?? null);
    return ok<Data<typeof school.diskList>>({
      ...listed,
      items: listed.items.map((row) =>
        toDiskItem(row, {
          uploaderName: row.uploaderName,
          // In the 回收站: whether 彻底删除 is offered (admins, the uploader).
          canManage: row.deletedAt
            ? role === 'admin' || row.uploaderId === userId
            : rights.canManageItem(row),
          names,
        }),
      ),
      canManage: role === 'admin',
      canUpload: !opts.trash && !opts.query && rights.canUpload(here),
    });
  });

  app.post(school.diskFolder.path, { preHandler: requireUser }, async (request) => {
    const { orgId, parentId, name } = parseInput(school.diskFolder.body, request.body);
    const { userId, rights } = await viewer(request, orgId);
    const row = await disk.createFolder(orgId, userId, rights, parentId, name);
    return ok<Data<typeof school.diskFolder>>(await shown(row, rights));
  });

  app.post(school.diskDelete.path, { preHandler: requireUser }, async (request) => {
    const { orgId, id } = parseInput(school.diskDelete.body, request.body);
    const { userId, rights } = await viewer(request, orgId);
    await disk.trash(orgId, userId, rights, id);
    await jobs?.enqueue(SCHOOL_SYNC_JOB, { orgId });
    return ok<Data<typeof school.diskDelete>>(null);
  });

  app.post(school.diskRestore.path, { preHandler: requireUser }, async (request) => {
    const { orgId, id } = parseInput(school.diskRestore.body, request.body);
    await access.admin(userOf(request).id, orgId);
    return ok<Data<typeof school.diskRestore>>(toDiskItem(await disk.restore(orgId, id)));
  });

  app.post(school.diskRename.path, { preHandler: requireUser }, async (request) => {
    const { orgId, id, name } = parseInput(school.diskRename.body, request.body);
    const { rights } = await viewer(request, orgId);
    return ok<Data<typeof school.diskRename>>(
      await shown(await disk.rename(orgId, rights, id, name), rights),
    );
  });

  app.post(school.diskMove.path, { preHandler: requireUser }, async (request) => {
    const { orgId, id, folderId } = parseInput(school.diskMove.body, request.body);
    const { userId, rights } = await viewer(request, orgId);
    const moved = await disk.move(orgId, userId, rights, id, folderId);
    return ok<Data<typeof school.diskMove>>(await shown(moved, rights));
  });

  app.post(school.diskFolders.path, { preHandler: requireUser }, async (request) => {
    const { orgId } = parseInput(school.diskFolders.body, request.body);
    const { rights } = await viewer(request, orgId);
    return ok<Data<typeof school.diskFolders>>({
      folders: await disk.folders(orgId, rights),
      canUploadTop: rights.canUpload(null),
    });
  });

  app.post(school.diskAccess.path, { preHandler: requireUser }, async (request) => {
    const { orgId, id, see, upload, managerUids } = parseInput(
      school.diskAccess.body,
      request.body,
    );
    await access.admin(userOf(request).id, orgId);
    const row = await disk.setAccess(orgId, userOf(request).id, id, {
      see,
      upload,
      managerIds: managerUids,
    });
    const { rights } = await viewer(request, orgId);
    return ok<Data<typeof school.diskAccess>>(await shown(row, rights));
  });

  app.post(school.diskFileUrl.path, { preHandler: requireUser }, async (request) => {
    const { orgId, id, download } = parseInput(school.diskFileUrl.body, request.body);
    const { userId, rights } = await viewer(request, orgId);
    const row = await disk.visible(orgId, rights, id);
    if (row.type !== 'file')
      throw new DomainError(Code.NOT_FOUND, SCHOOL_MESSAGES.diskItemNotFound);
    const signed = fileLinks.sign({ id: row.id, orgId, userId });
    return ok<Data<typeof school.diskFileUrl>>({
      url: download ? `${signed.url}&download=1` : signed.url,
      expiresAt: signed.expiresAt,
    });
  });

  app.post(school.diskPreview.path, { preHandler: requireUser }, async (request) => {
    const { orgId, id } = parseInput(school.diskPreview.body, request.body);
    const { userId, rights } = await viewer(request, orgId);
    const row = await disk.visible(orgId, rights, id);
    if (row.type !== 'file')
      throw new DomainError(Code.NOT_FOUND, SCHOOL_MESSAGES.diskItemNotFound);
    // Signed, so <img>, <video>, pdf.js and the 下载 link work without the token header.
    const url = fileLinks.sign({ id: row.id, orgId, userId }).url;
    if (row.format === 'pptx') {
      const state = await pptx.state(row, userOf(request).id);
      return ok<Data<typeof school.diskPreview>>(
        state.kind === 'pdf'
          ? { kind: 'pdf', name: row.name, url: `${url}&preview=pdf`, html: '', note: '' }
          : { kind: 'none', name: row.name, url, html: '', note: state.note },
      );
    }
    const kind = diskPreviewKind(row.format);
    let html = '';
    if (kind === 'html' && row.size <= PREVIEW_DOCX_MAX_BYTES) {
      const { default: mammoth } = await import('mammoth');
      html = (await mammoth.convertToHtml({ buffer: await disk.read(row) })).value;
    } else if (kind === 'text') {
      html = (decodeText(await disk.read(row))?.text ?? '').slice(0, PREVIEW_TEXT_MAX_CHARS);
    }
    return ok<Data<typeof school.diskPreview>>({
      kind: kind === 'html' && !html ? 'none' : kind,
      name: row.name,
      url,
      html,
      note: '',
    });
  });

  app.get<{ Params: { id: string } }>(school.diskFile.path, async (request, reply) => {
    const { orgId, download, preview, u, e, s } = parseInput(fileQuery, request.query);
    let userId: number;
    if (s !== undefined) {
      // A signed address (`/v1/org/disk/file_url`, the preview): for this file, this member, a
      // few minutes; membership and the folder's permissions are checked again below.
      if (
        u === undefined ||
        e === undefined ||
        !fileLinks.verify({ id: request.params.id, orgId, userId: u, expires: e, signature: s })
      ) {
        throw new DomainError(Code.FORBIDDEN, SCHOOL_MESSAGES.linkExpired);
      }
      userId = u;
    } else {
      // <img>, <video> and pdf.js cannot send X-Token: the token cookie stands in for it.
      const token = fileTokenOf(request);
      if (token && !tokenOf(request)) request.headers['x-token'] = token;
      await requireUser(request);
      userId = userOf(request).id;
    }
    const role = await access.member(userId, orgId);
    const rights = await disk.accessFor(orgId, userId, role === 'admin');
    let row = await disk.visible(orgId, rights, request.params.id);
    if (row.type !== 'file')
      throw new DomainError(Code.NOT_FOUND, SCHOOL_MESSAGES.diskItemNotFound);
    if (preview === 'pdf' && download !== '1') {
      const state = row.format === 'pptx' ? await pptx.state(row, userId) : undefined;
      if (state?.kind !== 'pdf') throw new DomainError(Code.NOT_FOUND, '预览尚未生成');
      row = {
        ...row,
        storageKey: pptxPreviewKey(row),
        size: state.size,
        mime: 'application/pdf',
        name: `${row.name}.pdf`,
      };
    }
    reply.header('cache-control', 'private, no-store');
    if (download === '1' && !request.headers.range) {
      // Aliyun OSS mode: the browser fetches the bytes from the bucket with a URL signed for a
      // few minutes, named by OSS's `response-content-disposition`; none pass through here.
      const expires = Math.floor(clock().getTime() / 1000) + DISK_FILE_URL_SECONDS;
      const url = disk.signedUrl(row, expires, {
        'content-disposition': disposition('attachment', row.name),
        'content-type': row.mime,
      });
      if (url) return reply.header('referrer-policy', 'no-referrer').redirect(url, 302);
    }
    reply
      .header('x-content-type-options', 'nosniff')
      .header('content-security-policy', "default-src 'none'; sandbox")
      .header(
        'content-disposition',
        disposition(download === '1' ? 'attachment' : 'inline', row.name),
      )
      .header('accept-ranges', 'bytes')
      .type(row.mime);
    return sendBytes(request, reply, row, disk, bucketDir);
  });
};

/**
 * Largest part of an object answered to one range request when the bytes come from Aliyun OSS:
 * a player asking `bytes=0-` gets the first 8 MB (206) and asks on, so seeking a long video
 * never reads the whole object through this server.
 */
export const OSS_RANGE_CHUNK_BYTES = 8 * 1024 * 1024;

/**
 * The file's bytes, or the asked range of them (206; 416 for a range past the end): streamed
 * from the built-in bucket, or asked of the object store as a range GET.
 */
async function sendBytes(
  request: FastifyRequest,
  reply: FastifyReply,
  row: DiskRow,
  disk: DiskService,
  bucketDir: string | undefined,
) {
  const size = row.size;
  const match = /^bytes=(\d*)-(\d*)$/.exec(String(request.headers.range ?? ''));
  const local = bucketDir ? resolve(bucketDir, row.storageKey) : undefined;
  const streamable =
    local !== undefined &&
    local.startsWith(`${bucketDir}${sep}`) &&
    (await stat(local).catch(() => undefined)) !== undefined;
  let start = 0;
  let end = size - 1;
  const ranged = Boolean(match && (match[1] || match[2]));
  if (match && ranged) {
    if (match[1]) {
      start = Number(match[1]);
      end = match[2] ? Math.min(Number(match[2]), size - 1) : size - 1;
    } else {
      start = Math.max(0, size - Number(match[2]));
    }
    if (start > end || start >= size) {
      return reply.code(416).header('content-range', `bytes */${size}`).send();
    }
    if (!streamable) end = Math.min(end, start + OSS_RANGE_CHUNK_BYTES - 1);
    reply.code(206).header('content-range', `bytes ${start}-${end}/${size}`);
  }
  reply.header('content-length', String(end - start + 1));
  if (streamable && local) return reply.send(createReadStream(local, { start, end }));
  if (ranged) return reply.send((await disk.readRange(row, start, end)).bytes);
  return reply.send(disk.readStream(row));
}
