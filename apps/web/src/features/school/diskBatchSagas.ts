import {
  batchDisk,
  emptyDiskTrash,
  fetchDiskFileUrl,
  fetchDiskZipUrl,
  purgeDiskTrashItem,
} from '@aita/api';
import { call, delay, put, select } from 'typed-redux-saga';
import { apiClient } from '../../shared/ports/context';
import { errorMessage, toastError } from '../../shared/saga/errorToast';
import { toastShown } from '../../shared/toast/toastSlice';
import { startDownload } from './diskDownload';
import {
  dialogClosed,
  dialogFailed,
  selectDisk,
  selectionSet,
  type itemPurgeRequested,
  type zipDownloadRequested,
} from './schoolSlice';

/**
 * The disk's sagas on several items (docs/school.md "Several at once") and 清空回收站. The server
 * checks every item; what it refused is shown with its reason. Also 彻底删除 and 打包下载. `reload` is the disk's list load.
 */

/** What a batch could not do, one line per item: “名称：原因”. */
const failures = (failed: { name: string; reason: string }[]) =>
  failed.map((f) => `${f.name || '（已不可见的项目）'}：${f.reason}`).join('；');

/** 移动所选: the selection into a folder (null: the top); refusals stay in the dialog. */
export function* batchMove(
  orgId: number,
  ids: string[],
  folderId: string | null,
  reload: () => Generator,
) {
  try {
    const result = yield* call(batchDisk, yield* apiClient(), {
      orgId: orgId,
      ids: ids,
      action: 'move' as const,
      folderId: folderId ?? undefined,
    });
    yield* call(reload);
    if (result.failed.length > 0) {
      yield* put(
        dialogFailed(
          `已移动 ${result.done} 项，${result.failed.length} 项未能移动：${failures(result.failed)}`,
        ),
      );
      return;
    }
    yield* put(dialogClosed());
    yield* put(selectionSet([]));
    yield* put(toastShown({ kind: 'success', text: `已移动 ${result.done} 项` }));
  } catch (error) {
    yield* put(dialogFailed(errorMessage(error)));
  }
}

/** 删除 of the selection: each item checked by the server; what failed is listed. */
export function* onBatchDelete(reload: () => Generator) {
  const { at, selected } = yield* select(selectDisk);
  if (!at || selected.length === 0) return;
  try {
    const result = yield* call(batchDisk, yield* apiClient(), {
      orgId: at.orgId,
      ids: selected,
      action: 'delete' as const,
    });
    yield* put(selectionSet(result.failed.map((f) => f.id)));
    if (result.done > 0) {
      yield* put(toastShown({ kind: 'success', text: `已将 ${result.done} 项移入回收站` }));
    }
    if (result.failed.length > 0) {
      yield* put(
        toastShown({
          kind: 'error',
          text: `${result.failed.length} 项未能删除：${failures(result.failed)}`,
        }),
      );
    }
    yield* call(reload);
  } catch (error) {
    yield* call(toastError, error);
  }
}

/** 下载 of the selected files, one signed link after another (folders are skipped). */
export function* onBatchDownload() {
  const { at, selected, list } = yield* select(selectDisk);
  if (!at || !list) return;
  const files = list.items.filter((i) => i.type === 'file' && selected.includes(i.id));
  try {
    for (const file of files) {
      const { url } = yield* call(fetchDiskFileUrl, yield* apiClient(), at.orgId, file.id, true);
      yield* call(startDownload, url);
      // Browsers drop downloads started in the same instant.
      yield* delay(300);
    }
  } catch (error) {
    yield* call(toastError, error);
  }
}

export function* onTrashEmpty(reload: () => Generator) {
  const { at } = yield* select(selectDisk);
  if (!at) return;
  try {
    const { removed } = yield* call(emptyDiskTrash, yield* apiClient(), at.orgId);
    yield* put(toastShown({ kind: 'success', text: `已彻底删除 ${removed} 项` }));
    yield* call(reload);
  } catch (error) {
    yield* call(toastError, error);
  }
}

/** 彻底删除 of one 回收站 item (the teacher confirmed first). */
export function* onPurge(reload: () => Generator, action: ReturnType<typeof itemPurgeRequested>) {
  const { at } = yield* select(selectDisk);
  if (!at) return;
  try {
    const { removed } = yield* call(
      purgeDiskTrashItem,
      yield* apiClient(),
      at.orgId,
      action.payload,
    );
    yield* put(toastShown({ kind: 'success', text: `已彻底删除 ${removed} 项` }));
    yield* call(reload);
  } catch (error) {
    yield* call(toastError, error);
  }
}

/**
 * 打包下载: the server checks the items and the limits first (a refusal is a toast, not a broken
 * download), then the browser streams the signed .zip to disk.
 */
export function* onZipDownload(action: ReturnType<typeof zipDownloadRequested>) {
  const { at } = yield* select(selectDisk);
  if (!at || action.payload.length === 0) return;
  try {
    const { url } = yield* call(fetchDiskZipUrl, yield* apiClient(), at.orgId, action.payload);
    yield* call(startDownload, url);
  } catch (error) {
    yield* call(toastError, error);
  }
}
