import type { ClassExamDetail, ClassStudent } from '@aita/api';
import { parseScoreInput, pastedColumn } from '@aita/core';
import { Button } from '@aita/ui';
import {
  useEffect,
  useMemo,
  useRef,
  useState,
  type ClipboardEvent,
  type KeyboardEvent,
} from 'react';
import { useAppDispatch } from '../../shared/hooks';
import { scoresSaveRequested } from './classroomSlice';

/** The typed text of each student's cell, from the saved scores. */
function draftsOf(students: ClassStudent[], detail: ClassExamDetail): string[] {
  const saved = new Map(detail.scores.map((s) => [s.studentId, s.score]));
  return students.map((s) => {
    const v = saved.get(s.studentId);
    return v === undefined ? '' : String(v);
  });
}

/** What decides the drafts: the exam, the students in order, and each saved score. */
function savedKeyOf(students: ClassStudent[], detail: ClassExamDetail): string {
  const saved = new Map(detail.scores.map((s) => [s.studentId, s.score]));
  return `${detail.exam.examId}|${detail.exam.fullScore}|${students
    .map((s) => `${s.studentId}:${saved.get(s.studentId) ?? ''}`)
    .join(',')}`;
}

/**
 * Score entry that moves like a spreadsheet (docs/classroom.md "Score entry"): Enter or ↓ goes to
 * the next student, ↑ to the previous; a column pasted from Excel or WPS fills down from the
 * focused cell. Each cell is checked against the full score as it is typed; an empty cell or 缺考
 * means no score. `onValues` reports the valid values for the live statistics.
 */
export function ScoreGrid({
  students,
  detail,
  saving,
  onValues,
}: {
  students: ClassStudent[];
  detail: ClassExamDetail;
  saving: boolean;
  onValues: (values: (number | null)[]) => void;
}) {
  const dispatch = useAppDispatch();
  const { exam } = detail;
  const [drafts, setDrafts] = useState<string[]>(() => draftsOf(students, detail));
  const inputs = useRef<(HTMLInputElement | null)[]>([]);
  // Saved scores that differ from the last ones shown (another exam, a save, a new roster)
  // replace what was typed; the same scores fetched again leave the typing alone.
  const savedKey = savedKeyOf(students, detail);
  const [shownKey, setShownKey] = useState(savedKey);
  if (shownKey !== savedKey) {
    setShownKey(savedKey);
    setDrafts(draftsOf(students, detail));
  }
  const parsed = useMemo(
    () => drafts.map((d) => parseScoreInput(d, exam.fullScore)),
    [drafts, exam.fullScore],
  );
  useEffect(() => onValues(parsed.map((p) => (p.ok ? p.value : null))), [parsed, onValues]);
  const errors = parsed.filter((p) => !p.ok).length;

  const focusRow = (i: number) => {
    const el = inputs.current[Math.max(0, Math.min(students.length - 1, i))];
    el?.focus();
    el?.select();
  };
  const onKey = (event: KeyboardEvent<HTMLInputElement>, i: number) => {
    if (event.key === 'Enter' || event.key === 'ArrowDown') {
      event.preventDefault();
      focusRow(i + 1);
    } else if (event.key === 'ArrowUp') {
      event.preventDefault();
      focusRow(i - 1);
    }
  };
  const onPaste = (event: ClipboardEvent<HTMLInputElement>, i: number) => {
    const cells = pastedColumn(event.clipboardData.getData('text'));
    if (cells.length < 2) return;
    event.preventDefault();
    setDrafts((prev) =>
      prev.map((d, j) => (j >= i && j - i < cells.length ? (cells[j - i] ?? d) : d)),
    );
    focusRow(i + cells.length - 1);
  };
  const save = () => {
    dispatch(
      scoresSaveRequested({
        examId: exam.examId,
        scores: students.map((s, i) => {
          const p = parsed[i];
          return { studentId: s.studentId, score: p?.ok ? p.value : null };
        }),
      }),
    );
  };

  return (
    <div>
      <div className="overflow-x-auto">
        <table className="classroom-table score-grid w-full text-sm">
          <caption className="sr-only">{exam.name}成绩录入</caption>
          <thead>
            <tr>
              <th scope="col">学号</th>
              <th scope="col">姓名</th>
              <th scope="col">分数（满分 {exam.fullScore}）</th>
            </tr>
          </thead>
          <tbody>
            {students.map((s, i) => {
              const p = parsed[i];
              const error = p && !p.ok ? p.error : null;
              return (
                <tr key={s.studentId}>
                  <td>{s.number ?? '—'}</td>
                  <th scope="row" className="font-normal">
                    {s.name}
                  </th>
                  <td>
                    <input
                      ref={(el) => {
                        inputs.current[i] = el;
                      }}
                      aria-label={`${s.name}的分数`}
                      aria-invalid={error ? true : undefined}
                      aria-describedby={error ? `score-error-${s.studentId}` : undefined}
                      inputMode="decimal"
                      value={drafts[i] ?? ''}
                      onChange={(e) => {
                        const v = e.target.value;
                        setDrafts((prev) => prev.map((d, j) => (j === i ? v : d)));
                      }}
                      onKeyDown={(e) => onKey(e, i)}
                      onPaste={(e) => onPaste(e, i)}
                      className="score-input"
                    />
                    {error ? (
                      <span id={`score-error-${s.studentId}`} className="ml-2 text-xs text-danger">
                        {error}
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
            ? `有 ${errors} 个分数需要修改`
            : '回车或方向键换行；可从 Excel 复制一列分数粘贴进来；空白或“缺考”表示没有成绩。'}
        </span>
      </div>
    </div>
  );
}
