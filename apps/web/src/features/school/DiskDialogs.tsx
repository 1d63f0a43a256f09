import type { DiskItemData } from '@aita/api';
import {
  DISK_ACCESS_LABELS,
  DISK_FOLDER_MANAGERS_MAX,
  DISK_NAME_MAX_LENGTH,
  SCHOOL_LABELS,
  type DiskFolderAccess,
} from '@aita/core';
import { Button, FormDialog, Spinner, TextInput } from '@aita/ui';
import { useState } from 'react';
import { useAppDispatch, useAppSelector } from '../../shared/hooks';
import {
  accessSaveRequested,
  dialogClosed,
  managerSearchChanged,
  moveRequested,
  renameRequested,
  selectDisk,
} from './schoolSlice';

/** A dialog's refusal from the server (a name clash, a move into itself…). */
function DialogError() {
  const { dialogError } = useAppSelector(selectDisk);
  return dialogError ? (
    <p role="alert" className="mt-3 text-sm text-danger" data-testid="disk-dialog-error">
      {dialogError}
    </p>
  ) : null;
}

function RenameDialog({ item }: { item: DiskItemData }) {
  const dispatch = useAppDispatch();
  const [name, setName] = useState(item.name);
  const close = () => dispatch(dialogClosed());
  return (
    <FormDialog
      open
      title={`重命名“${item.name}”`}
      onClose={close}
      data-testid="disk-rename-dialog"
      actions={
        <>
          <Button variant="secondary" onClick={close}>
            取消
          </Button>
          <Button
            type="submit"
            form="disk-rename-form"
            disabled={!name.trim() || name.trim() === item.name}
          >
            保存
          </Button>
        </>
      }
    >
      <form
        id="disk-rename-form"
        onSubmit={(event) => {
          event.preventDefault();
          dispatch(renameRequested(name.trim()));
        }}
      >
        <TextInput
          aria-label="新名称"
          value={name}
          maxLength={DISK_NAME_MAX_LENGTH}
          autoFocus
          onChange={(event) => setName(event.target.value)}
        />
        {item.type === 'file' ? (
          <p className="mt-2 text-xs text-ink-soft">文件扩展名需保持不变。</p>
        ) : null}
      </form>
      <DialogError />
    </FormDialog>
  );
}

function MoveDialog({ item, ids }: { item: DiskItemData; ids?: string[] }) {
  const dispatch = useAppDispatch();
  const { folders } = useAppSelector(selectDisk);
  const [target, setTarget] = useState<string | null>(item.parentId);
  const close = () => dispatch(dialogClosed());
  // The tree, depth-first: each folder under its parent, indented.
  const rows: { id: string; name: string; depth: number; canUpload: boolean }[] = [];
  const walk = (parentId: string | null, depth: number) => {
    for (const f of folders?.folders ?? []) {
      if (f.parentId !== parentId) continue;
      rows.push({ ...f, depth });
      walk(f.id, depth + 1);
    }
  };
  walk(null, 1);
  // What moves: the item, or the whole selection (a folder cannot go into itself).
  const moving = new Set(ids ?? [item.id]);
  const inside = (id: string): boolean => {
    let cursor: string | null = id;
    while (cursor) {
      if (moving.has(cursor)) return true;
      cursor = folders?.folders.find((f) => f.id === cursor)?.parentId ?? null;
    }
    return false;
  };
  const options = [
    { id: null, name: SCHOOL_LABELS.disk, depth: 0, canUpload: folders?.canUploadTop ?? false },
    ...rows,
  ];
  return (
    <FormDialog
      open
      title={ids && ids.length > 1 ? `移动所选 ${ids.length} 项到` : `移动“${item.name}”到`}
      onClose={close}
      data-testid="disk-move-dialog"
      actions={
        <>
          <Button variant="secondary" onClick={close}>
            取消
          </Button>
          <Button
            onClick={() => dispatch(moveRequested(target))}
            disabled={!folders || target === item.parentId}
          >
            移动到这里
          </Button>
        </>
      }
    >
      {!folders ? (
        <Spinner className="py-8" label="正在加载文件夹" />
      ) : (
        <fieldset className="max-h-[50vh] overflow-auto rounded border border-line">
          <legend className="sr-only">目标文件夹</legend>
          {options.map((f) => {
            const off = !f.canUpload || (f.id !== null && inside(f.id));
            return (
              <label
                key={f.id ?? 'top'}
                className={`flex items-center gap-2 px-3 py-2 ${off ? 'text-ink-soft' : 'text-ink hover:bg-canvas'}`}
                style={{ paddingLeft: `${0.75 + f.depth * 1.25}rem` }}
              >
                <input
                  type="radio"
                  name="disk-move-target"
                  checked={target === f.id}
                  disabled={off}
                  onChange={() => setTarget(f.id)}
                />
                <span className="truncate">{f.name}</span>
                {f.id === item.parentId ? <span className="text-xs">（当前位置）</span> : null}
              </label>
            );
          })}
        </fieldset>
      )}
      <DialogError />
    </FormDialog>
  );
}

function AccessDialog({ item }: { item: DiskItemData }) {
  const dispatch = useAppDispatch();
  const { memberHits } = useAppSelector(selectDisk);
  const [see, setSee] = useState<DiskFolderAccess>(item.access?.see ?? 'all');
  const [upload, setUpload] = useState<DiskFolderAccess>(item.access?.upload ?? 'all');
  const [managers, setManagers] = useState(item.access?.managers ?? []);
  const close = () => dispatch(dialogClosed());
  const choice = (
    label: string,
    value: DiskFolderAccess,
    set: (v: DiskFolderAccess) => void,
    labels: Record<DiskFolderAccess, string>,
  ) => (
    <fieldset className="mt-3">
      <legend className="font-medium text-ink">{label}</legend>
      <div className="mt-1 flex flex-wrap gap-4">
        {(['all', 'managers'] as const).map((v) => (
          <label key={v} className="flex items-center gap-1 text-ink">
            <input type="radio" name={label} checked={value === v} onChange={() => set(v)} />
            {labels[v]}
          </label>
        ))}
      </div>
    </fieldset>
  );
  return (
    <FormDialog
      open
      title={`“${item.name}”的权限`}
      onClose={close}
      data-testid="disk-access-dialog"
      actions={
        <>
          <Button variant="secondary" onClick={close}>
            取消
          </Button>
          <Button
            onClick={() =>
              dispatch(
                accessSaveRequested({ see, upload, managerUids: managers.map((m) => m.uid) }),
              )
            }
          >
            保存权限
          </Button>
        </>
      }
    >
      <p>
        学校管理员始终可以查看和管理全部文件夹；负责人可以管理本文件夹及其子文件夹中的所有内容。
      </p>
      {choice('谁可以查看', see, setSee, DISK_ACCESS_LABELS.see)}
      {choice('谁可以上传和新建', upload, setUpload, DISK_ACCESS_LABELS.upload)}
      <div className="mt-3">
        <p className="font-medium text-ink">负责人</p>
        <ul className="mt-1 flex flex-wrap gap-2" data-testid="disk-access-managers">
          {managers.length === 0 ? <li>尚未设置</li> : null}
          {managers.map((m) => (
            <li
              key={m.uid}
              className="flex items-center gap-1 rounded-full bg-primary-50 px-3 py-1 text-ink"
            >
              {m.uname}
              <button
                type="button"
                aria-label={`移除负责人${m.uname}`}
                className="text-ink-soft hover:text-danger"
                onClick={() => setManagers(managers.filter((x) => x.uid !== m.uid))}
              >
                ×
              </button>
            </li>
          ))}
        </ul>
        <TextInput
          className="mt-2"
          type="search"
          aria-label="搜索成员"
          placeholder="搜索成员姓名或手机号后四位"
          onChange={(event) => dispatch(managerSearchChanged(event.target.value.trim()))}
        />
        <ul className="mt-1 max-h-40 overflow-auto">
          {memberHits
            .filter((m) => !managers.some((x) => x.uid === m.uid))
            .map((m) => (
              <li key={m.uid} className="flex items-center justify-between py-1">
                <span className="text-ink">
                  {m.uname} <span className="text-xs text-ink-soft">尾号{m.phoneTail}</span>
                </span>
                <Button
                  size="sm"
                  variant="ghost"
                  aria-label={`设为负责人${m.uname}`}
                  disabled={managers.length >= DISK_FOLDER_MANAGERS_MAX}
                  onClick={() => setManagers([...managers, { uid: m.uid, uname: m.uname }])}
                >
                  设为负责人
                </Button>
              </li>
            ))}
        </ul>
      </div>
      <DialogError />
    </FormDialog>
  );
}

/** The rename, move and folder-permissions dialogs of the disk page (one open at a time). */
export function DiskDialogs() {
  const { dialog } = useAppSelector(selectDisk);
  if (!dialog) return null;
  if (dialog.kind === 'rename') return <RenameDialog key={dialog.item.id} item={dialog.item} />;
  if (dialog.kind === 'move') {
    return <MoveDialog key={dialog.item.id} item={dialog.item} ids={dialog.ids} />;
  }
  return <AccessDialog key={dialog.item.id} item={dialog.item} />;
}
