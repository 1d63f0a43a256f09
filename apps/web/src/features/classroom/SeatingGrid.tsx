import {
  DndContext,
  DragOverlay,
  MouseSensor,
  pointerWithin,
  TouchSensor,
  useDraggable,
  useDroppable,
  useSensor,
  useSensors,
  type Announcements,
  type DragEndEvent,
  type DragStartEvent,
} from '@dnd-kit/core';
import { clearSeat, seatStudent, swapSeats, type SeatingLayout } from '@aita/core';
import { cn } from '@aita/ui';
import { useRef, useState, type KeyboardEvent, type ReactNode } from 'react';

/** What a drag or a pick holds: a seat of the grid, or a student from the list without a seat. */
type Held = { seat: number } | { student: number };

const WAITING = 'waiting';
const seatKey = (index: number) => `seat-${index}`;

/** The drop target a drag ended on: a seat index, the list, or nothing. */
function dropTarget(id: string | number | undefined): number | 'waiting' | null {
  if (id === WAITING) return 'waiting';
  const m = /^seat-(\d+)$/.exec(String(id ?? ''));
  return m ? Number(m[1]) : null;
}

/** A seat: a drop target, and draggable while someone sits there. */
function Seat(props: {
  index: number;
  studentId: number | null;
  button: (ref: (el: HTMLButtonElement | null) => void, listeners: object) => ReactNode;
}) {
  const { setNodeRef: dropRef, isOver } = useDroppable({ id: seatKey(props.index) });
  const {
    setNodeRef: dragRef,
    listeners,
    isDragging,
  } = useDraggable({
    id: seatKey(props.index),
    disabled: props.studentId === null,
    data: { studentId: props.studentId },
  });
  const ref = (el: HTMLButtonElement | null) => {
    dropRef(el);
    dragRef(el);
  };
  return (
    <div className={cn('seat-slot', isOver && 'seat-over', isDragging && 'seat-lifted')}>
      {props.button(ref, listeners ?? {})}
    </div>
  );
}

/** A student without a seat, draggable onto one (or picked with Enter, then placed). */
function WaitingChip(props: { id: number; name: string; held: boolean; onPick: () => void }) {
  const { setNodeRef, listeners, isDragging } = useDraggable({
    id: `student-${props.id}`,
    data: { studentId: props.id },
  });
  return (
    <button
      type="button"
      ref={setNodeRef}
      {...listeners}
      aria-pressed={props.held}
      onClick={props.onPick}
      className={cn('seat-chip', props.held && 'seat-picked', isDragging && 'seat-lifted')}
    >
      {props.name}
    </button>
  );
}

/** The list of students without a seat; a seat dragged here is emptied. */
function WaitingList({ children }: { children: ReactNode }) {
  const { setNodeRef, isOver } = useDroppable({ id: WAITING });
  return (
    <div
      ref={setNodeRef}
      data-testid="seating-waiting"
      className={cn('seating-controls seat-waiting', isOver && 'seat-over')}
    >
      <span className="text-ink-soft">未就座（可拖到座位上）：</span>
      {children}
    </div>
  );
}

/**
 * The seating grid (docs/classroom.md "Seating"): drag a student onto another seat (mouse, or a
 * long press on a touch screen) to swap, or pick a seat with Enter or a click and choose another;
 * arrow keys move between seats (one tab stop), Escape puts the pick down.
 */
export function SeatingGrid(props: {
  label: string;
  layout: SeatingLayout;
  setLayout: (layout: SeatingLayout) => void;
  names: ReadonlyMap<number, string>;
  waiting: readonly number[];
}) {
  const { layout, setLayout, names } = props;
  const [picked, setPicked] = useState<Held | null>(null);
  const [focus, setFocus] = useState(0);
  const [dragging, setDragging] = useState<number | null>(null);
  const cells = useRef<(HTMLButtonElement | null)[]>([]);
  // A drag that ends where it started still clicks: that click must not pick the seat up.
  const justDragged = useRef(false);
  const sensors = useSensors(
    useSensor(MouseSensor, { activationConstraint: { distance: 6 } }),
    useSensor(TouchSensor, { activationConstraint: { delay: 250, tolerance: 8 } }),
  );
  const nameOf = (id: number | null | undefined) => (id == null ? '' : (names.get(id) ?? ''));
  const where = (index: number) =>
    `第 ${Math.floor(index / layout.columns) + 1} 排第 ${(index % layout.columns) + 1} 列`;

  const place = (held: Held, target: number | 'waiting') => {
    if ('seat' in held) {
      if (target === 'waiting') setLayout(clearSeat(layout, held.seat));
      else setLayout(swapSeats(layout, held.seat, target));
    } else if (target !== 'waiting') setLayout(seatStudent(layout, held.student, target));
  };
  const heldOf = (id: string | number): Held | null => {
    const seat = dropTarget(id);
    if (typeof seat === 'number') return { seat };
    const m = /^student-(\d+)$/.exec(String(id));
    return m ? { student: Number(m[1]) } : null;
  };
  const onDragStart = (event: DragStartEvent) => {
    const data = event.active.data.current as { studentId: number | null } | undefined;
    setDragging(data?.studentId ?? null);
    setPicked(null);
  };
  const onDragEnd = (event: DragEndEvent) => {
    setDragging(null);
    justDragged.current = true;
    setTimeout(() => (justDragged.current = false), 0);
    const held = heldOf(event.active.id);
    const target = dropTarget(event.over?.id);
    if (held && target !== null) place(held, target);
  };
  const announcements: Announcements = {
    onDragStart: ({ active }) => `已拿起${nameOf(heldStudent(active.data.current))}`,
    onDragOver: ({ over }) => (over ? `移到${describe(over.id)}上方` : '不在座位上'),
    onDragEnd: ({ active, over }) =>
      over ? `${nameOf(heldStudent(active.data.current))}已放到${describe(over.id)}` : '已放回原处',
    onDragCancel: () => '已取消移动',
  };
  function describe(id: string | number) {
    const target = dropTarget(id);
    return target === 'waiting' ? '未就座名单' : target === null ? '' : where(target);
  }

  const pickSeat = (index: number) => {
    if (justDragged.current) return;
    if (picked === null) setPicked({ seat: index });
    else {
      place(picked, index);
      setPicked(null);
    }
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
  const pickedSeat = picked && 'seat' in picked ? picked.seat : null;
  const pickedStudent = picked && 'student' in picked ? picked.student : null;

  return (
    <DndContext
      sensors={sensors}
      collisionDetection={pointerWithin}
      onDragStart={onDragStart}
      onDragEnd={onDragEnd}
      onDragCancel={() => setDragging(null)}
      accessibility={{
        announcements,
        screenReaderInstructions: {
          draggable:
            '用鼠标拖动或长按拖动学生到另一个座位；也可以按回车选中座位，再到另一个座位按回车交换。',
        },
      }}
    >
      {props.waiting.length ? (
        <WaitingList>
          {props.waiting.map((id) => (
            <WaitingChip
              key={id}
              id={id}
              name={nameOf(id)}
              held={pickedStudent === id}
              onPick={() => setPicked(pickedStudent === id ? null : { student: id })}
            />
          ))}
        </WaitingList>
      ) : null}
      <div className="seating-print overflow-x-auto">
        <p className="mb-2 text-center text-sm text-ink-soft">
          <span className="inline-block rounded-md bg-canvas px-6 py-1">讲台</span>
        </p>
        <div
          role="grid"
          aria-label={props.label}
          aria-describedby="seating-help"
          className="seating-grid mx-auto"
          style={{ gridTemplateColumns: `repeat(${layout.columns}, minmax(4.5rem, 1fr))` }}
        >
          {Array.from({ length: layout.rows }, (_, r) => (
            <div role="row" key={r} className="contents">
              {Array.from({ length: layout.columns }, (_, c) => {
                const index = r * layout.columns + c;
                const id = layout.seats[index] ?? null;
                const name = nameOf(id);
                const isPicked = pickedSeat === index;
                return (
                  <div
                    role="gridcell"
                    key={c}
                    className={cn(layout.aisles.includes(c) && 'seat-aisle')}
                  >
                    <Seat
                      index={index}
                      studentId={id}
                      button={(ref, listeners) => (
                        <button
                          type="button"
                          {...listeners}
                          ref={(el) => {
                            ref(el);
                            cells.current[index] = el;
                          }}
                          tabIndex={index === focus ? 0 : -1}
                          aria-pressed={isPicked}
                          aria-label={`${where(index)}：${name || '空座'}${isPicked ? '，已选中' : ''}`}
                          onClick={() => pickSeat(index)}
                          onFocus={() => setFocus(index)}
                          onKeyDown={(e) => move(e, index)}
                          className={cn('seat', !name && 'seat-empty', isPicked && 'seat-picked')}
                        >
                          {name || '空'}
                        </button>
                      )}
                    />
                  </div>
                );
              })}
            </div>
          ))}
        </div>
      </div>
      <DragOverlay dropAnimation={null}>
        {dragging !== null ? <div className="seat seat-overlay">{nameOf(dragging)}</div> : null}
      </DragOverlay>
    </DndContext>
  );
}

function heldStudent(data: unknown): number | null {
  return (data as { studentId?: number | null } | undefined)?.studentId ?? null;
}
