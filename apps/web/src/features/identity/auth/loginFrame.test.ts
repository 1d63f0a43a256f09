import { describe, expect, it } from 'vitest';
import { adClickIdsOf, loginFrameUrl, parseLoginFrameMessage } from './loginFrame';

const ORIGIN = 'http://127.0.0.1:8080';
const frame = { name: 'frame window' };
const event = (data: unknown, origin = ORIGIN, source: unknown = frame) => ({
  data,
  origin,
  source,
});

describe(parseLoginFrameMessage, () => {
  it('accepts close and success JSON strings from the frame on our origin', () => {
    expect(parseLoginFrameMessage(event('{"type":"close"}'), ORIGIN, frame)).toEqual({
      type: 'close',
    });
    expect(
      parseLoginFrameMessage(
        event(JSON.stringify({ type: 'success', token: 't1' })),
        ORIGIN,
        frame,
      ),
    ).toEqual({ type: 'success', token: 't1' });
  });

  it('ignores another origin, another window, no frame, objects, unparseable and unknown messages', () => {
    const ok = JSON.stringify({ type: 'success', token: 't1' });
    expect(parseLoginFrameMessage(event(ok, 'http://evil.example'), ORIGIN, frame)).toBeNull();
    expect(parseLoginFrameMessage(event(ok, ORIGIN, { other: 1 }), ORIGIN, frame)).toBeNull();
    expect(parseLoginFrameMessage(event(ok, ORIGIN, null), ORIGIN, null)).toBeNull();
    expect(parseLoginFrameMessage(event({ type: 'close' }), ORIGIN, frame)).toBeNull();
    expect(parseLoginFrameMessage(event('{not json'), ORIGIN, frame)).toBeNull();
    expect(parseLoginFrameMessage(event('"success"'), ORIGIN, frame)).toBeNull();
    expect(parseLoginFrameMessage(event('{"type":"success"}'), ORIGIN, frame)).toBeNull();
    expect(
      parseLoginFrameMessage(event('{"type":"success","token":"  "}'), ORIGIN, frame),
    ).toBeNull();
    expect(parseLoginFrameMessage(event('{"type":"open"}'), ORIGIN, frame)).toBeNull();
  });
});

describe(loginFrameUrl, () => {
  it('passes only the three ad click ids of the landing URL to the frame', () => {
    const ids = adClickIdsOf('?bd_vid=b%201&x=1&qz_gdt=q&gdt_vid=g&token=secret');
    expect(ids).toEqual({ bd_vid: 'b 1', qz_gdt: 'q', gdt_vid: 'g' });
    expect(loginFrameUrl(ids)).toBe('/passport/login?bd_vid=b+1&qz_gdt=q&gdt_vid=g');
    expect(loginFrameUrl({})).toBe('/passport/login');
  });
});
