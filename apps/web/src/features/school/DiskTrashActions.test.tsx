// @vitest-environment jsdom
import type { DiskItemData } from '@aita/api';
import { cleanup, fireEvent, render, screen } from '@testing-library/react';
import { afterEach, describe, expect, it } from 'vitest';
import { DiskTrashActions, purgeQuestion } from './DiskTrashActions';

afterEach(cleanup);

const item = (fields: Partial<DiskItemData>): DiskItemData => ({
  id: '00000000-0000-4000-8000-000000000009',
  type: 'file',
  name: '旧教案.docx',
  parentId: null,
  format: 'docx',
  mime: 'application/vnd.openxmlformats-officedocument.wordprocessingml.document',
  size: 10,
  uploaderName: '李老师',
  createdAt: '2026-11-25T00:00:00.000Z',
  deletedAt: '2026-11-26T00:00:00.000Z',
  canManage: true,
  access: null,
  ...fields,
});

function setup(fields: Partial<DiskItemData>, canRestore: boolean, answer: boolean) {
  const calls = { restored: [] as string[], purged: [] as string[], asked: [] as string[] };
  render(
    <DiskTrashActions
      item={item(fields)}
      canRestore={canRestore}
      onRestore={(id) => calls.restored.push(id)}
      onPurge={(id) => calls.purged.push(id)}
      confirm={(text) => {
        calls.asked.push(text);
        return answer;
      }}
    />,
  );
  return calls;
}

describe('DiskTrashActions', () => {
  it('彻底删除 only after the teacher confirms, naming the file', () => {
    const refused = setup({}, true, false);
    fireEvent.click(screen.getByRole('button', { name: '彻底删除旧教案.docx' }));
    expect(refused.asked).toEqual(['彻底删除“旧教案.docx”后将无法恢复。确定彻底删除吗？']);
    expect(refused.purged).toEqual([]);
    cleanup();
    const agreed = setup({}, true, true);
    fireEvent.click(screen.getByRole('button', { name: '彻底删除旧教案.docx' }));
    expect(agreed.purged).toEqual(['00000000-0000-4000-8000-000000000009']);
    fireEvent.click(screen.getByRole('button', { name: '恢复旧教案.docx' }));
    expect(agreed.restored).toEqual(['00000000-0000-4000-8000-000000000009']);
  });

  it('offers 恢复 to admins only and 彻底删除 only where the server allows it', () => {
    setup({ canManage: true }, false, true);
    expect(screen.queryByRole('button', { name: /^恢复/ })).toBeNull();
    expect(screen.getByRole('button', { name: /^彻底删除/ })).toBeTruthy();
    cleanup();
    setup({ canManage: false }, true, true);
    expect(screen.getByRole('button', { name: /^恢复/ })).toBeTruthy();
    expect(screen.queryByRole('button', { name: /^彻底删除/ })).toBeNull();
  });

  it('warns that a folder goes with everything in it', () => {
    expect(purgeQuestion({ type: 'folder', name: '语文组' })).toBe(
      '彻底删除“语文组”及其中的全部文件后将无法恢复。确定彻底删除吗？',
    );
  });
});
