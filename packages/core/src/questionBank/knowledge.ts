/**
 * Rules over a knowledge-point tree: walking it, the path to a point (the breadcrumb
 * 数与代数 › 方程与不等式 › 一元一次方程), and a point with its descendants (browsing a chapter shows
 * the questions of every sub-point). Trees are small (hundreds of nodes): plain recursion is
 * bounded by depth, not size.
 */
import type { KnowledgeNode } from './types';

/** A node met by {@link walkKnowledge}: the node, its depth (0 at the roots) and its parent id. */
export interface KnowledgeVisit {
  node: KnowledgeNode;
  depth: number;
  parentId: string | null;
}

/** Visits every node depth first, parents before children, in tree order. */
export function walkKnowledge(roots: readonly KnowledgeNode[], visit: (v: KnowledgeVisit) => void) {
  const stack: KnowledgeVisit[] = roots
    .map((node) => ({ node, depth: 0, parentId: null }))
    .reverse();
  for (let v = stack.pop(); v; v = stack.pop()) {
    visit(v);
    for (let i = v.node.children.length - 1; i >= 0; i -= 1) {
      const child = v.node.children[i];
      if (child) stack.push({ node: child, depth: v.depth + 1, parentId: v.node.id });
    }
  }
}

/** The nodes from a root down to `id` (inclusive), or `[]` when `id` is not in the tree. */
export function findKnowledgePath(roots: readonly KnowledgeNode[], id: string): KnowledgeNode[] {
  const parents = new Map<string, string | null>();
  const byId = new Map<string, KnowledgeNode>();
  walkKnowledge(roots, ({ node, parentId }) => {
    parents.set(node.id, parentId);
    byId.set(node.id, node);
  });
  const path: KnowledgeNode[] = [];
  for (let at: string | null | undefined = id; at; at = parents.get(at)) {
    const node = byId.get(at);
    if (!node) return [];
    path.unshift(node);
  }
  return path;
}

/** `id` and the ids of every node under it; `[]` when `id` is not in the tree. */
export function knowledgeSubtreeIds(roots: readonly KnowledgeNode[], id: string): string[] {
  const path = findKnowledgePath(roots, id);
  const node = path[path.length - 1];
  if (!node) return [];
  const ids: string[] = [];
  walkKnowledge([node], (v) => ids.push(v.node.id));
  return ids;
}

/** A stored row of a tree: the flat form the database keeps. */
export interface KnowledgeRow {
  id: string;
  parentId: string | null;
  name: string;
  sort: number;
}

/**
 * Builds the trees from flat rows, children ordered by `sort`. A row whose parent is missing
 * becomes a root rather than disappearing, so a half-edited tree still shows everything.
 */
export function buildKnowledgeTree(rows: readonly KnowledgeRow[]): KnowledgeNode[] {
  const sorted = [...rows].sort((a, b) => a.sort - b.sort || a.id.localeCompare(b.id));
  const nodes = new Map(
    sorted.map((r) => [r.id, { id: r.id, name: r.name, children: [] as KnowledgeNode[] }]),
  );
  const roots: KnowledgeNode[] = [];
  for (const row of sorted) {
    const node = nodes.get(row.id);
    if (!node) continue;
    const parent = row.parentId === null ? undefined : nodes.get(row.parentId);
    if (parent && parent !== node) parent.children.push(node);
    else roots.push(node);
  }
  return roots;
}

/** The flat rows of trees (the inverse of {@link buildKnowledgeTree}), `sort` by position. */
export function flattenKnowledgeTree(roots: readonly KnowledgeNode[]): KnowledgeRow[] {
  const rows: KnowledgeRow[] = [];
  const position = new Map<string | null, number>();
  walkKnowledge(roots, ({ node, parentId }) => {
    const sort = (position.get(parentId) ?? 0) + 1;
    position.set(parentId, sort);
    rows.push({ id: node.id, parentId, name: node.name, sort });
  });
  return rows;
}

/** How deep the trees go (1 for roots without children, 0 for no tree). */
export function knowledgeDepth(roots: readonly KnowledgeNode[]): number {
  let depth = 0;
  walkKnowledge(roots, (v) => {
    depth = Math.max(depth, v.depth + 1);
  });
  return depth;
}
