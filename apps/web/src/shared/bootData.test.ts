// @vitest-environment jsdom
import { afterEach, describe, expect, it, vi } from 'vitest';
import { BOOT_DATA_ID } from '@aita/core';
import { createBootData } from './bootData';

afterEach(() => {
  document.head.replaceChildren();
  vi.resetModules();
});

/** Puts a boot block into the document as the server writes it. */
function embed(text: string): void {
  const script = document.createElement('script');
  script.type = 'application/json';
  script.id = BOOT_DATA_ID;
  script.textContent = text;
  document.head.append(script);
}

describe(createBootData, () => {
  it('hands each key out once, reading the block once', () => {
    const read = vi.fn(() => '{"assistantInfo":{"prologueDesc":"您好"},"n":0}');
    const boot = createBootData(read);
    expect(boot.take('assistantInfo')).toEqual({ prologueDesc: '您好' });
    expect(boot.take('assistantInfo')).toBeUndefined();
    expect(boot.take('n')).toBe(0);
    expect(boot.take('n')).toBeUndefined();
    expect(boot.take('missing')).toBeUndefined();
    expect(boot.take('toString')).toBeUndefined();
    expect(read).toHaveBeenCalledTimes(1);
  });

  it('gives undefined, never throws, for a missing, broken or non-object block', () => {
    const texts = [null, undefined, '', '{"a":', 'not json', '[1,2]', 'null', '"a"', '3'];
    for (const text of texts) {
      expect(createBootData(() => text).take('a'), String(text)).toBeUndefined();
    }
    const throwing = createBootData(() => {
      throw new Error('no document');
    });
    expect(throwing.take('a')).toBeUndefined();
  });

  it('decodes the escapes the server writes', () => {
    const boot = createBootData(() => '{"s":"\\u003c/script\\u003e \\u0026 \\u2028"}');
    expect(boot.take('s')).toBe('</script> & \u2028');
  });
});

describe('takeBootData', () => {
  it('reads #aita-boot of the page, once per key', async () => {
    embed('{"assistantInfo":{"prologueDesc":"您好"}}');
    const { takeBootData } = await import('./bootData');
    expect(takeBootData('assistantInfo')).toEqual({ prologueDesc: '您好' });
    expect(takeBootData('assistantInfo')).toBeUndefined();
  });

  it('gives undefined when the page has no block or a broken one', async () => {
    const { takeBootData: none } = await import('./bootData');
    expect(none('assistantInfo')).toBeUndefined();
    vi.resetModules();
    embed('{"assistantInfo":');
    const { takeBootData: broken } = await import('./bootData');
    expect(broken('assistantInfo')).toBeUndefined();
  });
});
