import path from 'node:path';
import { describe, expect, it } from 'vitest';
import {
  cycles,
  describeCycles,
  importTargets,
  layerBreaches,
  serverUnitGraph,
  unitOf,
} from '#scripts/lib/server-module-graph.mjs';

const serverRoot = path.resolve('server');

describe('server module boundaries (decision 0030)', () => {
  it('finds no cycle between the server units', () => {
    const edges = serverUnitGraph(serverRoot);
    expect(describeCycles(edges, cycles(edges))).toEqual([]);
  });

  it('imports down the layers only: shared, then modules, then composition', () => {
    expect(layerBreaches(serverUnitGraph(serverRoot))).toEqual([]);
  });

  it('names a unit after its module, top-level folder or top-level file', () => {
    expect(unitOf('modules/pages/seed/seed-pages.ts')).toBe('modules/pages');
    expect(unitOf('lib/http-errors.ts')).toBe('lib');
    expect(unitOf('app.ts')).toBe('app.ts');
  });

  it('counts type imports, re-exports and dynamic imports', () => {
    const file = path.join(serverRoot, 'modules/pages/x.ts');
    const text = [
      "import type { Database } from '#server/db/database.ts';",
      "export { thing } from './thing.ts';",
      "const later = await import('#server/lib/group-by.ts');",
      "import { z } from 'zod';",
    ].join('\n');
    expect(importTargets(serverRoot, file, text)).toEqual([
      'db/database.ts',
      'modules/pages/thing.ts',
      'lib/group-by.ts',
    ]);
  });

  it('reports a cycle of two units', () => {
    const edges = new Map([
      ['a', new Map([['b', ['a/x.ts -> b/y.ts']]])],
      ['b', new Map([['a', ['b/y.ts -> a/x.ts']]])],
      ['c', new Map([['a', ['c/z.ts -> a/x.ts']]])],
    ]);
    expect(cycles(edges)).toEqual([['a', 'b']]);
  });

  it('reports a shared layer that imports a module', () => {
    const edges = new Map([
      ['lib', new Map([['modules/pages', ['lib/x.ts -> modules/pages/y.ts']]])],
    ]);
    expect(layerBreaches(edges)).toEqual([
      'shared lib imports module modules/pages (lib/x.ts -> modules/pages/y.ts)',
    ]);
  });
});
