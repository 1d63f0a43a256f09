import { describe, expect, it } from 'vitest';
import manifest from '../package.json';
import { paths } from './paths';

// Vite's glob import (vitest runs on Vite); typed here, since the contract has no Vite or Node
// types (its sources run in the browser and on the server alike).
declare global {
  interface ImportMeta {
    glob<T>(
      pattern: string,
      options: { eager: true; query?: string; import?: string },
    ): Record<string, T>;
  }
}

/** `src/paths/<area>.ts`, each built as `@aita/contract/paths/<area>`: modules and sources. */
const modules = import.meta.glob<Record<string, unknown>>('./paths/*.ts', { eager: true });
const sources = import.meta.glob<string>('./paths/*.ts', {
  eager: true,
  query: '?raw',
  import: 'default',
});
const areaOf = (file: string) => file.replace(/^\.\/paths\/(\w+)\.ts$/, '$1');

describe('paths per area', () => {
  it('has one module per area of `paths`, and no module that `paths` leaves out', () => {
    expect(Object.keys(modules).map(areaOf).sort()).toEqual(Object.keys(paths).sort());
  });

  it('composes `paths` from the area modules themselves: same objects, nothing added', () => {
    for (const [file, module] of Object.entries(modules)) {
      const area = areaOf(file);
      expect(Object.keys(module), file).toEqual([`${area}Paths`]);
      expect(paths[area as keyof typeof paths], area).toBe(module[`${area}Paths`]);
    }
  });

  it('keeps every area module zod-free: it imports `route` and nothing else', () => {
    expect(Object.keys(sources).length).toBe(Object.keys(paths).length);
    for (const [file, source] of Object.entries(sources)) {
      const specifiers = [...source.matchAll(/\bfrom\s+'([^']+)'/g)].map((match) => match[1]);
      expect(specifiers, file).toEqual(['../route']);
    }
  });

  it('publishes each area as `@aita/contract/paths/<area>`', () => {
    expect(manifest.exports['./paths/*']).toEqual({
      types: './dist/paths/*.d.ts',
      import: './dist/paths/*.js',
    });
  });
});
