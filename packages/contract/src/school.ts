/**
 * School: joining by code, switching, the school card, running a school (admins) and the school
 * disk (spec §1 "join an organisation by code", §6 "can switch organisation", §7 `/v1/org/*`;
 * docs/school.md).
 */
import {
  DISK_BATCH_MAX,
  DISK_FOLDER_ACCESS,
  DISK_FOLDER_MANAGERS_MAX,
  DISK_NAME_MAX_LENGTH,
  DISK_QUERY_MAX_LENGTH,
  DISK_ZIP_MAX_ITEMS,
  JOIN_CODE_MAX_DAYS,
  ORG_CODE_MAX_LENGTH,
  ORG_MEMBER_QUERY_MAX_LENGTH,
  ORG_NAME_MAX_LENGTH,
  SCHOOL_MESSAGES,
  SCHOOL_ROLES,
} from '@aita/core';
import { z } from 'zod';
import { endpoint } from './endpoint';
import { intField, positiveIdField, textField, uuidField } from './fields';
import { paths } from './paths';
import { ossCredentialSchema } from './platform';

/** Largest id a PostgreSQL `integer` holds. */
const MAX_INT = 2_147_483_647;

const codeBody = z.object({ code: textField(ORG_CODE_MAX_LENGTH).min(1) });
const orgBody = z.object({ orgId: positiveIdField });
/** Control and format characters (bidi overrides, zero-width) and path separators. */
// eslint-disable-next-line no-control-regex
const HIDDEN = /[\u0000-\u001f\u007f\u200b-\u200f\u202a-\u202e\u2066-\u2069\ufeff/\\]/;
/** A display name: trimmed, 1..max characters, no control or format characters. */
const nameField = (max: number) =>
  textField(max * 4)
    .transform((v) => v.normalize('NFC').trim())
    .refine((v) => v !== '', { message: '不能为空' })
    .refine((v) => Array.from(v).length <= max, { message: `不能超过 ${max} 个字符` })
    .refine((v) => !HIDDEN.test(v), { message: '包含不允许的字符' });
const flag = z.union([z.literal(0), z.literal(1)], { message: '只能为 0 或 1' });

/** A school found by its join code. */
export const orgCodeResultSchema = z.object({
  orgId: z.number(),
  orgName: z.string(),
  logo: z.string(),
});

/** `/v1/org/card`: the school card (name, logo, members, resources, this month's additions). */
export const schoolCardSchema = z.object({
  orgId: z.number(),
  orgName: z.string(),
  logo: z.string(),
  background: z.string(),
  memberCount: z.number(),
  resourceCount: z.number(),
  monthAdded: z.number(),
  role: z.enum(SCHOOL_ROLES),
});

/** What an admin sees and edits of the school. */
export const schoolSettingsSchema = z.object({
  orgId: z.number(),
  orgName: z.string(),
  logo: z.string(),
  background: z.string(),
  isCourseShow: z.number(),
  joinCode: z.string(),
  /** ISO time, null when the code does not expire. */
  joinCodeExpiresAt: z.string().nullable(),
  joinApproval: z.boolean(),
  quotaBytes: z.number(),
  usedBytes: z.number(),
  pendingCount: z.number(),
});

export const schoolMemberSchema = z.object({
  uid: z.string(),
  uname: z.string(),
  avatar: z.string(),
  /** The last four digits of the phone, so two 张老师 can be told apart. */
  phoneTail: z.string(),
  role: z.enum(SCHOOL_ROLES),
  joinedAt: z.string(),
});

/** One folder or file of the school disk. */
export const diskItemSchema = z.object({
  id: z.string(),
  type: z.enum(['folder', 'file']),
  name: z.string(),
  parentId: z.string().nullable(),
  format: z.string(),
  mime: z.string(),
  size: z.number(),
  uploaderName: z.string(),
  createdAt: z.string(),
  /** In the 回收站: when it was deleted, else null. */
  deletedAt: z.string().nullable(),
  /** Whether the caller may rename, move and delete it (docs/school.md "Folder permissions"). */
  canManage: z.boolean(),
  /** A folder's permissions; null for files. */
  access: z
    .object({
      see: z.enum(DISK_FOLDER_ACCESS),
      upload: z.enum(DISK_FOLDER_ACCESS),
      managers: z.array(z.object({ uid: z.string(), uname: z.string() })),
    })
    .nullable(),
});

const usageSchema = z.object({ usedBytes: z.number(), quotaBytes: z.number() });
const diskItemBody = z.object({ orgId: positiveIdField, id: uuidField });
const memberBody = z.object({ orgId: positiveIdField, uid: positiveIdField });

/** School endpoints. */
export const school = {
  /** `POST /v1/org/check_code {code}`: the school of a code; unknown → 40004 学校邀请码无效. */
  checkCode: endpoint(paths.school.checkCode, { body: codeBody, data: orgCodeResultSchema }),
  /**
   * `POST /v1/org/join {code}`: joins (idempotent) and makes the school current; a school that
   * approves joins answers `pending: true` and changes nothing yet.
   */
  join: endpoint(paths.school.join, {
    body: codeBody,
    data: orgCodeResultSchema.extend({ curOrgId: z.number(), pending: z.boolean() }),
  }),
  /** `POST /v1/user/cur_org {orgId}`: makes one of the teacher's schools current; else 40003. */
  setCurrent: endpoint(paths.school.setCurrent, {
    body: z.object({ orgId: z.number().int().min(1).max(MAX_INT) }),
    data: z.object({ curOrgId: z.number() }),
  }),
  /** `POST /v1/org/leave {orgId}`: leaves; the last admin cannot (40009). */
  leave: endpoint(paths.school.leave, { body: orgBody, data: z.object({ curOrgId: z.number() }) }),
  /** `POST /v1/org/card {orgId?}`: the card of a school (default the current one). */
  card: endpoint(paths.school.card, {
    body: z.object({ orgId: positiveIdField.optional() }),
    data: schoolCardSchema.nullable(),
  }),
  settings: endpoint(paths.school.settings, { body: orgBody, data: schoolSettingsSchema }),
  update: endpoint(paths.school.update, {
    body: z.object({
      orgId: positiveIdField,
      orgName: nameField(ORG_NAME_MAX_LENGTH).optional(),
      isCourseShow: flag.optional(),
      joinApproval: z.boolean().optional(),
    }),
    data: schoolSettingsSchema,
  }),
  /** A new server-made code valid `days` days (0: no expiry); the old code stops working. */
  regenerateCode: endpoint(paths.school.regenerateCode, {
    body: z.object({ orgId: positiveIdField, days: intField(0, JOIN_CODE_MAX_DAYS, 30) }),
    data: schoolSettingsSchema,
  }),
  uploadImage: endpoint(paths.school.uploadImage, { data: schoolSettingsSchema }),
  members: endpoint(paths.school.members, {
    body: z.object({
      orgId: positiveIdField,
      query: textField(ORG_MEMBER_QUERY_MAX_LENGTH).optional(),
      page: intField(1, 10_000, 1),
    }),
    data: z.object({
      list: z.array(schoolMemberSchema),
      total: z.number(),
      pending: z.array(schoolMemberSchema),
    }),
  }),
  removeMember: endpoint(paths.school.removeMember, { body: memberBody, data: z.null() }),
  setRole: endpoint(paths.school.setRole, {
    body: memberBody.extend({ role: z.enum(SCHOOL_ROLES, { message: '只能为 admin 或 teacher' }) }),
    data: z.null(),
  }),
  reviewJoin: endpoint(paths.school.reviewJoin, {
    body: memberBody.extend({ approve: z.boolean() }),
    data: z.null(),
  }),
  image: endpoint(paths.school.image, {}),
  /** `POST /v1/org/disk_link {orgId?}`: the in-app address of the school's disk. */
  diskLink: endpoint(paths.school.diskLink, {
    body: z.object({ orgId: positiveIdField.optional() }),
    data: z.object({ orgId: z.number(), url: z.string() }),
  }),
  /**
   * `POST /v1/org/disk_token {orgId}`: how to upload to the disk now, with the quota left:
   * through this server (`mode: 'server'`, built-in store, `credential` null), or straight to the
   * bucket (`mode: 'oss'`, Aliyun OSS) with a 15-minute credential for PutObject under
   * `credential.directory` only, then `POST /v1/org/disk/commit`.
   */
  diskToken: endpoint(paths.school.diskToken, {
    body: orgBody,
    data: usageSchema.extend({
      mode: z.enum(['server', 'oss']),
      uploadUrl: z.string(),
      maxBytes: z.number(),
      expiration: z.string(),
      credential: ossCredentialSchema.nullable(),
    }),
  }),
  /**
   * `POST /v1/org/disk/commit {orgId, folderId?, key, name}` (Aliyun OSS mode): the server reads
   * the object's first bytes from the bucket, checks its type, size and the quota, then moves it
   * into the disk; a refused object is deleted.
   */
  diskCommit: endpoint(paths.school.diskCommit, {
    body: z.object({
      orgId: positiveIdField,
      folderId: uuidField.optional(),
      key: textField(1023).min(1),
      name: textField(DISK_NAME_MAX_LENGTH * 4).min(1),
    }),
    data: diskItemSchema,
  }),
  diskList: endpoint(paths.school.diskList, {
    body: z.object({
      orgId: positiveIdField,
      folderId: uuidField.optional(),
      query: textField(DISK_QUERY_MAX_LENGTH).optional(),
      trash: z.boolean().optional(),
    }),
    data: usageSchema.extend({
      items: z.array(diskItemSchema),
      path: z.array(z.object({ id: z.string(), name: z.string() })),
      /** The caller is an admin of the school (quota, 回收站 restore, folder permissions). */
      canManage: z.boolean(),
      /** The caller may upload and make folders here. */
      canUpload: z.boolean(),
    }),
  }),
  diskFolder: endpoint(paths.school.diskFolder, {
    body: z.object({
      orgId: positiveIdField,
      parentId: uuidField.optional(),
      name: nameField(DISK_NAME_MAX_LENGTH),
    }),
    data: diskItemSchema,
  }),
  diskUpload: endpoint(paths.school.diskUpload, { data: diskItemSchema }),
  /** To the 回收站 (kept 30 days); the uploader or an admin. */
  diskDelete: endpoint(paths.school.diskDelete, { body: diskItemBody, data: z.null() }),
  diskRestore: endpoint(paths.school.diskRestore, { body: diskItemBody, data: diskItemSchema }),
  diskPreview: endpoint(paths.school.diskPreview, {
    body: diskItemBody,
    data: z.object({
      kind: z.enum(['image', 'pdf', 'html', 'video', 'audio', 'text', 'none']),
      name: z.string(),
      /** Same-origin address of the bytes (add `&download=1` for the original name). */
      url: z.string(),
      /** Word as HTML, or the text of a text file; '' otherwise. */
      html: z.string(),
      /** Why there is no preview (e.g. PowerPoint without LibreOffice on the server); '' otherwise. */
      note: z.string(),
    }),
  }),
  diskFile: endpoint(paths.school.diskFile, {}),
  /**
   * `POST /v1/org/disk/rename {orgId, id, name}`: a new name in the same folder (a file keeps its
   * extension); a clash → 40009. The uploader, a 负责人 of the folder, or an admin.
   */
  diskRename: endpoint(paths.school.diskRename, {
    body: diskItemBody.extend({ name: nameField(DISK_NAME_MAX_LENGTH) }),
    data: diskItemSchema,
  }),
  /**
   * `POST /v1/org/disk/move {orgId, id, folderId?}`: into another folder (none: the top). Not
   * into itself or under itself (40001), not onto a name already there (40009); the caller must
   * manage the item and may upload to the target.
   */
  diskMove: endpoint(paths.school.diskMove, {
    body: diskItemBody.extend({ folderId: uuidField.optional() }),
    data: diskItemSchema,
  }),
  diskFolders: endpoint(paths.school.diskFolders, {
    body: orgBody,
    data: z.object({
      folders: z.array(
        z.object({
          id: z.string(),
          name: z.string(),
          parentId: z.string().nullable(),
          canUpload: z.boolean(),
        }),
      ),
      /** The caller may upload at the top. */
      canUploadTop: z.boolean(),
    }),
  }),
  /** `POST /v1/org/disk/folder/access` (admins): who sees, uploads to and manages a folder. */
  diskAccess: endpoint(paths.school.diskAccess, {
    body: diskItemBody.extend({
      see: z.enum(DISK_FOLDER_ACCESS, { message: '只能为 all 或 managers' }),
      upload: z.enum(DISK_FOLDER_ACCESS, { message: '只能为 all 或 managers' }),
      managerUids: z
        .array(positiveIdField)
        .max(DISK_FOLDER_MANAGERS_MAX, { message: `负责人最多 ${DISK_FOLDER_MANAGERS_MAX} 位` }),
    }),
    data: diskItemSchema,
  }),
  /**
   * `POST /v1/org/disk/file_url {orgId, id, download?}`: the file's address signed for the
   * caller for a few minutes, for a link, `<img>`, `<video>` or pdf.js that cannot send X-Token.
   */
  diskFileUrl: endpoint(paths.school.diskFileUrl, {
    body: diskItemBody.extend({ download: z.boolean().optional() }),
    data: z.object({ url: z.string(), expiresAt: z.string() }),
  }),
  /**
   * `POST /v1/org/disk/batch {orgId, ids, action, folderId?}`: moves (`folderId`, none = the top)
   * or deletes several items, each checked as if alone; `failed` lists the refused ones with the
   * Chinese reason, the rest are done.
   */
  diskBatch: endpoint(paths.school.diskBatch, {
    body: z.object({
      orgId: positiveIdField,
      ids: z
        .array(uuidField)
        .min(1)
        .max(DISK_BATCH_MAX, { message: `一次最多选择 ${DISK_BATCH_MAX} 项` }),
      action: z.enum(['move', 'delete'], { message: '只能为 move 或 delete' }),
      folderId: uuidField.optional(),
    }),
    data: z.object({
      done: z.number(),
      failed: z.array(z.object({ id: z.string(), name: z.string(), reason: z.string() })),
    }),
  }),
  /** `POST /v1/org/disk/trash/empty {orgId}` (admins): 清空回收站, objects deleted too. */
  diskTrashEmpty: endpoint(paths.school.diskTrashEmpty, {
    body: orgBody,
    data: z.object({ removed: z.number() }),
  }),
  /**
   * `POST /v1/org/disk/trash/purge {orgId, id}` (admins, or the uploader of everything in it):
   * one item of the 回收站 deleted for good, with what is under it; answers how many went.
   */
  diskTrashPurge: endpoint(paths.school.diskTrashPurge, {
    body: diskItemBody,
    data: z.object({ removed: z.number() }),
  }),
  /**
   * `POST /v1/org/disk/zip_url {orgId, ids}` (members): checks the folders and files (what the
   * caller sees of them, at most `DISK_ZIP_MAX_FILES` files and `DISK_ZIP_MAX_BYTES` bytes) and answers the .zip's address, signed for the caller for a few minutes.
   */
  diskZipUrl: endpoint(paths.school.diskZipUrl, {
    body: z.object({
      orgId: positiveIdField,
      ids: z
        .array(uuidField)
        .min(1, { message: '请选择要下载的文件或文件夹' })
        .max(DISK_ZIP_MAX_ITEMS, { message: SCHOOL_MESSAGES.zipTooManyItems }),
    }),
    data: z.object({
      url: z.string(),
      expiresAt: z.string(),
      files: z.number(),
      bytes: z.number(),
    }),
  }),
  diskZip: endpoint(paths.school.diskZip, {}),
  /** `POST /v1/org/disk/access_log {orgId}` (admins): who changed which folder's permissions. */
  diskAccessLog: endpoint(paths.school.diskAccessLog, {
    body: orgBody,
    data: z.object({
      entries: z.array(
        z.object({
          folderId: z.string(),
          folderName: z.string(),
          actorName: z.string(),
          see: z.enum(DISK_FOLDER_ACCESS),
          upload: z.enum(DISK_FOLDER_ACCESS),
          managers: z.array(z.string()),
          createdAt: z.string(),
        }),
      ),
    }),
  }),
} as const;
