import { describe, expect, it } from 'vitest';
import { areas, endpoints } from './index';
import { paths } from './paths';

describe('endpoints', () => {
  it('declares every endpoint once: method and path are unique', () => {
    const keys = endpoints.map((e) => `${e.method} ${e.path}`);
    expect(new Set(keys).size).toBe(keys.length);
    expect(keys.length).toBeGreaterThanOrEqual(60);
  });

  it('takes each area’s method, path, kind and login rule from paths, and nothing else', () => {
    expect(Object.keys(areas).sort()).toEqual(Object.keys(paths).sort());
    for (const [area, routes] of Object.entries(paths)) {
      const declared = areas[area as keyof typeof areas] as Record<string, object>;
      expect(Object.keys(declared).sort(), area).toEqual(Object.keys(routes).sort());
      for (const [name, route] of Object.entries(routes)) {
        expect(declared[name], `${area}.${name}`).toMatchObject(route);
      }
    }
  });

  it('gives every JSON call a data schema, every POST call a body, and GET calls no body', () => {
    for (const e of endpoints) {
      const name = `${e.method} ${e.path}`;
      if (e.kind === 'json' || e.kind === 'stream') expect(e.data, name).toBeDefined();
      if (e.method === 'POST' && (e.kind === 'json' || e.kind === 'stream')) {
        expect(e.body, name).toBeDefined();
      }
      if (e.method === 'GET') expect(e.body, name).toBeUndefined();
    }
  });

  it('writes paths the server routes: absolute, no trailing slash, no query', () => {
    for (const e of endpoints) {
      expect(e.path).toMatch(/^\/([\w.-]+|:\w+|\*)?(\/([\w.-]+|:\w+|\*))*$/);
      expect(e.path === '/' || !e.path.endsWith('/')).toBe(true);
    }
  });

  it('keeps the zod-free entry free of schemas', () => {
    for (const area of Object.values(paths)) {
      for (const route of Object.values(area)) {
        expect(Object.keys(route).sort()).toEqual(['auth', 'kind', 'method', 'path']);
      }
    }
  });
});
