// @vitest-environment jsdom
import { parseOcrLines, type EssayCommentKind } from '@aita/core';
import { cleanup, fireEvent, render, screen } from '@testing-library/react';
import { useState } from 'react';
import { afterEach, describe, expect, it } from 'vitest';
import { PhotoBoxes, photoBoxes } from './PhotoBoxes';

afterEach(cleanup);

const { text, regions } = parseOcrLines(
  ['[1:100,100,900,150] 今天我和妈妈去公圆玩，', '[2:100,200,900,250] 我高兴的跳了起来。'].join(
    '\n',
  ),
  2,
);
const at = (words: string, kind: EssayCommentKind) => ({
  start: text.indexOf(words),
  end: text.indexOf(words) + words.length,
  kind,
});
const comments = [at('公圆', 'typo'), at('高兴的', 'grammar'), at('妈妈去公圆玩，我', 'note')];

function Harness() {
  const [active, setActive] = useState<number | null>(null);
  return (
    <>
      <PhotoBoxes
        studentName="李华"
        text={text}
        imageUrls={['/oss/p1.png', '/oss/p2.png']}
        regions={regions}
        comments={comments}
        active={active}
        onActivate={setActive}
      />
      <output data-testid="active">{active ?? '无'}</output>
    </>
  );
}

describe(PhotoBoxes, () => {
  it('places each comment’s boxes on its page, a comment across lines on both', () => {
    const boxes = photoBoxes(regions, comments);
    expect(boxes.map((b) => [b.index, b.image])).toEqual([
      [0, 0],
      [1, 1],
      [2, 0],
      [2, 1],
    ]);
    render(<Harness />);
    const typo = screen.getByRole('button', { name: '第1条批注（错别字）：「公圆」' });
    // 公圆 is characters 7–9 of the 11 on the first line (100–900 thousandths).
    expect(typo.style.left).toBe(`${(100 + Math.floor((7 / 11) * 800)) / 10}%`);
    expect(typo.style.top).toBe('10%');
    expect(typo.style.height).toBe('5%');
    expect(screen.getAllByRole('img')).toHaveLength(2);
  });

  it('selects a comment by keyboard focus, hover or tap, and marks its boxes pressed', () => {
    render(<Harness />);
    const grammar = screen.getByRole('button', { name: /第2条批注/ });
    fireEvent.focus(grammar);
    expect(screen.getByTestId('active').textContent).toBe('1');
    expect(grammar.getAttribute('aria-pressed')).toBe('true');
    const across = screen.getAllByRole('button', { name: /第3条批注/ });
    expect(across).toHaveLength(2);
    fireEvent.mouseEnter(across[1] as HTMLElement);
    expect(screen.getByTestId('active').textContent).toBe('2');
    expect(across.every((b) => b.getAttribute('aria-pressed') === 'true')).toBe(true);
    expect(grammar.getAttribute('aria-pressed')).toBe('false');
    fireEvent.click(screen.getByRole('button', { name: /第1条批注/ }));
    expect(screen.getByTestId('active').textContent).toBe('0');
  });
});
