import { describe, expect, it } from 'vitest';
import { BASKET_STORAGE_KEY, createBasketStore } from './basket-store';

function memory() {
  const entries = new Map<string, string>();
  return {
    entries,
    getItem: (k: string) => entries.get(k) ?? null,
    setItem: (k: string, v: string) => void entries.set(k, v),
    removeItem: (k: string) => void entries.delete(k),
  };
}

describe(createBasketStore, () => {
  it("keeps a teacher's basket, hides it from another, and clears it", () => {
    const storage = memory();
    const basket = createBasketStore({ storage });
    basket.save('7', [
      { questionId: 3, type: 'single' },
      { questionId: 5, type: 'fill' },
    ]);
    expect(basket.load('7')).toEqual([
      { questionId: 3, type: 'single' },
      { questionId: 5, type: 'fill' },
    ]);
    expect(basket.load('8')).toEqual([]);
    basket.save('7', []);
    expect(storage.entries.has(BASKET_STORAGE_KEY)).toBe(false);
    basket.save('7', [{ questionId: 3, type: 'single' }]);
    basket.clear();
    expect(basket.load('7')).toEqual([]);
  });

  it('drops broken or hostile slots', () => {
    const storage = memory();
    const basket = createBasketStore({ storage });
    storage.setItem(BASKET_STORAGE_KEY, '{not json');
    expect(basket.load('7')).toEqual([]);
    expect(storage.entries.has(BASKET_STORAGE_KEY)).toBe(false);
    storage.setItem(
      BASKET_STORAGE_KEY,
      JSON.stringify({
        uid: '7',
        items: [
          { questionId: 1, type: 'single', extra: '<x>' },
          { questionId: 1, type: 'single' },
          { questionId: -2, type: 'single' },
          { questionId: 4, type: 'poem' },
          null,
        ],
      }),
    );
    expect(basket.load('7')).toEqual([{ questionId: 1, type: 'single' }]);
  });
});
