import { createReadStream } from 'node:fs';
import { stat } from 'node:fs/promises';
import { resolve, sep } from 'node:path';
import { school, type Data } from '@aita/contract';
import { Code, diskPreviewKind, SCHOOL_MESSAGES, TOKEN_COOKIE_NAME } from '@aita/core';
import type { FastifyPluginAsync, FastifyReply, FastifyRequest } from 'fastify';
import mammoth from 'mammoth';
import { z } from 'zod';
import { requireUser, tokenOf, userOf } from '../identity';
import { DomainError } from '../../platform/errors';
import { ok } from '../../platform/http/envelope';
import { parseInput } from '../../platform/http/validate';
import { decodeText } from '../../platform/intake/text';
import type { SchoolAccess } from './access';
import type { DiskRow, DiskService } from './disk.service';
import { pptxPreviewKey, type PptxPreviews } from './disk-pptx';

type DiskItem = Data<typeof school.diskFolder>;

/** A row as the contract shows it. */
export function toDiskItem(row: DiskRow, uploaderName = ''): DiskItem {
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
});

/** RFC 6266 `attachment` with the original (UTF-8) name and an ASCII fallback. */
const disposition = (kind: 'inline' | 'attachment', name: string) =>
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
}> = async (app, { disk, access, bucketDir, pptx }) => {
  app.post(school.diskList.path, { preHandler: requireUser }, async (request) => {
    const { orgId, ...opts } = parseInput(school.diskList.body, request.body);
    const userId = userOf(request).id;
    const role = await access.member(userId, orgId);
    const listed = await disk.list(orgId, userId, opts);
    return ok<Data<typeof school.diskList>>({
      ...listed,
      items: listed.items.map((row) => toDiskItem(row, row.uploaderName)),
      canManage: role === 'admin',
    });
  });

  app.post(school.diskFolder.path, { preHandler: requireUser }, async (request) => {
    const { orgId, parentId, name } = parseInput(school.diskFolder.body, request.body);
    const userId = userOf(request).id;
    await access.member(userId, orgId);
    return ok<Data<typeof school.diskFolder>>(
      toDiskItem(await disk.createFolder(orgId, userId, parentId, name)),
    );
  });

  app.post(school.diskDelete.path, { preHandler: requireUser }, async (request) => {
    const { orgId, id } = parseInput(school.diskDelete.body, request.body);
    const userId = userOf(request).id;
    const role = await access.member(userId, orgId);
    await disk.trash(orgId, userId, role === 'admin', id);
    return ok<Data<typeof school.diskDelete>>(null);
  });

  app.post(school.diskRestore.path, { preHandler: requireUser }, async (request) => {
    const { orgId, id } = parseInput(school.diskRestore.body, request.body);
    await access.admin(userOf(request).id, orgId);
    return ok<Data<typeof school.diskRestore>>(toDiskItem(await disk.restore(orgId, id)));
  });

  app.post(school.diskPreview.path, { preHandler: requireUser }, async (request) => {
    const { orgId, id } = parseInput(school.diskPreview.body, request.body);
    await access.member(userOf(request).id, orgId);
    const row = await disk.item(orgId, id);
    if (row.type !== 'file')
      throw new DomainError(Code.NOT_FOUND, SCHOOL_MESSAGES.diskItemNotFound);
    const url = `/v1/org/disk/file/${row.id}?orgId=${orgId}`;
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
    // <img>, <video> and pdf.js cannot send X-Token: the token cookie stands in for it.
    const token = fileTokenOf(request);
    if (token && !tokenOf(request)) request.headers['x-token'] = token;
    await requireUser(request);
    const { orgId, download, preview } = parseInput(fileQuery, request.query);
    await access.member(userOf(request).id, orgId);
    let row = await disk.item(orgId, request.params.id);
    if (row.type !== 'file')
      throw new DomainError(Code.NOT_FOUND, SCHOOL_MESSAGES.diskItemNotFound);
    if (preview === 'pdf' && download !== '1') {
      const state = row.format === 'pptx' ? await pptx.state(row, userOf(request).id) : undefined;
      if (state?.kind !== 'pdf') throw new DomainError(Code.NOT_FOUND, '预览尚未生成');
      row = {
        ...row,
        storageKey: pptxPreviewKey(row),
        size: state.size,
        mime: 'application/pdf',
        name: `${row.name}.pdf`,
      };
    }
    reply
      .header('cache-control', 'private, no-store')
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
  return reply.send(await disk.read(row));
}
