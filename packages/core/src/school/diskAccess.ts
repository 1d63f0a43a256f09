import type { DiskFolderAccess } from './constants';

/** One folder's permissions, as the server stores them (docs/school.md "Folder permissions"). */
export interface DiskFolderRule {
  id: string;
  parentId: string | null;
  /** Who sees the folder and what is in it. */
  see: DiskFolderAccess;
  /** Who uploads files and makes folders in it. */
  upload: DiskFolderAccess;
  /** Its 负责人: members who manage it and everything under it. */
  managerIds: readonly number[];
}

/** What one member may do on one school's disk, folder by folder. */
export interface DiskAccess {
  /** Sees the folder (null: the top) and its contents. */
  canSee(folderId: string | null): boolean;
  /** Uploads files and makes folders in the folder (null: the top). */
  canUpload(folderId: string | null): boolean;
  /** Renames, moves and deletes anything in the folder (an admin or a 负责人 of it or above). */
  canManage(folderId: string | null): boolean;
  /**
   * Renames, moves or deletes one item in `parentId`: whoever manages that folder, or the
   * uploader of a visible item.
   */
  canManageItem(item: { parentId: string | null; uploaderId: number | null }): boolean;
  /** The folder and its ancestors, nearest first (ids unknown to the rules end the chain). */
  chain(folderId: string | null): DiskFolderRule[];
}

/**
 * The disk's permission rules (docs/school.md "Folder permissions"), decided from the school's
 * folders and the viewer:
 * - admins may do everything;
 * - a 负责人 of a folder manages it and everything under it, and sees and uploads there whatever
 *   its settings say;
 * - a folder marked `managers` for seeing hides itself and everything under it from other
 *   teachers; one marked `managers` for uploading takes uploads and new folders only from its
 *   managers, in it and under it;
 * - the top of the disk is seen and uploaded to by every member.
 */
export function createDiskAccess(
  folders: Iterable<DiskFolderRule>,
  viewer: { userId: number; isAdmin: boolean },
): DiskAccess {
  const byId = new Map<string, DiskFolderRule>();
  for (const f of folders) byId.set(f.id, f);

  const chain = (folderId: string | null): DiskFolderRule[] => {
    const out: DiskFolderRule[] = [];
    const seen = new Set<string>();
    let cursor = folderId;
    while (cursor !== null && !seen.has(cursor)) {
      seen.add(cursor);
      const rule = byId.get(cursor);
      if (!rule) break;
      out.push(rule);
      cursor = rule.parentId;
    }
    return out;
  };
  /** Index in the chain (nearest first) of the nearest folder the viewer manages; -1: none. */
  const managedFrom = (rules: DiskFolderRule[]) =>
    rules.findIndex((f) => f.managerIds.includes(viewer.userId));

  const canManage = (folderId: string | null) =>
    viewer.isAdmin || (folderId !== null && managedFrom(chain(folderId)) !== -1);

  const canSee = (folderId: string | null) => {
    if (viewer.isAdmin || folderId === null) return true;
    const rules = chain(folderId);
    const managed = managedFrom(rules);
    // Folders at or under one the viewer manages are visible; above it each must be open.
    const above = managed === -1 ? rules : rules.slice(managed + 1);
    return above.every((f) => f.see === 'all');
  };

  const canUpload = (folderId: string | null) =>
    canManage(folderId) || (canSee(folderId) && chain(folderId).every((f) => f.upload === 'all'));

  return {
    canSee,
    canUpload,
    canManage,
    canManageItem: (item) =>
      canManage(item.parentId) || (item.uploaderId === viewer.userId && canSee(item.parentId)),
    chain,
  };
}
