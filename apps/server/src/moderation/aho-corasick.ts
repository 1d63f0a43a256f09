/**
 * A compact Aho–Corasick automaton over code points: every occurrence of every pattern in one
 * pass, linear in the text. It is fed one character at a time, so a scan can continue across
 * the deltas of a streamed answer without rescanning what came before.
 */

interface Node {
  next: Map<string, number>;
  fail: number;
  /** Ids of the patterns that end here, including through failure links. */
  out: number[];
}

/** The compiled automaton of {@link createAhoCorasick}. */
export interface AhoCorasick {
  /** Number of distinct patterns. */
  readonly size: number;
  /** Length in code points of the longest pattern. */
  readonly maxLength: number;
  /** The pattern of an id. */
  pattern(id: number): string;
  /** The state after reading `ch` in `state` (0 is the start state). */
  step(state: number, ch: string): number;
  /** Ids of the patterns that end at `state`. */
  output(state: number): readonly number[];
}

/** Compiles `patterns` (empty ones are ignored; duplicates share one id). */
export function createAhoCorasick(patterns: Iterable<string>): AhoCorasick {
  const nodes: Node[] = [{ next: new Map(), fail: 0, out: [] }];
  const list: string[] = [];
  const ids = new Map<string, number>();
  let maxLength = 0;
  for (const p of patterns) {
    if (p === '' || ids.has(p)) continue;
    const id = list.length;
    ids.set(p, id);
    list.push(p);
    let state = 0;
    let length = 0;
    for (const ch of p) {
      length++;
      const node = nodes[state] as Node;
      let to = node.next.get(ch);
      if (to === undefined) {
        to = nodes.length;
        nodes.push({ next: new Map(), fail: 0, out: [] });
        node.next.set(ch, to);
      }
      state = to;
    }
    (nodes[state] as Node).out.push(id);
    maxLength = Math.max(maxLength, length);
  }

  // Breadth first, so a node's failure target is final before its children need it.
  const queue: number[] = [];
  for (const child of (nodes[0] as Node).next.values()) queue.push(child);
  for (let head = 0; head < queue.length; head++) {
    const s = queue[head] as number;
    const node = nodes[s] as Node;
    for (const [ch, child] of node.next) {
      queue.push(child);
      let f = node.fail;
      while (f !== 0 && !(nodes[f] as Node).next.has(ch)) f = (nodes[f] as Node).fail;
      const target = (nodes[f] as Node).next.get(ch);
      const c = nodes[child] as Node;
      c.fail = target !== undefined && target !== child ? target : 0;
      const inherited = (nodes[c.fail] as Node).out;
      if (inherited.length > 0) c.out = [...c.out, ...inherited];
    }
  }

  function step(state: number, ch: string): number {
    let s = state;
    for (;;) {
      const to = (nodes[s] as Node).next.get(ch);
      if (to !== undefined) return to;
      if (s === 0) return 0;
      s = (nodes[s] as Node).fail;
    }
  }

  return {
    size: list.length,
    maxLength,
    pattern: (id) => list[id] ?? '',
    step,
    output: (state) => (nodes[state] as Node).out,
  };
}
