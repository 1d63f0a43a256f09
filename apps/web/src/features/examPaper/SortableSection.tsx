import type { ExamPaperItem } from '@aita/api';
import {
  closestCenter,
  DndContext,
  KeyboardSensor,
  MouseSensor,
  TouchSensor,
  useSensor,
  useSensors,
  type Announcements,
  type DragEndEvent,
  type UniqueIdentifier,
} from '@dnd-kit/core';
import {
  arrayMove,
  SortableContext,
  sortableKeyboardCoordinates,
  useSortable,
  verticalListSortingStrategy,
} from '@dnd-kit/sortable';
import { useState } from 'react';
import { PaperItemCard, type PaperItemCardProps } from './PaperItemCard';

/** What every card of a section shares (the handlers and the paper's state). */
export type SectionCardProps = Omit<
  PaperItemCardProps,
  'item' | 'number' | 'index' | 'first' | 'last' | 'drag'
>;

/** One card, sortable by its handle (拖动排序) while the paper is editable and idle. */
function SortableCard(props: PaperItemCardProps) {
  const { setNodeRef, setActivatorNodeRef, attributes, listeners, transform, transition } =
    useSortable({ id: props.item.itemId, disabled: props.readOnly || props.busy });
  const lifted = transform !== null;
  return (
    <PaperItemCard
      {...props}
      drag={{
        ref: setNodeRef,
        handleRef: setActivatorNodeRef,
        handle: { ...attributes, ...listeners },
        style: {
          transform: transform ? `translate3d(0, ${Math.round(transform.y)}px, 0)` : undefined,
          transition,
          position: 'relative',
          zIndex: lifted ? 1 : undefined,
        },
      }}
    />
  );
}

/**
 * A section's questions in order (docs/examPaper.md "Web"): each card is dragged by its handle
 * (mouse, touch, or the keyboard: 空格 拿起, ↑/↓ 移动, 空格 放下, Esc 取消) within its section, and
 * the move is saved through the `move` action; 上移 / 下移 stay on every card. The new order shows
 * while the save runs and gives way to the paper the server answers (or, refused, to the old one).
 */
export function SortableSection(props: {
  items: ExamPaperItem[];
  /** The number of the section's first question (continuous numbering). */
  start: number;
  card: SectionCardProps;
}) {
  const { items, start, card } = props;
  const [moved, setMoved] = useState<{ from: ExamPaperItem[]; order: ExamPaperItem[] } | null>(
    null,
  );
  // A local order holds while the move is in flight: the server's answer (a new items array) or
  // its refusal (busy ends on the same items) puts the paper's own order back.
  const shown = moved?.from === items && card.busy ? moved.order : items;
  const sensors = useSensors(
    useSensor(MouseSensor, { activationConstraint: { distance: 6 } }),
    useSensor(TouchSensor, { activationConstraint: { delay: 250, tolerance: 8 } }),
    // 'auto', not the default smooth scroll: when the card's next place is in the upper half of a
    // scrolled page, the sensor scrolls instead of moving and the move lands when the scroll ends;
    // a smooth scroll takes long enough that a second ↑ pressed at a human pace is lost.
    useSensor(KeyboardSensor, {
      coordinateGetter: sortableKeyboardCoordinates,
      scrollBehavior: 'auto',
    }),
  );
  const place = (id: UniqueIdentifier | undefined) => shown.findIndex((i) => i.itemId === id);
  const numberOf = (id: UniqueIdentifier) => start + place(id) + 1;
  const announcements: Announcements = {
    onDragStart: ({ active }) => `已拿起第 ${numberOf(active.id)} 题`,
    // Over itself (just picked up) says nothing, so the pick-up is what is heard.
    onDragOver: ({ active, over }) =>
      over?.id === active.id
        ? undefined
        : over
          ? `第 ${numberOf(active.id)} 题移到本大题第 ${place(over.id) + 1} 个位置`
          : `第 ${numberOf(active.id)} 题不在本大题内`,
    onDragEnd: ({ active, over }) =>
      over
        ? `第 ${numberOf(active.id)} 题已放到本大题第 ${place(over.id) + 1} 个位置`
        : `第 ${numberOf(active.id)} 题已放回原处`,
    onDragCancel: ({ active }) => `已取消移动，第 ${numberOf(active.id)} 题放回原处`,
  };
  const onDragEnd = ({ active, over }: DragEndEvent) => {
    const from = place(active.id);
    const to = place(over?.id);
    if (!over || from < 0 || to < 0 || from === to) return;
    setMoved({ from: items, order: arrayMove(shown, from, to) });
    card.onMove(Number(active.id), to);
  };
  return (
    <DndContext
      sensors={sensors}
      collisionDetection={closestCenter}
      onDragEnd={onDragEnd}
      accessibility={{
        announcements,
        screenReaderInstructions: {
          draggable:
            '按空格键拿起这道题，用上下方向键在本大题内移动，再按空格键放下，按 Esc 取消；也可以用鼠标拖动，或用上移、下移按钮。',
        },
      }}
    >
      <SortableContext items={shown.map((i) => i.itemId)} strategy={verticalListSortingStrategy}>
        <ol className="space-y-2">
          {shown.map((item, index) => (
            <SortableCard
              key={`${item.itemId}-${item.score}-${item.questionId}-${item.stem.length}`}
              {...card}
              item={item}
              number={start + index + 1}
              index={index}
              first={index === 0}
              last={index === shown.length - 1}
            />
          ))}
        </ol>
      </SortableContext>
    </DndContext>
  );
}
