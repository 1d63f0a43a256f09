/**
 * The knowledge points of an exam's items, as the teacher edits them (docs/classroom.md "Item
 * analysis"): the class's knowledge tree as indented options, drafts of ids per item.
 */
import type { ClassExamItems } from '@aita/api';
import { ITEM_POINTS_MAX, walkKnowledge, type KnowledgeNode } from '@aita/core';

/** One option of the picker: the id, the name, and the name indented by its depth. */
export interface PointOption {
  id: string;
  name: string;
  label: string;
}

/** Every node of the trees, parents first, indented by depth (full-width spaces). */
export function pointOptions(roots: readonly KnowledgeNode[]): PointOption[] {
  const out: PointOption[] = [];
  walkKnowledge(roots, ({ node, depth }) =>
    out.push({ id: node.id, name: node.name, label: `${'　'.repeat(depth)}${node.name}` }),
  );
  return out;
}

/** The saved points of each item, as ids. */
export function pointDraftsOf(data: ClassExamItems): string[][] {
  return data.items.map((i) => i.knowledgePoints.map((p) => p.id));
}

/** Adds a point to one item (no duplicates; at most {@link ITEM_POINTS_MAX}). */
export function addPoint(drafts: string[][], item: number, id: string): string[][] {
  return drafts.map((ids, i) =>
    i === item && !ids.includes(id) && ids.length < ITEM_POINTS_MAX ? [...ids, id] : ids,
  );
}

/** Removes a point from one item. */
export function removePoint(drafts: string[][], item: number, id: string): string[][] {
  return drafts.map((ids, i) => (i === item ? ids.filter((x) => x !== id) : ids));
}

/** Whether the drafts differ from what is saved. */
export function pointsChanged(drafts: string[][], data: ClassExamItems): boolean {
  const saved = pointDraftsOf(data);
  return drafts.some((ids, i) => ids.join('\n') !== (saved[i] ?? []).join('\n'));
}
