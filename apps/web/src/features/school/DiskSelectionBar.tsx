import type { DiskItemData } from '@aita/api';
import { Button } from '@aita/ui';
import { useAppDispatch } from '../../shared/hooks';
import {
  batchDeleteRequested,
  batchDownloadRequested,
  dialogOpened,
  selectionSet,
  zipDownloadRequested,
} from './schoolSlice';

/**
 * The disk's multi-select bar (docs/school.md "Several at once"): 全选 and, with items ticked,
 * 移动 / 删除 / 下载 them together, or 打包下载 them (folders too) as one .zip. The server checks
 * each item and answers what failed.
 */
export function DiskSelectionBar({
  items,
  selected,
}: {
  items: DiskItemData[];
  selected: string[];
}) {
  const dispatch = useAppDispatch();
  const chosen = items.filter((i) => selected.includes(i.id));
  const all = items.length > 0 && chosen.length === items.length;
  const first = chosen[0];
  return (
    <div
      className="flex flex-wrap items-center gap-2 rounded bg-canvas px-3 py-2 text-sm"
      data-testid="disk-selection-bar"
    >
      <label className="flex items-center gap-2 text-ink">
        <input
          type="checkbox"
          className="h-4 w-4"
          checked={all}
          ref={(box) => {
            if (box) box.indeterminate = chosen.length > 0 && !all;
          }}
          onChange={() => dispatch(selectionSet(all ? [] : items.map((i) => i.id)))}
        />
        全选
      </label>
      {chosen.length > 0 ? (
        <>
          <span className="text-ink-soft" aria-live="polite" data-testid="disk-selected-count">
            已选 {chosen.length} 项
          </span>
          <span className="flex flex-wrap gap-1">
            {first ? (
              <Button
                size="sm"
                variant="secondary"
                onClick={() =>
                  dispatch(
                    dialogOpened({ kind: 'move', item: first, ids: chosen.map((i) => i.id) }),
                  )
                }
              >
                移动所选
              </Button>
            ) : null}
            <Button size="sm" variant="secondary" onClick={() => dispatch(batchDeleteRequested())}>
              删除所选
            </Button>
            <Button
              size="sm"
              variant="secondary"
              disabled={!chosen.some((i) => i.type === 'file')}
              onClick={() => dispatch(batchDownloadRequested())}
            >
              下载所选
            </Button>
            <Button
              size="sm"
              variant="secondary"
              onClick={() => dispatch(zipDownloadRequested(chosen.map((i) => i.id)))}
            >
              打包下载
            </Button>
            <Button size="sm" variant="ghost" onClick={() => dispatch(selectionSet([]))}>
              取消选择
            </Button>
          </span>
        </>
      ) : null}
    </div>
  );
}
