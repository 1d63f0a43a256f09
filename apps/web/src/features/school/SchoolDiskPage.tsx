import type { DiskItemData } from '@aita/api';
import {
  DISK_ACCESS_LABELS,
  DISK_NAME_MAX_LENGTH,
  DISK_QUERY_MAX_LENGTH,
  formatBytes,
  SCHOOL_LABELS,
  SCHOOL_MESSAGES,
} from '@aita/core';
import { Button, StateMessage, TextInput } from '@aita/ui';
import { useEffect, useRef, useState } from 'react';
import { useAppDispatch, useAppSelector } from '../../shared/hooks';
import { selectCurOrgId, selectOrgList } from '../identity';
import { DiskDialogs } from './DiskDialogs';
import { DiskPreview } from './DiskPreview';
import { DiskSelectionBar } from './DiskSelectionBar';
import { DiskTrashActions } from './DiskTrashActions';
import { keepFile } from './pendingUploads';
import {
  dialogOpened,
  diskOpened,
  downloadRequested,
  folderCreateRequested,
  itemDeleteRequested,
  itemPurgeRequested,
  itemRestoreRequested,
  previewClosed,
  previewRequested,
  selectDisk,
  selectionToggled,
  trashEmptyRequested,
  uploadRequested,
  zipDownloadRequested,
} from './schoolSlice';

const dateOf = (iso: string) =>
  new Date(iso).toLocaleDateString('zh-CN', { timeZone: 'Asia/Shanghai' });

/**
 * `/school/disk`, the school disk (docs/school.md "The disk"): the current school's folders and
 * files; a switch of school in the header opens the new school's disk at once (its list is
 * never shown under the old school's name). Upload, new folder, search by name and content,
 * preview, download (a signed link), rename, move, delete to the 回收站 and, for admins, folder
 * permissions, restore and the quota; 打包下载 of a folder; 彻底删除 in the 回收站. What a teacher may not do is not offered (the server
 * refuses it anyway).
 */
export function SchoolDiskPage() {
  const dispatch = useAppDispatch();
  const orgId = useAppSelector(selectCurOrgId);
  const orgs = useAppSelector(selectOrgList);
  const disk = useAppSelector(selectDisk);
  const [folderName, setFolderName] = useState('');
  const fileInput = useRef<HTMLInputElement>(null);
  const org = orgs.find((o) => o.orgId === orgId);

  useEffect(() => {
    if (orgId !== null) dispatch(diskOpened({ orgId }));
  }, [dispatch, orgId]);

  if (orgId === null || !org) {
    return (
      <div className="px-6 py-16">
        <StateMessage title={SCHOOL_LABELS.disk} description="请先加入学校" />
      </div>
    );
  }
  const at = disk.at?.orgId === orgId ? disk.at : { orgId };
  const list = disk.list;
  const open = (item: DiskItemData) =>
    item.type === 'folder'
      ? dispatch(diskOpened({ orgId, folderId: item.id }))
      : dispatch(previewRequested(item.id));
  const previewItem = list?.items.find((i) => i.id === disk.preview?.id);

  return (
    <div
      className="mx-auto flex max-w-5xl flex-col gap-4 px-4 py-6 md:px-6"
      data-testid="school-disk"
    >
      <div className="flex flex-wrap items-end justify-between gap-3">
        <div>
          <h1 className="text-xl font-semibold text-ink" data-testid="disk-school-name">
            {org.orgName} · {SCHOOL_LABELS.disk}
          </h1>
          {list?.canManage ? (
            <p className="mt-1 text-sm text-ink-soft" data-testid="disk-usage">
              已用 {formatBytes(list.usedBytes)} / 共 {formatBytes(list.quotaBytes)}
            </p>
          ) : null}
        </div>
        <form
          role="search"
          key={orgId}
          className="flex gap-2"
          onSubmit={(event) => {
            event.preventDefault();
            const query = String(new FormData(event.currentTarget).get('q') ?? '').trim();
            dispatch(diskOpened({ orgId, query: query || undefined }));
          }}
        >
          <TextInput
            type="search"
            name="q"
            aria-label="搜索文件名或内容"
            placeholder="搜索文件名或内容"
            maxLength={DISK_QUERY_MAX_LENGTH}
          />
          <Button type="submit" variant="secondary">
            搜索
          </Button>
        </form>
      </div>

      <nav aria-label="位置" className="flex flex-wrap items-center gap-1 text-sm">
        <button
          type="button"
          className="text-primary-700 hover:underline"
          onClick={() => dispatch(diskOpened({ orgId }))}
        >
          {SCHOOL_LABELS.disk}
        </button>
        {(list?.path ?? []).map((p) => (
          <span key={p.id} className="flex items-center gap-1">
            <span aria-hidden="true" className="text-ink-muted">
              /
            </span>
            <button
              type="button"
              className="text-primary-700 hover:underline"
              onClick={() => dispatch(diskOpened({ orgId, folderId: p.id }))}
            >
              {p.name}
            </button>
          </span>
        ))}
        {at.trash ? <span className="text-ink-soft">/ {SCHOOL_LABELS.trash}</span> : null}
        {at.query ? <span className="text-ink-soft">/ 搜索“{at.query}”</span> : null}
      </nav>

      {at.trash || !list || at.query ? null : !list.canUpload ? (
        <p className="text-sm text-ink-soft" data-testid="disk-no-upload">
          {SCHOOL_MESSAGES.noUpload}
        </p>
      ) : null}
      {at.trash ? null : (
        <div className="flex flex-wrap items-center gap-2">
          <input
            ref={fileInput}
            type="file"
            multiple
            className="sr-only"
            aria-label="选择要上传的文件"
            data-testid="disk-file-input"
            onChange={(event) => {
              const files = Array.from(event.target.files ?? []);
              event.target.value = '';
              if (files.length === 0) return;
              dispatch(
                uploadRequested({ ids: files.map(keepFile), names: files.map((f) => f.name) }),
              );
            }}
          />
          <Button
            onClick={() => fileInput.current?.click()}
            disabled={disk.uploading.length > 0 || list?.canUpload === false}
          >
            {disk.uploading.length > 0 ? `正在上传 ${disk.uploading.length} 个文件…` : '上传文件'}
          </Button>
          <form
            className="flex gap-2"
            onSubmit={(event) => {
              event.preventDefault();
              if (!folderName.trim()) return;
              dispatch(folderCreateRequested(folderName.trim()));
              setFolderName('');
            }}
          >
            <TextInput
              aria-label="新文件夹名称"
              placeholder="新文件夹名称"
              value={folderName}
              maxLength={DISK_NAME_MAX_LENGTH}
              onChange={(event) => setFolderName(event.target.value)}
            />
            <Button
              type="submit"
              variant="secondary"
              disabled={!folderName.trim() || list?.canUpload === false}
            >
              新建文件夹
            </Button>
          </form>
          <span className="flex-1" />
          <Button variant="ghost" onClick={() => dispatch(diskOpened({ orgId, trash: true }))}>
            {SCHOOL_LABELS.trash}
          </Button>
        </div>
      )}
      {at.trash ? (
        <div className="flex flex-wrap items-center justify-between gap-2">
          <p className="text-sm text-ink-soft">回收站中的文件保留30天，之后自动彻底删除。</p>
          {list?.canManage && list.items.length > 0 ? (
            <Button
              size="sm"
              variant="secondary"
              onClick={() => {
                if (window.confirm('清空回收站后文件将被彻底删除，无法恢复。确定清空吗？')) {
                  dispatch(trashEmptyRequested());
                }
              }}
            >
              清空回收站
            </Button>
          ) : null}
        </div>
      ) : null}
      {!at.trash && list && list.items.length > 0 ? (
        <DiskSelectionBar items={list.items} selected={disk.selected} />
      ) : null}

      {disk.error ? (
        <p role="alert" className="text-sm text-danger">
          {disk.error}
        </p>
      ) : null}
      {!list ? (
        <p className="py-10 text-center text-ink-muted">正在加载…</p>
      ) : list.items.length === 0 ? (
        <p className="py-10 text-center text-ink-muted" data-testid="disk-empty">
          {at.trash ? '回收站是空的' : at.query ? '没有找到相关文件' : '这里还没有文件'}
        </p>
      ) : (
        <ul
          className="divide-y divide-line rounded-[var(--radius-card)] bg-surface shadow-card"
          data-testid="disk-list"
        >
          {list.items.map((item) => (
            <li key={item.id} className="flex flex-wrap items-center gap-x-4 gap-y-1 px-4 py-3">
              {at.trash ? null : (
                <input
                  type="checkbox"
                  className="h-4 w-4"
                  aria-label={`选择${item.name}`}
                  checked={disk.selected.includes(item.id)}
                  onChange={() => dispatch(selectionToggled(item.id))}
                />
              )}
              <span
                aria-hidden="true"
                className={
                  item.type === 'folder'
                    ? 'flex h-7 w-10 items-center justify-center rounded bg-accent/15 text-xs font-semibold text-ink'
                    : 'flex h-7 w-10 items-center justify-center rounded bg-primary-50 text-[10px] font-semibold uppercase text-primary-700'
                }
              >
                {item.type === 'folder' ? '文件夹' : item.format.slice(0, 4)}
              </span>
              {at.trash ? (
                <span className="min-w-0 flex-1 truncate text-sm text-ink">{item.name}</span>
              ) : (
                <span className="flex min-w-0 flex-1 flex-wrap items-center gap-x-2">
                  <button
                    type="button"
                    className="min-w-0 truncate text-left text-sm text-ink hover:text-primary-700"
                    onClick={() => open(item)}
                  >
                    {item.name}
                  </button>
                  {item.access?.see === 'managers' ? (
                    <span className="rounded bg-canvas px-1.5 text-xs text-ink-soft">
                      {DISK_ACCESS_LABELS.see.managers}
                    </span>
                  ) : null}
                  {item.access?.upload === 'managers' ? (
                    <span className="rounded bg-canvas px-1.5 text-xs text-ink-soft">
                      {DISK_ACCESS_LABELS.upload.managers}
                    </span>
                  ) : null}
                  {item.access && item.access.managers.length > 0 ? (
                    <span className="text-xs text-ink-soft">
                      负责人：{item.access.managers.map((m) => m.uname).join('、')}
                    </span>
                  ) : null}
                </span>
              )}
              <span className="w-20 text-right text-xs text-ink-soft">
                {item.type === 'file' ? formatBytes(item.size) : ''}
              </span>
              <span className="hidden w-24 truncate text-xs text-ink-soft md:inline">
                {item.uploaderName}
              </span>
              <span className="hidden w-24 text-xs text-ink-soft md:inline">
                {dateOf(item.deletedAt ?? item.createdAt)}
              </span>
              {at.trash ? (
                <DiskTrashActions
                  item={item}
                  canRestore={list.canManage}
                  onRestore={(id) => dispatch(itemRestoreRequested(id))}
                  onPurge={(id) => dispatch(itemPurgeRequested(id))}
                />
              ) : (
                <span className="flex flex-wrap gap-1">
                  {item.type === 'file' ? (
                    <Button
                      size="sm"
                      variant="ghost"
                      aria-label={`下载${item.name}`}
                      onClick={() => dispatch(downloadRequested(item.id))}
                    >
                      下载
                    </Button>
                  ) : null}
                  {item.type === 'folder' ? (
                    <Button
                      size="sm"
                      variant="ghost"
                      aria-label={`打包下载${item.name}`}
                      onClick={() => dispatch(zipDownloadRequested([item.id]))}
                    >
                      打包下载
                    </Button>
                  ) : null}
                  {item.canManage ? (
                    <>
                      <Button
                        size="sm"
                        variant="ghost"
                        aria-label={`重命名${item.name}`}
                        onClick={() => dispatch(dialogOpened({ kind: 'rename', item }))}
                      >
                        重命名
                      </Button>
                      <Button
                        size="sm"
                        variant="ghost"
                        aria-label={`移动${item.name}`}
                        onClick={() => dispatch(dialogOpened({ kind: 'move', item }))}
                      >
                        移动
                      </Button>
                    </>
                  ) : null}
                  {item.type === 'folder' && list.canManage ? (
                    <Button
                      size="sm"
                      variant="ghost"
                      aria-label={`设置${item.name}的权限`}
                      onClick={() => dispatch(dialogOpened({ kind: 'access', item }))}
                    >
                      权限
                    </Button>
                  ) : null}
                  {item.canManage ? (
                    <Button
                      size="sm"
                      variant="ghost"
                      aria-label={`删除${item.name}`}
                      onClick={() => dispatch(itemDeleteRequested(item.id))}
                    >
                      删除
                    </Button>
                  ) : null}
                </span>
              )}
            </li>
          ))}
        </ul>
      )}
      <DiskDialogs />
      {disk.preview ? (
        <DiskPreview
          name={previewItem?.name ?? disk.preview.data?.name ?? ''}
          data={disk.preview.data}
          onClose={() => dispatch(previewClosed())}
          onDownload={() => disk.preview && dispatch(downloadRequested(disk.preview.id))}
        />
      ) : null}
    </div>
  );
}
