import { describe, expect, it } from 'vitest';
import {
  buildKnowledgeTree,
  findKnowledgePath,
  flattenKnowledgeTree,
  knowledgeDepth,
  knowledgeSubtreeIds,
  walkKnowledge,
} from './knowledge';
import type { KnowledgeNode } from './types';

const tree: KnowledgeNode[] = [
  {
    id: 'a',
    name: '数与代数',
    children: [
      {
        id: 'a1',
        name: '方程',
        children: [
          { id: 'a1x', name: '一元一次方程', children: [] },
          { id: 'a1y', name: '二元一次方程组', children: [] },
        ],
      },
      { id: 'a2', name: '函数', children: [] },
    ],
  },
  { id: 'b', name: '图形与几何', children: [{ id: 'b1', name: '三角形', children: [] }] },
];

describe(walkKnowledge, () => {
  it('visits parents before children in tree order, with depths and parents', () => {
    const seen: string[] = [];
    walkKnowledge(tree, ({ node, depth, parentId }) =>
      seen.push(`${node.id}:${depth}:${parentId}`),
    );
    expect(seen).toEqual([
      'a:0:null',
      'a1:1:a',
      'a1x:2:a1',
      'a1y:2:a1',
      'a2:1:a',
      'b:0:null',
      'b1:1:b',
    ]);
  });
});

describe(findKnowledgePath, () => {
  it('gives the breadcrumb from the root', () => {
    expect(findKnowledgePath(tree, 'a1y').map((n) => n.name)).toEqual([
      '数与代数',
      '方程',
      '二元一次方程组',
    ]);
  });
  it('is empty for an unknown id', () => {
    expect(findKnowledgePath(tree, 'zzz')).toEqual([]);
  });
});

describe(knowledgeSubtreeIds, () => {
  it('holds the node and every descendant', () => {
    expect(knowledgeSubtreeIds(tree, 'a')).toEqual(['a', 'a1', 'a1x', 'a1y', 'a2']);
    expect(knowledgeSubtreeIds(tree, 'a1x')).toEqual(['a1x']);
    expect(knowledgeSubtreeIds(tree, 'nope')).toEqual([]);
  });
});

describe(buildKnowledgeTree, () => {
  it('is the inverse of flattenKnowledgeTree', () => {
    expect(buildKnowledgeTree(flattenKnowledgeTree(tree))).toEqual(tree);
  });
  it('orders children by sort and keeps orphans as roots', () => {
    const built = buildKnowledgeTree([
      { id: 'x2', parentId: 'x', name: '二', sort: 2 },
      { id: 'x', parentId: null, name: '根', sort: 1 },
      { id: 'x1', parentId: 'x', name: '一', sort: 1 },
      { id: 'o', parentId: 'missing', name: '孤儿', sort: 1 },
    ]);
    expect(built.map((n) => n.id)).toEqual(['o', 'x']);
    expect(built[1]?.children.map((n) => n.id)).toEqual(['x1', 'x2']);
  });
});

describe(knowledgeDepth, () => {
  it('counts levels', () => {
    expect(knowledgeDepth(tree)).toBe(3);
    expect(knowledgeDepth([])).toBe(0);
  });
});
