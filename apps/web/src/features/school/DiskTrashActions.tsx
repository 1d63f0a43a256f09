import type { DiskItemData } from '@aita/api';
import { Button } from '@aita/ui';

/** The question asked before 彻底删除 (nothing comes back from it). */
export const purgeQuestion = (item: Pick<DiskItemData, 'name' | 'type'>) =>
  item.type === 'folder'
    ? `彻底删除“${item.name}”及其中的全部文件后将无法恢复。确定彻底删除吗？`
    : `彻底删除“${item.name}”后将无法恢复。确定彻底删除吗？`;

/**
 * A 回收站 row's actions (docs/school.md "回收站"): 恢复 for admins and 彻底删除 for admins and
 * the uploader (`item.canManage` in the 回收站), after a confirmation.
 */
export function DiskTrashActions({
  item,
  canRestore,
  onRestore,
  onPurge,
  confirm = (text) => window.confirm(text),
}: {
  item: DiskItemData;
  canRestore: boolean;
  onRestore: (id: string) => void;
  onPurge: (id: string) => void;
  confirm?: (text: string) => boolean;
}) {
  return (
    <span className="flex flex-wrap gap-1">
      {canRestore ? (
        <Button
          size="sm"
          variant="ghost"
          aria-label={`恢复${item.name}`}
          onClick={() => onRestore(item.id)}
        >
          恢复
        </Button>
      ) : null}
      {item.canManage ? (
        <Button
          size="sm"
          variant="ghost"
          aria-label={`彻底删除${item.name}`}
          onClick={() => {
            if (confirm(purgeQuestion(item))) onPurge(item.id);
          }}
        >
          彻底删除
        </Button>
      ) : null}
    </span>
  );
}
