import type { DiskListData } from '@aita/api';
import { describe, expect, it } from 'vitest';
import {
  diskOpened,
  diskReceived,
  previewReceived,
  previewRequested,
  schoolSlice,
  uploadFinished,
  uploadRequested,
} from './schoolSlice';

const listOf = (name: string): DiskListData => ({
  items: [
    {
      id: '00000000-0000-4000-8000-000000000001',
      type: 'file',
      name,
      parentId: null,
      format: 'pdf',
      mime: 'application/pdf',
      size: 10,
      uploaderName: '王校长',
      createdAt: '2026-11-25T00:00:00.000Z',
      deletedAt: null,
      canManage: true,
      access: null,
    },
  ],
  path: [],
  usedBytes: 10,
  quotaBytes: 100,
  canManage: false,
  canUpload: true,
});

describe('schoolSlice', () => {
  it("never shows one school's disk under another after a switch", () => {
    let state = schoolSlice.reducer(undefined, diskOpened({ orgId: 1 }));
    state = schoolSlice.reducer(state, diskReceived(listOf('甲校.pdf')));
    // Another folder of the same school keeps the list until the new one arrives.
    state = schoolSlice.reducer(state, diskOpened({ orgId: 1, folderId: 'x' }));
    expect(state.disk.list?.items[0]?.name).toBe('甲校.pdf');
    state = schoolSlice.reducer(state, diskOpened({ orgId: 2 }));
    expect(state.disk.list).toBeNull();
    expect(state.disk.loading).toBe(true);
  });

  it('keeps the preview of the file last asked for, and counts uploads by name', () => {
    let state = schoolSlice.reducer(undefined, previewRequested('a'));
    state = schoolSlice.reducer(state, previewRequested('b'));
    const data = { kind: 'pdf' as const, name: 'a.pdf', url: '/x', html: '', note: '' };
    state = schoolSlice.reducer(state, previewReceived({ id: 'a', data }));
    expect(state.disk.preview).toEqual({ id: 'b', data: null });
    state = schoolSlice.reducer(
      state,
      uploadRequested({ ids: ['f1', 'f2'], names: ['一.docx', '二.pdf'] }),
    );
    state = schoolSlice.reducer(state, uploadFinished('一.docx'));
    expect(state.disk.uploading).toEqual(['二.pdf']);
  });
});
