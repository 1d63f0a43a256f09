/**
 * The school area's routes, one module per area so that a browser chunk carries only its own
 * area's (`@aita/contract/paths/school`); `paths.ts` composes them (docs/architecture/contract.md).
 */
import { route } from '../route';

/** The routes of the school area (`paths.school`). */
export const schoolPaths = {
  checkCode: route('POST', '/v1/org/check_code', 'json', 'user'),
  join: route('POST', '/v1/org/join', 'json', 'user'),
  setCurrent: route('POST', '/v1/user/cur_org', 'json', 'user'),
  leave: route('POST', '/v1/org/leave', 'json', 'user'),
  card: route('POST', '/v1/org/card', 'json', 'user'),
  /** Admin only, like every call below up to `reviewJoin`. */
  settings: route('POST', '/v1/org/settings', 'json', 'user'),
  update: route('POST', '/v1/org/update', 'json', 'user'),
  regenerateCode: route('POST', '/v1/org/code/regenerate', 'json', 'user'),
  /** Multipart: fields `orgId`, `target` (logo | background), then one image part. */
  uploadImage: route('POST', '/v1/org/image', 'upload', 'user'),
  members: route('POST', '/v1/org/members', 'json', 'user'),
  removeMember: route('POST', '/v1/org/member/remove', 'json', 'user'),
  setRole: route('POST', '/v1/org/member/role', 'json', 'user'),
  reviewJoin: route('POST', '/v1/org/join/review', 'json', 'user'),
  /** The school's logo and background (public: the header shows them). */
  image: route('GET', '/files/orgs/:name', 'blob', 'public'),
  diskLink: route('POST', '/v1/org/disk_link', 'json', 'user'),
  diskToken: route('POST', '/v1/org/disk_token', 'json', 'user'),
  /** Aliyun OSS mode: records a file put straight to the bucket with a `disk_token`. */
  diskCommit: route('POST', '/v1/org/disk/commit', 'json', 'user'),
  diskList: route('POST', '/v1/org/disk/list', 'json', 'user'),
  diskFolder: route('POST', '/v1/org/disk/folder', 'json', 'user'),
  /** Multipart: fields `orgId`, `folderId` (optional), then one file part. */
  diskUpload: route('POST', '/v1/org/disk/upload', 'upload', 'user'),
  diskDelete: route('POST', '/v1/org/disk/delete', 'json', 'user'),
  diskRestore: route('POST', '/v1/org/disk/restore', 'json', 'user'),
  diskPreview: route('POST', '/v1/org/disk/preview', 'json', 'user'),
  /** The file's bytes (range requests), `?orgId=…&download=1` for the original name. */
  diskFile: route('GET', '/v1/org/disk/file/:id', 'blob', 'user'),
  diskRename: route('POST', '/v1/org/disk/rename', 'json', 'user'),
  diskMove: route('POST', '/v1/org/disk/move', 'json', 'user'),
  /** Every folder the caller sees (the move dialog's tree). */
  diskFolders: route('POST', '/v1/org/disk/folders', 'json', 'user'),
  /** Admins: who sees, uploads to and manages a folder. */
  diskAccess: route('POST', '/v1/org/disk/folder/access', 'json', 'user'),
  /** A short-lived signed address of a file's bytes (downloads without the token header). */
  diskFileUrl: route('POST', '/v1/org/disk/file_url', 'json', 'user'),
  /** Moves or deletes several items, each checked alone; answers what failed and why. */
  diskBatch: route('POST', '/v1/org/disk/batch', 'json', 'user'),
  /** Admins: 清空回收站. */
  diskTrashEmpty: route('POST', '/v1/org/disk/trash/empty', 'json', 'user'),
  /** Admins: the last permission changes of the school's folders. */
  diskAccessLog: route('POST', '/v1/org/disk/access_log', 'json', 'user'),
  /** Admins, or the uploader: one item of the 回收站 (and what is under it) deleted for good. */
  diskTrashPurge: route('POST', '/v1/org/disk/trash/purge', 'json', 'user'),
  /** A short-lived signed address of a .zip of folders and files (打包下载). */
  diskZipUrl: route('POST', '/v1/org/disk/zip_url', 'json', 'user'),
  /**
   * The .zip itself, streamed: `?orgId=…&ids=…&u=…&e=…&s=…` from `zip_url`. No token: the
   * signature names the teacher, whose membership and folder rights are checked again.
   */
  diskZip: route('GET', '/v1/org/disk/zip', 'blob', 'public'),
} as const;
