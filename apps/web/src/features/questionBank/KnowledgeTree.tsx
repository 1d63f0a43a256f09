import type { KnowledgeNode } from '@aita/core';
import { cn } from '@aita/ui';
import { useState } from 'react';

/** Props of {@link KnowledgeTree}. */
export interface KnowledgeTreeProps {
  roots: KnowledgeNode[];
  selectedId: string | null;
  onSelect: (id: string | null) => void;
  /** The tree's name (知识点, 教材章节) and its 全部 entry. */
  label?: string;
  allLabel?: string;
}

/**
 * The knowledge-point tree (领域 › 单元 › 知识点), or the textbook map (教材版本 › 册 › 单元 › 课)
 * drawn the same way: a click selects a node (its questions and those of every node under it);
 * the arrow opens and closes a branch. Roots start open.
 */
export function KnowledgeTree({
  roots,
  selectedId,
  onSelect,
  label = '知识点',
  allLabel = '全部知识点',
}: KnowledgeTreeProps) {
  return (
    <nav aria-label={label} className="text-[14px]">
      <button
        type="button"
        onClick={() => onSelect(null)}
        className={cn(
          'mb-1 w-full rounded-md px-2 py-1.5 text-left',
          selectedId === null ? 'bg-primary-50 text-primary-600' : 'hover:bg-canvas',
        )}
      >
        {allLabel}
      </button>
      <ul role="tree">
        {roots.map((node) => (
          <Branch key={node.id} node={node} depth={0} selectedId={selectedId} onSelect={onSelect} />
        ))}
      </ul>
    </nav>
  );
}

function Branch({
  node,
  depth,
  selectedId,
  onSelect,
}: {
  node: KnowledgeNode;
  depth: number;
  selectedId: string | null;
  onSelect: (id: string) => void;
}) {
  const [open, setOpen] = useState(depth === 0);
  const leaf = node.children.length === 0;
  return (
    <li
      role="treeitem"
      aria-expanded={leaf ? undefined : open}
      aria-selected={selectedId === node.id}
    >
      <div className="flex items-center" style={{ paddingLeft: depth * 14 }}>
        <button
          type="button"
          aria-label={open ? `收起${node.name}` : `展开${node.name}`}
          onClick={() => setOpen(!open)}
          className={cn('h-7 w-6 shrink-0 text-ink-muted', leaf && 'invisible')}
          tabIndex={leaf ? -1 : 0}
        >
          {open ? '▾' : '▸'}
        </button>
        <button
          type="button"
          onClick={() => onSelect(node.id)}
          className={cn(
            'min-w-0 flex-1 truncate rounded-md px-1.5 py-1 text-left',
            selectedId === node.id
              ? 'bg-primary-50 font-medium text-primary-600'
              : 'text-ink-soft hover:bg-canvas',
          )}
        >
          {node.name}
        </button>
      </div>
      {!leaf && open && (
        <ul role="group">
          {node.children.map((child) => (
            <Branch
              key={child.id}
              node={child}
              depth={depth + 1}
              selectedId={selectedId}
              onSelect={onSelect}
            />
          ))}
        </ul>
      )}
    </li>
  );
}
