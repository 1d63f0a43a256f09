import { describe, expect, it } from 'vitest';
import { alignRegions, parseOcrLines, spanBoxes } from './regions';

const ANSWER = [
  '[1:100,120,900,170] 今天我和妈妈去公园',
  '[1:100,180,600,230] 玩，我很高兴。',
  '',
  '[2:80,100,880,150] 回家的路上下起了雨。',
  'no box here',
].join('\n');

describe('photo lines', () => {
  it('reads lines with boxes into text and regions, paragraphs at blank lines', () => {
    const { text, lines, regions } = parseOcrLines(ANSWER, 2);
    expect(text).toBe('今天我和妈妈去公园玩，我很高兴。\n回家的路上下起了雨。no box here');
    expect(lines.map((l) => l.image)).toEqual([0, 0, 1]);
    expect(regions.map((r) => text.slice(r.start, r.end))).toEqual([
      '今天我和妈妈去公园',
      '玩，我很高兴。',
      '回家的路上下起了雨。',
    ]);
    expect(regions[2]?.box).toEqual([80, 100, 880, 150]);
  });

  it('drops boxes on pages that do not exist or that are empty, and reads plain answers', () => {
    const { lines } = parseOcrLines('[3:0,0,10,10] 第三页\n[1:50,50,50,60] 空框', 2);
    expect(lines).toEqual([]);
    expect(parseOcrLines('第一段\n第二段\n', 1)).toEqual({
      text: '第一段\n第二段',
      lines: [],
      regions: [],
    });
  });

  it('places the lines on the teacher’s corrected text', () => {
    const { lines } = parseOcrLines(ANSWER, 2);
    // The teacher fixes 公圆→公园 style errors, removes a word and adds a sentence.
    const corrected = '今天我和妈妈去公园玩，我非常高兴。\n\n回家路上下起了雨。no box here';
    const regions = alignRegions(lines, corrected);
    expect(regions.map((r) => corrected.slice(r.start, r.end))).toEqual([
      '今天我和妈妈去公园',
      '玩，我非常高兴。',
      '回家路上下起了雨。',
    ]);
    expect(alignRegions(lines, '')).toEqual([]);
    expect(alignRegions([], corrected)).toEqual([]);
  });

  it('drops a line whose words were all removed', () => {
    const { lines } = parseOcrLines(ANSWER, 2);
    const corrected = '玩，我很高兴。\n回家的路上下起了雨。';
    expect(alignRegions(lines, corrected).map((r) => r.image)).toEqual([0, 1]);
  });

  it('boxes a span in proportion to the characters it covers, across lines', () => {
    const { text, regions } = parseOcrLines(ANSWER, 2);
    const start = text.indexOf('公园');
    expect(spanBoxes(regions, start, start + 2)).toEqual([
      { image: 0, box: [100 + Math.floor((7 / 9) * 800), 120, 900, 170] },
    ]);
    const across = spanBoxes(regions, text.indexOf('公园'), text.indexOf('，'));
    expect(across.map((b) => b.box[1])).toEqual([120, 180]);
    expect(spanBoxes(regions, text.length, text.length + 1)).toEqual([]);
  });
});
