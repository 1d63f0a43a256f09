import type { ClassExamItems } from '@aita/api';
import { ITEM_POINTS_MAX } from '@aita/core';
import { Button } from '@aita/ui';
import { useMemo, useState } from 'react';
import { useAppDispatch, useAppSelector } from '../../../shared/hooks';
import type { BankScopeHint } from './ItemAnalysisPanel';
import { addPoint, pointDraftsOf, pointOptions, pointsChanged, removePoint } from './itemPoints';
import {
  itemPointsSaveRequested,
  knowledgeTreeRequested,
  selectClassroomItems,
} from './itemsSlice';

/**
 * 知识点: tags each item with points of the class's knowledge tree (its 学段 and 学科), so the
 * item analysis can say which point the class lost most on — for items typed by hand too.
 * Allowed with scores entered.
 */
export function ItemPoints({ data, hint }: { data: ClassExamItems; hint: BankScopeHint }) {
  const dispatch = useAppDispatch();
  const { tree, saving } = useAppSelector(selectClassroomItems);
  const [open, setOpen] = useState(false);
  const [drafts, setDrafts] = useState(() => pointDraftsOf(data));
  // New items or a save from the server replace the drafts.
  const [shown, setShown] = useState(data);
  if (shown !== data) {
    setShown(data);
    setDrafts(pointDraftsOf(data));
  }
  const key = `${hint.period}-${hint.subject}`;
  const options = useMemo(() => (tree?.key === key ? pointOptions(tree.roots) : null), [tree, key]);
  const names = useMemo(() => {
    const m = new Map(data.items.flatMap((i) => i.knowledgePoints.map((p) => [p.id, p.name])));
    for (const o of options ?? []) m.set(o.id, o.name);
    return m;
  }, [data, options]);
  const scoped = hint.period > 0 && hint.subject > 0;
  const tagged = data.items.filter((i) => i.knowledgePoints.length > 0).length;

  return (
    <div className="rounded-lg border border-line p-3 text-sm">
      <div className="flex flex-wrap items-center gap-2">
        <span>
          知识点：{tagged}/{data.items.length} 题已标注
        </span>
        <Button
          size="sm"
          variant="secondary"
          aria-expanded={open}
          onClick={() => {
            if (!open && scoped && tree?.key !== key) dispatch(knowledgeTreeRequested(hint));
            setOpen(!open);
          }}
        >
          设置知识点
        </Button>
      </div>
      {open ? (
        <div className="mt-3 space-y-2">
          {!scoped ? (
            <p className="text-ink-muted">
              请先在“编辑班级”中设置年级和学科，才能从该学科的知识点中选择。
            </p>
          ) : options === null ? (
            <p className="text-ink-muted">正在加载知识点…</p>
          ) : options.length === 0 ? (
            <p className="text-ink-muted">该学段和学科还没有知识点。</p>
          ) : (
            <>
              <p className="text-xs text-ink-muted">
                每道题最多 {ITEM_POINTS_MAX} 个知识点；已录入的成绩不受影响。
              </p>
              <ul className="space-y-2">
                {data.items.map((item, i) => (
                  <li key={item.label} className="flex flex-wrap items-center gap-2">
                    <span className="w-16 shrink-0">第{item.label}题</span>
                    {(drafts[i] ?? []).map((id) => (
                      <span key={id} className="flex items-center gap-1 rounded bg-canvas px-2">
                        {names.get(id) ?? id}
                        <button
                          type="button"
                          className="px-1 text-ink-soft"
                          aria-label={`删除第${item.label}题的知识点：${names.get(id) ?? id}`}
                          onClick={() => setDrafts(removePoint(drafts, i, id))}
                        >
                          ×
                        </button>
                      </span>
                    ))}
                    <select
                      aria-label={`为第${item.label}题添加知识点`}
                      className="h-8 max-w-60 rounded-lg border border-line px-2"
                      value=""
                      disabled={(drafts[i] ?? []).length >= ITEM_POINTS_MAX}
                      onChange={(e) => setDrafts(addPoint(drafts, i, e.target.value))}
                    >
                      <option value="">添加知识点…</option>
                      {options.map((o) => (
                        <option key={o.id} value={o.id}>
                          {o.label}
                        </option>
                      ))}
                    </select>
                  </li>
                ))}
              </ul>
              <Button
                size="sm"
                disabled={saving || !pointsChanged(drafts, data)}
                onClick={() =>
                  dispatch(
                    itemPointsSaveRequested({
                      examId: data.exam.examId,
                      items: drafts.map((ids) => ({ knowledgePointIds: ids })),
                    }),
                  )
                }
              >
                保存知识点
              </Button>
            </>
          )}
        </div>
      ) : null}
    </div>
  );
}
