import { SIDEBAR_LABELS } from '@aita/core';
import { describe, expect, it } from 'vitest';
import { isChatPath } from '../../shared/routes';
import { EMBED_STORAGE_KEY, persistEmbedMode, resolveEmbedMode } from './embedMode';
import { activeSidebarKey, sidebarItems } from './navItems';

function memoryStorage() {
  const map = new Map<string, string>();
  return {
    map,
    setItem: (k: string, v: string) => void map.set(k, v),
    removeItem: (k: string) => void map.delete(k),
  };
}

describe(resolveEmbedMode.name, () => {
  it('is on with os=jzax, off with another os, else the cached choice', () => {
    expect(resolveEmbedMode('?os=jzax', null)).toBe(true);
    expect(resolveEmbedMode('?os=web', 'jzax')).toBe(false);
    expect(resolveEmbedMode('', 'jzax')).toBe(true);
    expect(resolveEmbedMode('?a=1', null)).toBe(false);
  });
});

describe(persistEmbedMode.name, () => {
  it('caches os=jzax, forgets it for another os, keeps it without os', () => {
    const storage = memoryStorage();
    persistEmbedMode('?os=jzax&bd_vid=1', storage);
    expect(storage.map.get(EMBED_STORAGE_KEY)).toBe('jzax');
    persistEmbedMode('?x=1', storage);
    expect(storage.map.get(EMBED_STORAGE_KEY)).toBe('jzax');
    persistEmbedMode('?os=pc', storage);
    expect(storage.map.has(EMBED_STORAGE_KEY)).toBe(false);
  });
});

describe(sidebarItems.name, () => {
  it('lists the eight spec labels in order and marks the hidden ones', () => {
    const items = sidebarItems(new Set(['premium', 'course']));
    expect(items.map((i) => i.label)).toEqual(Object.values(SIDEBAR_LABELS));
    expect(items.filter((i) => i.hidden).map((i) => i.key)).toEqual(['premium', 'course']);
    expect(items.map((i) => i.href)).toEqual([
      '/home/index',
      '/apps/index',
      '/chat/index',
      '/question-bank-jp/index',
      '/question-bank-xb/index',
      '/classroom/index',
      '/ai-course/index',
      '/my/index',
    ]);
  });
});

describe(activeSidebarKey.name, () => {
  it('maps a path to the item owning it', () => {
    expect(activeSidebarKey('/home/index')).toBe('home');
    expect(activeSidebarKey('/chat/abc')).toBe('chat');
    expect(activeSidebarKey('/question-bank-xb/index')).toBe('school');
    expect(activeSidebarKey('/homework')).toBeUndefined();
    expect(activeSidebarKey('/code')).toBeUndefined();
  });
});

describe(isChatPath.name, () => {
  it('is true for /chat/index and /chat/{uri} only', () => {
    expect(isChatPath('/chat/index')).toBe(true);
    expect(isChatPath('/chat/essay-helper')).toBe(true);
    expect(isChatPath('/chatter')).toBe(false);
    expect(isChatPath('/apps/index')).toBe(false);
  });
});
