import { readdirSync, readFileSync } from 'node:fs';
import { describe, expect, it } from 'vitest';

/**
 * Every endpoints module takes its URLs from its own area's `@aita/contract/paths/<area>`, never
 * the whole `paths` object: one object's keys cannot be tree-shaken, so importing it anywhere in
 * the browser puts every area's routes into the first load (docs/performance.md "Session 13").
 */
const srcDir = new URL('../', import.meta.url);
const endpointsDir = new URL('./', import.meta.url);

/** `classroom-items.ts` → `classroomItems`, `examPaper.ts` → `examPaper`. */
const areaOf = (file: string) =>
  file.slice(0, -'.ts'.length).replace(/-(\w)/g, (_, letter: string) => letter.toUpperCase());

/** The module specifiers a source imports or re-exports from. */
const specifiers = (source: string) =>
  [...source.matchAll(/\b(?:from|import)\s*\(?\s*'([^']+)'/g)].flatMap((match) =>
    match[1] === undefined ? [] : [match[1]],
  );

const sourcesUnder = (dir: URL, prefix = ''): { file: string; source: string }[] =>
  readdirSync(dir, { withFileTypes: true }).flatMap((entry) => {
    if (entry.isDirectory()) return sourcesUnder(new URL(`${entry.name}/`, dir), `${entry.name}/`);
    if (!entry.name.endsWith('.ts') || entry.name.endsWith('.test.ts')) return [];
    return [
      { file: `${prefix}${entry.name}`, source: readFileSync(new URL(entry.name, dir), 'utf8') },
    ];
  });

describe('contract paths in @aita/api', () => {
  it('no module of the package imports the whole `@aita/contract/paths`', () => {
    const sources = sourcesUnder(srcDir);
    expect(sources.length).toBeGreaterThan(20);
    for (const { file, source } of sources) {
      expect(specifiers(source), file).not.toContain('@aita/contract/paths');
    }
  });

  it('each endpoints module imports its own area’s paths and no other area’s', () => {
    const modules = readdirSync(endpointsDir).filter(
      (file) => file.endsWith('.ts') && !file.endsWith('.test.ts'),
    );
    const areaModules = modules.filter((file) => !['index.ts', 'send.ts'].includes(file));
    expect(areaModules.length).toBeGreaterThanOrEqual(21);
    for (const file of areaModules) {
      const source = readFileSync(new URL(file, endpointsDir), 'utf8');
      const areas = specifiers(source).filter((s) => s.startsWith('@aita/contract/paths'));
      expect(areas, file).toEqual([`@aita/contract/paths/${areaOf(file)}`]);
    }
  });
});
