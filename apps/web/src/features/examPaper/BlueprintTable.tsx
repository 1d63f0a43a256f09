import type { ExamPaper } from '@aita/api';
import {
  compareBlueprint,
  paperBlueprint,
  proposeTarget,
  setTargetCell,
  setTargetLevel,
  walkKnowledge,
  type KnowledgeNode,
  type PaperBlueprintTarget,
} from '@aita/core';
import { useMemo, useState } from 'react';
import { BlueprintGrid } from './BlueprintGrid';

const button =
  'h-9 rounded-lg px-3 text-[14px] ring-1 ring-inset disabled:opacity-60 text-primary-600 ring-primary-200 hover:bg-primary-50';

/** The target with a row for a point the paper lacks (one 单选题 to start, changed in place). */
function withRow(target: PaperBlueprintTarget, id: string, name: string, score: number) {
  return setTargetCell(target, { pointId: id, pointName: name, type: 'single', count: 1, score });
}

/**
 * The 双向细目表 of the paper (docs/examPaper.md "双向细目表"), computed live from its
 * questions: knowledge points × types and × 认知层次, each cell 题数（分值）, with each point's
 * share. The owner sets it as a target (编辑目标: counts and scores per cell, a score per level,
 * points the paper lacks added from the tree), saved with the paper; the table then says per cell
 * 目标 12 分 / 实际 9 分 where the paper misses it. 按此细目表重新组卷 sends the target (or the
 * paper's own table) to assembly.
 */
export function BlueprintTable({
  paper,
  onAssemble,
  onSaveTarget,
  tree = [],
  busy = false,
}: {
  paper: ExamPaper;
  /** Assembles a new paper to this table; absent when read only. */
  onAssemble?: (target: PaperBlueprintTarget) => void;
  /** Saves the edited target (null clears it); absent when read only. */
  onSaveTarget?: (target: PaperBlueprintTarget | null) => void;
  /** The knowledge tree rows can be added from (the paper's 学段 and 学科). */
  tree?: KnowledgeNode[];
  busy?: boolean;
}) {
  const bp = useMemo(() => paperBlueprint(paper.sections.flatMap((s) => s.items)), [paper]);
  const saved = (paper.blueprintTarget ?? null) as PaperBlueprintTarget | null;
  const [draft, setDraft] = useState<PaperBlueprintTarget | null>(null);
  const [adding, setAdding] = useState('');
  // Controlled, so saving a target leaves the table open on its 目标 / 实际.
  const [open, setOpen] = useState(false);
  const cmp = useMemo(() => compareBlueprint(bp, draft ?? saved), [bp, draft, saved]);
  const points = useMemo(() => {
    const out: { id: string; name: string }[] = [];
    walkKnowledge(tree, ({ node, depth }) =>
      out.push({ id: node.id, name: `${'　'.repeat(depth)}${node.name}` }),
    );
    return out.filter((p) => !cmp.rows.some((r) => r.pointId === p.id));
  }, [tree, cmp]);
  if (cmp.rows.length === 0 && !onSaveTarget) return null;
  const misses = saved ? compareBlueprint(bp, saved).misses : 0;
  return (
    <details
      className="rounded-xl border border-line bg-surface p-3 md:p-4"
      open={open}
      onToggle={(e) => setOpen(e.currentTarget.open)}
    >
      <summary className="cursor-pointer text-[15px] font-medium text-ink">
        双向细目表
        {saved && (
          <span className={`ml-2 text-[13px] ${misses ? 'text-danger' : 'text-success'}`}>
            {misses ? `有 ${misses} 项未达到目标` : '已达到目标'}
          </span>
        )}
      </summary>
      <div className="mt-2 overflow-x-auto">
        <BlueprintGrid
          bp={bp}
          cmp={cmp}
          draft={draft ?? undefined}
          onCell={(pointId, pointName, type, count, score) =>
            setDraft((d) => d && setTargetCell(d, { pointId, pointName, type, count, score }))
          }
          onLevel={(level, score) => setDraft((d) => d && setTargetLevel(d, level, score))}
        />
      </div>
      {draft && points.length > 0 && (
        <div className="mt-2 flex flex-wrap items-center gap-2 text-[13px]">
          <label className="flex items-center gap-1">
            添加知识点
            <select
              value={adding}
              onChange={(e) => setAdding(e.target.value)}
              className="h-8 rounded-md border border-line px-2 text-ink"
            >
              <option value="">选择知识点</option>
              {points.map((p) => (
                <option key={p.id} value={p.id}>
                  {p.name}
                </option>
              ))}
            </select>
          </label>
          <button
            type="button"
            disabled={adding === ''}
            onClick={() => {
              const p = points.find((x) => x.id === adding);
              if (p) setDraft((d) => d && withRow(d, p.id, p.name.trim(), 3));
              setAdding('');
            }}
            className="rounded-md border border-line px-2 py-1 hover:bg-canvas disabled:opacity-40"
          >
            添加一行
          </button>
        </div>
      )}
      {onSaveTarget && (
        <div className="mt-3 flex flex-wrap items-center gap-2">
          {draft ? (
            <>
              <button
                type="button"
                disabled={busy}
                onClick={() => {
                  onSaveTarget(draft);
                  setDraft(null);
                }}
                className="h-9 rounded-lg bg-primary-500 px-4 text-[14px] text-white hover:bg-primary-600 disabled:opacity-50"
              >
                保存目标
              </button>
              <button type="button" onClick={() => setDraft(null)} className={button}>
                取消
              </button>
              <span className="text-[13px] text-ink-muted">
                每格填目标题数和每题分值（0
                题即不设目标），每个认知层次可填目标分值；未达到的格子会标红。
              </span>
            </>
          ) : (
            <>
              <button
                type="button"
                disabled={busy}
                onClick={() => {
                  setOpen(true);
                  setDraft(saved ?? proposeTarget(bp));
                }}
                className={button}
              >
                {saved ? '编辑目标' : '设为目标并编辑'}
              </button>
              {saved && (
                <button
                  type="button"
                  disabled={busy}
                  onClick={() => onSaveTarget(null)}
                  className={button}
                >
                  清除目标
                </button>
              )}
            </>
          )}
        </div>
      )}
      {onAssemble && !draft && (
        <div className="mt-3 flex flex-wrap items-center gap-2">
          <button
            type="button"
            disabled={busy || (saved ?? proposeTarget(bp)).cells.length === 0}
            onClick={() => onAssemble(saved ?? proposeTarget(bp))}
            className={button}
          >
            按此细目表重新组卷
          </button>
          <span className="text-[13px] text-ink-muted">
            {saved ? '按保存的目标' : '每个知识点、每种题型的题数和分值不变，'}
            从题库中另选题目，生成一份新试卷；题库不够的格子会逐一说明。
          </span>
        </div>
      )}
    </details>
  );
}
