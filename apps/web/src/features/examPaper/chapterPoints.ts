import type { TextbookNode } from '@aita/api';

/** The most knowledge points `/paper/assemble` takes (the contract's limit). */
export const ASSEMBLY_POINTS_MAX = 50;

/** Every node of the textbook map by id. */
function index(tree: readonly TextbookNode[], into = new Map<string, TextbookNode>()) {
  for (const node of tree) {
    into.set(node.id, node);
    index(node.children, into);
  }
  return into;
}

/**
 * The knowledge points the chosen chapters teach (docs/examPaper.md "Smart assembly"): each
 * chosen node's own points and those of every node under it, each once, in the order met. Ids
 * not in the map are ignored.
 */
export function chapterPoints(tree: readonly TextbookNode[], chapterIds: readonly string[]) {
  const nodes = index(tree);
  const points = new Set<string>();
  const walk = (node: TextbookNode) => {
    node.knowledgePointIds.forEach((p) => points.add(p));
    node.children.forEach(walk);
  };
  for (const id of chapterIds) {
    const node = nodes.get(id);
    if (node) walk(node);
  }
  return [...points];
}

/** A unit's pickable chapters: its lessons, or the unit itself when it has none. */
export function unitLessons(unit: TextbookNode): string[] {
  return unit.children.length ? unit.children.map((l) => l.id) : [unit.id];
}
