// isAssistantInfo, written by hand, against the contract's zod schema it stands for. Outside src/
// like the integration tests: src/ may import only the contract's types (no zod in the browser).
import { assistantConfigInfoSchema } from '@aita/contract';
import { describe, expect, it } from 'vitest';
import { isAssistantInfo } from '../src/index';

const valid = { prologueDesc: '您好', isNetwork: 2, logo: 'data:image/svg+xml,x', isOffline: 0 };

describe(isAssistantInfo, () => {
  it('accepts exactly what the contract’s assistantConfigInfoSchema accepts', () => {
    const samples: unknown[] = [
      valid,
      { ...valid, isOffline: 1 },
      { ...valid, prologueDesc: '' },
      { ...valid, extra: true },
      { ...valid, isOffline: 2 },
      { ...valid, isOffline: '0' },
      { ...valid, isNetwork: '2' },
      { ...valid, isNetwork: Number.NaN },
      { ...valid, prologueDesc: null },
      { ...valid, logo: 1 },
      { prologueDesc: '您好', isNetwork: 2, isOffline: 0 },
      {},
      [],
      null,
      undefined,
      '您好',
      42,
    ];
    const accepted = samples.filter((sample) => isAssistantInfo(sample));
    expect(accepted).toHaveLength(4);
    for (const sample of samples) {
      expect(isAssistantInfo(sample), JSON.stringify(sample)).toBe(
        assistantConfigInfoSchema.safeParse(sample).success,
      );
    }
  });
});
