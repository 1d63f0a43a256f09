import type { ClassDetail } from '@aita/api';
import {
  arrangeWithRules,
  emptySeating,
  NO_SEATING_RULES,
  ruleViolations,
  seatingApartUnmet,
  seatingFrontTooMany,
  seatingFrontUnmet,
  type SeatingRules,
  resizeSeating,
  SEAT_COLUMNS_MAX,
  SEAT_ROWS_MAX,
  seatingProblem,
  unseated,
  type SeatingLayout,
} from '@aita/core';
import { Button } from '@aita/ui';
import { useMemo, useState } from 'react';
import { useAppDispatch } from '../../shared/hooks';
import { seatingSaveRequested } from './classroomSlice';
import { SeatingGrid } from './SeatingGrid';
import { SeatingRulesForm } from './SeatingRules';

/** A grid big enough for the class: 6 or 8 columns, rows to fit. */
function defaultLayout(count: number): SeatingLayout {
  const columns = count > 48 ? 8 : 6;
  return emptySeating(Math.min(SEAT_ROWS_MAX, Math.max(1, Math.ceil(count / columns))), columns);
}

/**
 * The seating chart (docs/classroom.md "Seating"): rows × columns with aisles, auto-arrange by
 * 学号 or at random, moves by drag and drop, click or keyboard (SeatingGrid), print.
 */
export function SeatingPanel({ detail, saving }: { detail: ClassDetail; saving: boolean }) {
  const dispatch = useAppDispatch();
  const ids = useMemo(() => detail.students.map((s) => s.studentId), [detail.students]);
  const names = useMemo(
    () => new Map(detail.students.map((s) => [s.studentId, s.name])),
    [detail.students],
  );
  // A saved chart may still seat a student deleted since: that seat shows empty.
  const saved = useMemo(
    () =>
      detail.seating
        ? {
            ...detail.seating,
            seats: detail.seating.seats.map((s) => (s !== null && names.has(s) ? s : null)),
          }
        : defaultLayout(ids.length),
    [detail.seating, names, ids.length],
  );
  const [layout, setLayout] = useState<SeatingLayout>(saved);
  const savedRules = useMemo<SeatingRules>(
    () => ({
      apart: (detail.seating?.apart ?? []).filter(([a, b]) => names.has(a) && names.has(b)),
      front: (detail.seating?.front ?? []).filter((id) => names.has(id)),
      frontRows: detail.seating?.frontRows ?? NO_SEATING_RULES.frontRows,
    }),
    [detail.seating, names],
  );
  const [rules, setRules] = useState<SeatingRules>(savedRules);
  // A new chart from the server (another class, a save) replaces the one being edited.
  const [shown, setShown] = useState(saved);
  if (shown !== saved) {
    setShown(saved);
    setLayout(saved);
    setRules(savedRules);
  }

  const waiting = unseated(layout, ids);
  const problem = seatingProblem(layout, ids);
  const arrange = (mode: 'number' | 'random') =>
    setLayout(arrangeWithRules(layout, ids, mode, rules, Math.random).layout);
  // What the seats on screen break of the rules, said in names (after arranging or a move).
  const broken = ruleViolations(layout, rules);
  const nameOf = (id: number) => names.get(id) ?? '';
  const frontRows = Math.min(rules.frontRows, layout.rows);
  const ruleMessages = [
    broken.frontTooMany
      ? seatingFrontTooMany(rules.front.length, frontRows, frontRows * layout.columns)
      : broken.front.length
        ? seatingFrontUnmet(broken.front.map(nameOf))
        : '',
    broken.apart.length
      ? seatingApartUnmet(broken.apart.map(([a, b]) => `${nameOf(a)}和${nameOf(b)}`))
      : '',
  ].filter(Boolean);
  const placeWaiting = () => {
    const seats = [...layout.seats];
    const queue = [...waiting];
    for (let i = 0; i < seats.length && queue.length; i++)
      if (seats[i] === null) seats[i] = queue.shift() ?? null;
    setLayout({ ...layout, seats });
  };
  const sizeInput = (label: string, value: number, max: number, apply: (n: number) => void) => (
    <label className="flex items-center gap-1 text-sm">
      {label}
      <input
        type="number"
        min={1}
        max={max}
        value={value}
        className="h-8 w-16 rounded-lg border border-line px-2"
        onChange={(e) => {
          const n = Math.min(max, Math.max(1, Number(e.target.value) || 1));
          apply(n);
        }}
      />
    </label>
  );
  const hasAisles = layout.aisles.length > 0;

  return (
    <div>
      <div className="seating-controls mb-3 flex flex-wrap items-center gap-3">
        {sizeInput('行数', layout.rows, SEAT_ROWS_MAX, (n) =>
          setLayout(resizeSeating(layout, n, layout.columns)),
        )}
        {sizeInput('列数', layout.columns, SEAT_COLUMNS_MAX, (n) =>
          setLayout(resizeSeating(layout, layout.rows, n)),
        )}
        <label className="flex items-center gap-1 text-sm">
          <input
            type="checkbox"
            checked={hasAisles}
            onChange={() =>
              setLayout({
                ...layout,
                aisles: hasAisles ? [] : emptySeating(1, layout.columns).aisles,
              })
            }
          />
          每两列留过道
        </label>
        <Button size="sm" variant="secondary" onClick={() => arrange('number')}>
          按学号排
        </Button>
        <Button size="sm" variant="secondary" onClick={() => arrange('random')}>
          随机排
        </Button>
        {waiting.length ? (
          <Button size="sm" variant="secondary" onClick={placeWaiting}>
            安排未就座的 {waiting.length} 人
          </Button>
        ) : null}
        <Button size="sm" variant="ghost" onClick={() => window.print()}>
          打印
        </Button>
        <Button
          size="sm"
          disabled={saving || problem !== null}
          onClick={() => dispatch(seatingSaveRequested({ ...layout, ...rules }))}
        >
          保存座位表
        </Button>
      </div>
      <SeatingRulesForm
        students={detail.students}
        rules={rules}
        setRules={setRules}
        nameOf={nameOf}
      />
      <div role="status" data-testid="seating-rules" className="seating-controls mb-2 text-sm">
        {ruleMessages.map((m) => (
          <p key={m} className="text-danger">
            {m}
          </p>
        ))}
      </div>
      <p className="seating-controls mb-2 text-xs text-ink-muted" id="seating-help">
        拖动学生到另一个座位即可交换（手机上长按后拖动）；也可以点击或按回车选中一个座位，再选另一个座位；方向键在座位间移动，Esc
        取消。
        {problem ? <span className="ml-2 text-danger">{problem}</span> : null}
      </p>
      <SeatingGrid
        label={`${detail.class.name}座位表`}
        layout={layout}
        setLayout={setLayout}
        names={names}
        waiting={waiting}
      />
    </div>
  );
}
