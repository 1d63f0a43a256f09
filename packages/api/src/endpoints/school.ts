import type { Data, school } from '@aita/contract';
import { schoolPaths } from '@aita/contract/paths/school';
import type { ApiClient, RequestOptions } from '../client';
import { decodeEnvelopeText } from '../decode';
import { ApiError } from '../errors';
import { send } from './send';

/** A school found by its join code (`/v1/org/check_code`, `/v1/org/join`). */
export type OrgCodeResult = Data<typeof school.checkCode>;

/** `POST /v1/org/check_code {code}` (spec §1 join by code, §7). Unknown code → 40004 学校邀请码无效. */
export function checkOrgCode(
  client: ApiClient,
  code: string,
  options?: RequestOptions,
): Promise<OrgCodeResult> {
  return send<typeof school.checkCode>(client, schoolPaths.checkCode, { code }, options);
}

/** `POST /v1/org/join {code}` (spec §7): joins the school (idempotent) and makes it current. */
export function joinOrg(
  client: ApiClient,
  code: string,
  options?: RequestOptions,
): Promise<Data<typeof school.join>> {
  return send<typeof school.join>(client, schoolPaths.join, { code }, options);
}

/** `POST /v1/user/cur_org {orgId}` (spec §6 organisation switch). Not a member → 40003. */
export function setCurrentOrg(
  client: ApiClient,
  orgId: number,
  options?: RequestOptions,
): Promise<{ curOrgId: number }> {
  return send<typeof school.setCurrent>(client, schoolPaths.setCurrent, { orgId }, options);
}

/** The school card (`/v1/org/card`). */
export type SchoolCardData = Data<typeof school.card>;
/** What a school admin sees and edits. */
export type SchoolSettingsData = Data<typeof school.settings>;
export type SchoolMembersData = Data<typeof school.members>;
export type DiskListData = Data<typeof school.diskList>;
export type DiskItemData = Data<typeof school.diskFolder>;
export type DiskPreviewData = Data<typeof school.diskPreview>;

/** `POST /v1/org/card {orgId?}`: a school's card (default the current school; null when none). */
export function fetchSchoolCard(client: ApiClient, orgId?: number, options?: RequestOptions) {
  const fresh = { ...options, cache: false };
  return send<typeof school.card>(client, schoolPaths.card, orgId ? { orgId } : {}, fresh);
}

/** `POST /v1/org/leave {orgId}`: leaves the school; answers the new current school (0: none). */
export function leaveOrg(client: ApiClient, orgId: number, options?: RequestOptions) {
  return send<typeof school.leave>(client, schoolPaths.leave, { orgId }, options);
}

/** `POST /v1/org/settings {orgId}` (admins). */
export function fetchSchoolSettings(client: ApiClient, orgId: number, options?: RequestOptions) {
  const fresh = { ...options, cache: false };
  return send<typeof school.settings>(client, schoolPaths.settings, { orgId }, fresh);
}

/** `POST /v1/org/update` (admins): name, isCourseShow, join approval. */
export function updateSchool(
  client: ApiClient,
  body: { orgId: number; orgName?: string; isCourseShow?: 0 | 1; joinApproval?: boolean },
  options?: RequestOptions,
) {
  return send<typeof school.update>(client, schoolPaths.update, body, options);
}

/** `POST /v1/org/code/regenerate {orgId, days}` (admins): a new code; 0 days never expires. */
export function regenerateJoinCode(
  client: ApiClient,
  orgId: number,
  days: number,
  options?: RequestOptions,
) {
  return send<typeof school.regenerateCode>(
    client,
    schoolPaths.regenerateCode,
    { orgId, days },
    options,
  );
}

/** `POST /v1/org/members {orgId, query?, page?}` (admins), with pending join requests. */
export function fetchSchoolMembers(
  client: ApiClient,
  body: { orgId: number; query?: string; page?: number },
  options?: RequestOptions,
) {
  const fresh = { ...options, cache: false };
  return send<typeof school.members>(client, schoolPaths.members, body, fresh);
}

/** `POST /v1/org/member/remove {orgId, uid}` (admins): access ends at the member's next call. */
export function removeSchoolMember(client: ApiClient, orgId: number, uid: number) {
  return send<typeof school.removeMember>(client, schoolPaths.removeMember, { orgId, uid });
}

/** `POST /v1/org/member/role {orgId, uid, role}` (admins). */
export function setSchoolMemberRole(
  client: ApiClient,
  orgId: number,
  uid: number,
  role: 'admin' | 'teacher',
) {
  return send<typeof school.setRole>(client, schoolPaths.setRole, { orgId, uid, role });
}

/** `POST /v1/org/join/review {orgId, uid, approve}` (admins). */
export function reviewJoinRequest(client: ApiClient, orgId: number, uid: number, approve: boolean) {
  return send<typeof school.reviewJoin>(client, schoolPaths.reviewJoin, { orgId, uid, approve });
}

/** `POST /v1/org/disk_link {orgId?}`: the in-app address of the school's disk. */
export function fetchDiskLink(client: ApiClient, orgId?: number, options?: RequestOptions) {
  return send<typeof school.diskLink>(
    client,
    schoolPaths.diskLink,
    orgId ? { orgId } : {},
    options,
  );
}

/**
 * `POST /v1/org/disk_token {orgId}`: how to upload now — through the server (`mode: 'server'`),
 * or straight to the bucket with `credential` (`mode: 'oss'`), then {@link commitDiskUpload}.
 */
export function fetchDiskToken(client: ApiClient, orgId: number) {
  return send<typeof school.diskToken>(client, schoolPaths.diskToken, { orgId });
}

/** `POST /v1/org/disk/commit {orgId, folderId?, key, name}`: records a direct upload. */
export function commitDiskUpload(
  client: ApiClient,
  body: { orgId: number; folderId?: string; key: string; name: string },
) {
  return send<typeof school.diskCommit>(client, schoolPaths.diskCommit, body);
}

/** `POST /v1/org/disk/list`: a folder, a search, or the 回收站, with the quota. */
export function fetchDiskList(
  client: ApiClient,
  body: { orgId: number; folderId?: string; query?: string; trash?: boolean },
  options?: RequestOptions,
) {
  const fresh = { ...options, cache: false };
  return send<typeof school.diskList>(client, schoolPaths.diskList, body, fresh);
}

/** `POST /v1/org/disk/folder {orgId, parentId?, name}`. */
export function createDiskFolder(
  client: ApiClient,
  body: { orgId: number; parentId?: string; name: string },
) {
  return send<typeof school.diskFolder>(client, schoolPaths.diskFolder, body);
}

/** `POST /v1/org/disk/delete {orgId, id}`: to the 回收站 (kept 30 days). */
export function deleteDiskItem(client: ApiClient, orgId: number, id: string) {
  return send<typeof school.diskDelete>(client, schoolPaths.diskDelete, { orgId, id });
}

/** `POST /v1/org/disk/restore {orgId, id}` (admins). */
export function restoreDiskItem(client: ApiClient, orgId: number, id: string) {
  return send<typeof school.diskRestore>(client, schoolPaths.diskRestore, { orgId, id });
}

/** `POST /v1/org/disk/preview {orgId, id}`: how to show a file (Word arrives as HTML). */
export function fetchDiskPreview(client: ApiClient, orgId: number, id: string) {
  return send<typeof school.diskPreview>(client, schoolPaths.diskPreview, { orgId, id });
}

/** `POST /v1/org/disk/rename {orgId, id, name}`: a file keeps its extension; a clash → 40009. */
export function renameDiskItem(client: ApiClient, orgId: number, id: string, name: string) {
  return send<typeof school.diskRename>(client, schoolPaths.diskRename, { orgId, id, name });
}

/** `POST /v1/org/disk/move {orgId, id, folderId?}` (no folder: the top). */
export function moveDiskItem(client: ApiClient, orgId: number, id: string, folderId?: string) {
  const body = folderId ? { orgId, id, folderId } : { orgId, id };
  return send<typeof school.diskMove>(client, schoolPaths.diskMove, body);
}

/** Every folder the caller sees, with where they may add files (`/v1/org/disk/folders`). */
export type DiskFoldersData = Data<typeof school.diskFolders>;
export type DiskAccessLogData = Data<typeof school.diskAccessLog>;
export function fetchDiskFolders(client: ApiClient, orgId: number) {
  return send<typeof school.diskFolders>(
    client,
    schoolPaths.diskFolders,
    { orgId },
    {
      cache: false,
    },
  );
}

/** `POST /v1/org/disk/folder/access` (admins): who sees, uploads to and manages a folder. */
export function setDiskFolderAccess(
  client: ApiClient,
  body: {
    orgId: number;
    id: string;
    see: 'all' | 'managers';
    upload: 'all' | 'managers';
    managerUids: string[];
  },
) {
  return send<typeof school.diskAccess>(client, schoolPaths.diskAccess, body);
}

/** `POST /v1/org/disk/file_url {orgId, id, download?}`: the file's address, signed for minutes. */
export function fetchDiskFileUrl(client: ApiClient, orgId: number, id: string, download = false) {
  return send<typeof school.diskFileUrl>(client, schoolPaths.diskFileUrl, {
    orgId,
    id,
    download,
  });
}

/** `POST /v1/org/disk/batch`: moves or deletes several items; answers what failed and why. */
export function batchDisk(
  client: ApiClient,
  body: { orgId: number; ids: string[]; action: 'move' | 'delete'; folderId?: string },
) {
  return send<typeof school.diskBatch>(client, schoolPaths.diskBatch, body);
}

/** `POST /v1/org/disk/trash/empty {orgId}` (admins): 清空回收站. */
export function emptyDiskTrash(client: ApiClient, orgId: number) {
  return send<typeof school.diskTrashEmpty>(client, schoolPaths.diskTrashEmpty, { orgId });
}

/** `POST /v1/org/disk/trash/purge {orgId, id}`: one item of the 回收站 deleted for good. */
export function purgeDiskTrashItem(client: ApiClient, orgId: number, id: string) {
  return send<typeof school.diskTrashPurge>(client, schoolPaths.diskTrashPurge, { orgId, id });
}

/** `POST /v1/org/disk/zip_url {orgId, ids}`: the signed address of a .zip of these items. */
export function fetchDiskZipUrl(client: ApiClient, orgId: number, ids: string[]) {
  return send<typeof school.diskZipUrl>(client, schoolPaths.diskZipUrl, { orgId, ids });
}

/** `POST /v1/org/disk/access_log {orgId}` (admins): the last folder permission changes. */
export function fetchDiskAccessLog(client: ApiClient, orgId: number) {
  return send<typeof school.diskAccessLog>(client, schoolPaths.diskAccessLog, { orgId });
}

/** A multipart call of the school (fields first, then the file), not retried. */
async function sendForm<T>(
  client: ApiClient,
  path: string,
  fields: Record<string, string>,
  file: { file: Blob; name: string },
  options: Pick<RequestOptions, 'signal' | 'timeout'> = {},
): Promise<T> {
  const form = new FormData();
  for (const [name, value] of Object.entries(fields)) form.append(name, value);
  form.append('file', file.file, file.name);
  let text: string;
  try {
    const response = await client.http.post(client.url(path), {
      body: form,
      signal: options.signal,
      timeout: options.timeout,
    });
    text = await response.text();
  } catch (error) {
    if (error instanceof ApiError) throw error;
    if (options.signal?.aborted) throw new ApiError({ kind: 'abort', cause: error });
    const status = (error as { response?: { status?: number } }).response?.status;
    throw status === undefined
      ? new ApiError({ kind: 'network', cause: error })
      : new ApiError({ kind: 'http', status, cause: error });
  }
  return decodeEnvelopeText<T>(text);
}

/** `POST /v1/org/disk/upload` (multipart: orgId, folderId?, file). Over quota → 40001. */
export function uploadDiskFile(
  client: ApiClient,
  input: { orgId: number; folderId?: string; file: Blob; name: string },
  options?: Pick<RequestOptions, 'signal' | 'timeout'>,
): Promise<DiskItemData> {
  const fields: Record<string, string> = { orgId: String(input.orgId) };
  if (input.folderId) fields.folderId = input.folderId;
  return sendForm(client, schoolPaths.diskUpload.path, fields, input, options);
}

/** `POST /v1/org/image` (admins; multipart: orgId, target, image): cropped and set at once. */
export function uploadSchoolImage(
  client: ApiClient,
  input: { orgId: number; target: 'logo' | 'background'; file: Blob; name: string },
  options?: Pick<RequestOptions, 'signal' | 'timeout'>,
): Promise<SchoolSettingsData> {
  return sendForm(
    client,
    schoolPaths.uploadImage.path,
    { orgId: String(input.orgId), target: input.target },
    input,
    options,
  );
}
