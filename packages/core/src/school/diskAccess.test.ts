import { describe, expect, it } from 'vitest';
import { createDiskAccess, type DiskFolderRule } from './diskAccess';

const rule = (id: string, parentId: string | null, more: Partial<DiskFolderRule> = {}) => ({
  id,
  parentId,
  see: 'all' as const,
  upload: 'all' as const,
  managerIds: [],
  ...more,
});

// 教研组 (open) › 语文组 (hidden, 负责人 7) › 试卷 (uploads by managers only)
const folders: DiskFolderRule[] = [
  rule('a', null),
  rule('b', 'a', { see: 'managers', managerIds: [7] }),
  rule('c', 'b', { upload: 'managers' }),
  rule('d', 'a', { upload: 'managers' }),
];

describe(createDiskAccess, () => {
  it('lets an admin do everything', () => {
    const access = createDiskAccess(folders, { userId: 1, isAdmin: true });
    expect(['a', 'b', 'c', 'd', null].every((f) => access.canManage(f))).toBe(true);
  });

  it('hides a folder marked for managers, and everything under it, from other teachers', () => {
    const access = createDiskAccess(folders, { userId: 2, isAdmin: false });
    expect(access.canSee(null)).toBe(true);
    expect(access.canSee('a')).toBe(true);
    expect(access.canSee('b')).toBe(false);
    expect(access.canSee('c')).toBe(false);
    expect(access.canUpload('c')).toBe(false);
    expect(access.canUpload('a')).toBe(true);
    expect(access.canUpload('d')).toBe(false);
    expect(access.canManage('a')).toBe(false);
  });

  it('lets a 负责人 see, upload and manage in their folder and under it, not above', () => {
    const access = createDiskAccess(folders, { userId: 7, isAdmin: false });
    expect(access.canSee('b')).toBe(true);
    expect(access.canSee('c')).toBe(true);
    expect(access.canUpload('c')).toBe(true);
    expect(access.canManage('c')).toBe(true);
    expect(access.canManage('a')).toBe(false);
    expect(access.canUpload('d')).toBe(false);
  });

  it('lets an uploader manage their own visible item only', () => {
    const access = createDiskAccess(folders, { userId: 2, isAdmin: false });
    expect(access.canManageItem({ parentId: 'a', uploaderId: 2 })).toBe(true);
    expect(access.canManageItem({ parentId: 'a', uploaderId: 3 })).toBe(false);
    expect(access.canManageItem({ parentId: 'c', uploaderId: 2 })).toBe(false);
  });

  it('survives a cycle in the stored parents', () => {
    const access = createDiskAccess([rule('x', 'y'), rule('y', 'x', { see: 'managers' })], {
      userId: 2,
      isAdmin: false,
    });
    expect(access.canSee('x')).toBe(false);
    expect(access.chain('x').map((f) => f.id)).toEqual(['x', 'y']);
  });
});
