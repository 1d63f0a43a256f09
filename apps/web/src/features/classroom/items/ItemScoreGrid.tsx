import type { ClassExamItems, ClassStudent } from '@aita/api';
import { formatScore, pastedColumn } from '@aita/core';
import { Button } from '@aita/ui';
import {
  useEffect,
  useMemo,
  useRef,
  useState,
  type ClipboardEvent,
  type KeyboardEvent,
} from 'react';
import { useAppDispatch } from '../../../shared/hooks';
import { itemDraftsOf, moveCell, parseItemDrafts, pasteDown, rowTotal } from './itemGrid';
import { itemScoresSaveRequested } from './itemsSlice';

/** What decides the drafts: the exam, its items, the students in order and their saved cells. */
function savedKeyOf(students: ClassStudent[], data: ClassExamItems): string {
  const saved = new Map(data.scores.map((s) => [s.studentId, s.items?.join('/') ?? '']));
  return `${data.exam.examId}|${data.items.map((i) => `${i.label}:${i.maxScore}`).join(',')}|${students
    .map((s) => `${s.studentId}:${saved.get(s.studentId) ?? ''}`)
    .join(',')}`;
}

/**
 * Per-question score entry (docs/classroom.md "Per-question scores"): one column per item, moving
 * like a spreadsheet (Enter/↓ down, ↑ up, ←/→ across), a column pasted from Excel or WPS filling
 * down its item, each cell checked against its item's full score; the total is computed.
 * `onValues` reports the totals for the live statistics.
 */
export function ItemScoreGrid({
  students,
  data,
  saving,
  onValues,
}: {
  students: ClassStudent[];
  data: ClassExamItems;
  saving: boolean;
  onValues: (values: (number | null)[]) => void;
}) {
  const dispatch = useAppDispatch();
  const { exam, items } = data;
  const [drafts, setDrafts] = useState(() => itemDraftsOf(students, data));
  const inputs = useRef<(HTMLInputElement | null)[]>([]);
  const savedKey = savedKeyOf(students, data);
  const [shownKey, setShownKey] = useState(savedKey);
  if (shownKey !== savedKey) {
    setShownKey(savedKey);
    setDrafts(itemDraftsOf(students, data));
  }
  const parsed = useMemo(() => parseItemDrafts(drafts, data), [drafts, data]);
  const totals = useMemo(() => parsed.map(rowTotal), [parsed]);
  useEffect(() => onValues(totals), [totals, onValues]);
  const errors = parsed.flat().filter((p) => !p.ok).length;

  const focus = (row: number, col: number) => {
    const el = inputs.current[row * items.length + col];
    el?.focus();
    el?.select();
  };
  const onKey = (event: KeyboardEvent<HTMLInputElement>, row: number, col: number) => {
    // ←/→ move only from an empty or fully selected cell, so the caret still moves in a number.
    const el = event.currentTarget;
    const whole = el.selectionStart === 0 && el.selectionEnd === el.value.length;
    if ((event.key === 'ArrowLeft' || event.key === 'ArrowRight') && !whole) return;
    const to = moveCell({ row, col }, event.key, students.length, items.length);
    if (!to) return;
    event.preventDefault();
    focus(to.row, to.col);
  };
  const onPaste = (event: ClipboardEvent<HTMLInputElement>, row: number, col: number) => {
    const cells = pastedColumn(event.clipboardData.getData('text'));
    if (cells.length < 2) return;
    event.preventDefault();
    setDrafts((prev) => pasteDown(prev, row, col, cells));
    focus(Math.min(students.length - 1, row + cells.length - 1), col);
  };
  const save = () => {
    dispatch(
      itemScoresSaveRequested({
        examId: exam.examId,
        scores: students.map((s, i) => ({
          studentId: s.studentId,
          items: (parsed[i] ?? []).map((p) => (p.ok ? p.value : null)),
        })),
      }),
    );
  };

  return (
    <div>
      <div className="overflow-x-auto">
        <table className="classroom-table score-grid w-full text-sm">
          <caption className="sr-only">{exam.name}小题分录入</caption>
          <thead>
            <tr>
              <th scope="col">学号</th>
              <th scope="col">姓名</th>
              {items.map((item) => (
                <th scope="col" key={item.label} className="whitespace-nowrap">
                  第{item.label}题<span className="text-ink-muted">（{item.maxScore}分）</span>
                </th>
              ))}
              <th scope="col" className="whitespace-nowrap">
                总分（满分 {exam.fullScore}）
              </th>
            </tr>
          </thead>
          <tbody>
            {students.map((s, row) => {
              const rowErrors = (parsed[row] ?? []).flatMap((p, col) =>
                p.ok ? [] : [`第${items[col]?.label ?? ''}题：${p.error}`],
              );
              const total = totals[row] ?? null;
              return (
                <tr key={s.studentId}>
                  <td>{s.number ?? '—'}</td>
                  <th scope="row" className="whitespace-nowrap font-normal">
                    {s.name}
                  </th>
                  {items.map((item, col) => {
                    const p = parsed[row]?.[col];
                    return (
                      <td key={item.label}>
                        <input
                          ref={(el) => {
                            inputs.current[row * items.length + col] = el;
                          }}
                          aria-label={`${s.name}第${item.label}题的得分`}
                          aria-invalid={p && !p.ok ? true : undefined}
                          aria-describedby={p && !p.ok ? `item-error-${s.studentId}` : undefined}
                          inputMode="decimal"
                          value={drafts[row]?.[col] ?? ''}
                          onChange={(e) => {
                            const v = e.target.value;
                            setDrafts((prev) =>
                              prev.map((r, j) =>
                                j === row ? r.map((d, i) => (i === col ? v : d)) : r,
                              ),
                            );
                          }}
                          onKeyDown={(e) => onKey(e, row, col)}
                          onPaste={(e) => onPaste(e, row, col)}
                          className="score-input w-14"
                        />
                      </td>
                    );
                  })}
                  <td>
                    <output aria-label={`${s.name}的总分`}>
                      {total === null ? '—' : formatScore(total)}
                    </output>
                    {rowErrors.length ? (
                      <span id={`item-error-${s.studentId}`} className="ml-2 text-xs text-danger">
                        {rowErrors.join('；')}
                      </span>
                    ) : null}
                  </td>
                </tr>
              );
            })}
          </tbody>
        </table>
      </div>
      <div className="mt-3 flex items-center gap-3">
        <Button onClick={save} disabled={saving || errors > 0 || students.length === 0}>
          保存成绩
        </Button>
        <span className="text-xs text-ink-muted">
          {errors
            ? `有 ${errors} 个小题分需要修改`
            : '回车或方向键移动；可从 Excel 复制一列粘贴到某一题；总分自动计算；整行空白表示没有成绩。'}
        </span>
      </div>
    </div>
  );
}
