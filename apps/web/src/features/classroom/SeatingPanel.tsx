import type { ClassDetail } from '@aita/api';
import {
  arrangeWithRules,
  emptySeating,
  NO_SEATING_RULES,
  ruleViolations,
  seatingApartUnmet,
  seatingFrontTooMany,
  seatingFrontUnmet,
  SEATING_APART_MAX,
  type SeatingRules,
  resizeSeating,
  SEAT_COLUMNS_MAX,
  SEAT_ROWS_MAX,
  seatingProblem,
  swapSeats,
  unseated,
  type SeatingLayout,
} from '@aita/core';
import { Button, cn } from '@aita/ui';
import { useMemo, useRef, useState, type KeyboardEvent } from 'react';
import { useAppDispatch } from '../../shared/hooks';
import { seatingSaveRequested } from './classroomSlice';

/** A grid big enough for the class: 6 or 8 columns, rows to fit. */
function defaultLayout(count: number): SeatingLayout {
  const columns = count > 48 ? 8 : 6;
  return emptySeating(Math.min(SEAT_ROWS_MAX, Math.max(1, Math.ceil(count / columns))), columns);
}

/**
 * The seating chart (docs/classroom.md "Seating"): rows × columns with aisles, auto-arrange by
 * 学号 or at random, moves by click or keyboard (Enter picks a seat up, Enter on another swaps,
 * arrows move between seats, Escape puts it down), print.
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
  const [pairA, setPairA] = useState<number | ''>('');
  const [pairB, setPairB] = useState<number | ''>('');
  const [frontPick, setFrontPick] = useState<number | ''>('');
  const [picked, setPicked] = useState<number | null>(null);
  const [focus, setFocus] = useState(0);
  const cells = useRef<(HTMLButtonElement | null)[]>([]);
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
  const addPair = () => {
    if (pairA === '' || pairB === '' || pairA === pairB) return;
    const exists = rules.apart.some(
      ([a, b]) => (a === pairA && b === pairB) || (a === pairB && b === pairA),
    );
    if (!exists) setRules({ ...rules, apart: [...rules.apart, [pairA, pairB]] });
    setPairA('');
    setPairB('');
  };
  const addFront = () => {
    if (frontPick === '' || rules.front.includes(frontPick)) return;
    setRules({ ...rules, front: [...rules.front, frontPick] });
    setFrontPick('');
  };
  const studentSelect = (label: string, value: number | '', onChange: (v: number | '') => void) => (
    <select
      aria-label={label}
      className="h-8 rounded-lg border border-line px-2 text-sm"
      value={value}
      onChange={(e) => onChange(e.target.value === '' ? '' : Number(e.target.value))}
    >
      <option value="">选择学生</option>
      {detail.students.map((s) => (
        <option key={s.studentId} value={s.studentId}>
          {s.name}
        </option>
      ))}
    </select>
  );
  const seatFor = (index: number) => {
    if (picked === null) {
      setPicked(index);
      return;
    }
    setLayout(swapSeats(layout, picked, index));
    setPicked(null);
  };
  const placeWaiting = () => {
    const seats = [...layout.seats];
    const queue = [...waiting];
    for (let i = 0; i < seats.length && queue.length; i++)
      if (seats[i] === null) seats[i] = queue.shift() ?? null;
    setLayout({ ...layout, seats });
  };
  const move = (event: KeyboardEvent, index: number) => {
    const { columns, rows } = layout;
    const deltas: Record<string, number> = {
      ArrowLeft: -1,
      ArrowRight: 1,
      ArrowUp: -columns,
      ArrowDown: columns,
    };
    if (event.key === 'Escape') setPicked(null);
    const delta = deltas[event.key];
    if (delta === undefined) return;
    event.preventDefault();
    const next = index + delta;
    if (next < 0 || next >= rows * columns) return;
    setFocus(next);
    cells.current[next]?.focus();
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
      <details className="seating-controls mb-3 rounded-lg border border-line p-2 text-sm">
        <summary className="cursor-pointer font-medium text-ink">
          排座规则（分开坐 {rules.apart.length} 对，坐前排 {rules.front.length} 人）
        </summary>
        <div className="mt-2 space-y-3">
          <fieldset className="space-y-1">
            <legend className="text-ink-soft">不要坐在一起（前后左右和斜对角都不相邻）</legend>
            <div className="flex flex-wrap items-center gap-2">
              {studentSelect('分开坐的第一名学生', pairA, setPairA)}
              {studentSelect('分开坐的第二名学生', pairB, setPairB)}
              <Button
                size="sm"
                variant="secondary"
                disabled={
                  pairA === '' ||
                  pairB === '' ||
                  pairA === pairB ||
                  rules.apart.length >= SEATING_APART_MAX
                }
                onClick={addPair}
              >
                添加分开坐
              </Button>
            </div>
            <ul className="flex flex-wrap gap-2">
              {rules.apart.map(([a, b]) => (
                <li key={`${a}-${b}`} className="flex items-center gap-1 rounded bg-canvas px-2">
                  {nameOf(a)} ↔ {nameOf(b)}
                  <button
                    type="button"
                    className="px-1 text-ink-soft"
                    aria-label={`删除规则：${nameOf(a)}和${nameOf(b)}分开坐`}
                    onClick={() =>
                      setRules({
                        ...rules,
                        apart: rules.apart.filter(([x, y]) => !(x === a && y === b)),
                      })
                    }
                  >
                    ×
                  </button>
                </li>
              ))}
            </ul>
          </fieldset>
          <fieldset className="space-y-1">
            <legend className="text-ink-soft">坐在前排</legend>
            <div className="flex flex-wrap items-center gap-2">
              {studentSelect('坐前排的学生', frontPick, setFrontPick)}
              <Button size="sm" variant="secondary" disabled={frontPick === ''} onClick={addFront}>
                添加坐前排
              </Button>
              <label className="flex items-center gap-1">
                前排指前
                <select
                  className="h-8 rounded-lg border border-line px-2"
                  value={rules.frontRows}
                  onChange={(e) => setRules({ ...rules, frontRows: Number(e.target.value) })}
                >
                  {[1, 2, 3].map((n) => (
                    <option key={n} value={n}>
                      {n}
                    </option>
                  ))}
                </select>
                排
              </label>
            </div>
            <ul className="flex flex-wrap gap-2">
              {rules.front.map((id) => (
                <li key={id} className="flex items-center gap-1 rounded bg-canvas px-2">
                  {nameOf(id)}
                  <button
                    type="button"
                    className="px-1 text-ink-soft"
                    aria-label={`删除规则：${nameOf(id)}坐前排`}
                    onClick={() =>
                      setRules({ ...rules, front: rules.front.filter((x) => x !== id) })
                    }
                  >
                    ×
                  </button>
                </li>
              ))}
            </ul>
          </fieldset>
          <p className="text-xs text-ink-soft">
            “按学号排”和“随机排”会遵守这些规则；规则随座位表一起保存。
          </p>
        </div>
      </details>
      <div role="status" data-testid="seating-rules" className="seating-controls mb-2 text-sm">
        {ruleMessages.map((m) => (
          <p key={m} className="text-danger">
            {m}
          </p>
        ))}
      </div>
      <p className="seating-controls mb-2 text-xs text-ink-muted" id="seating-help">
        点击或按回车选中一个座位，再选另一个座位即可交换；方向键在座位间移动，Esc 取消。
        {problem ? <span className="ml-2 text-danger">{problem}</span> : null}
      </p>
      <div className="seating-print overflow-x-auto">
        <p className="mb-2 text-center text-sm text-ink-soft">
          <span className="inline-block rounded-md bg-canvas px-6 py-1">讲台</span>
        </p>
        <div
          role="grid"
          aria-label={`${detail.class.name}座位表`}
          aria-describedby="seating-help"
          className="seating-grid mx-auto"
          style={{ gridTemplateColumns: `repeat(${layout.columns}, minmax(4.5rem, 1fr))` }}
        >
          {Array.from({ length: layout.rows }, (_, r) => (
            <div role="row" key={r} className="contents">
              {Array.from({ length: layout.columns }, (_, c) => {
                const index = r * layout.columns + c;
                const id = layout.seats[index] ?? null;
                const name = id === null ? '' : (names.get(id) ?? '');
                return (
                  <div
                    role="gridcell"
                    key={c}
                    className={cn(layout.aisles.includes(c) && 'seat-aisle')}
                  >
                    <button
                      type="button"
                      ref={(el) => {
                        cells.current[index] = el;
                      }}
                      tabIndex={index === focus ? 0 : -1}
                      aria-pressed={picked === index}
                      aria-label={`第 ${r + 1} 排第 ${c + 1} 列：${name || '空座'}${picked === index ? '，已选中' : ''}`}
                      onClick={() => seatFor(index)}
                      onFocus={() => setFocus(index)}
                      onKeyDown={(e) => move(e, index)}
                      className={cn(
                        'seat',
                        !name && 'seat-empty',
                        picked === index && 'seat-picked',
                      )}
                    >
                      {name || '空'}
                    </button>
                  </div>
                );
              })}
            </div>
          ))}
        </div>
      </div>
    </div>
  );
}
