// The import graph between the server's units (decision 0030): a unit is a feature module
// (`server/modules/<name>`), a top-level folder (`server/lib`) or a top-level file
// (`server/app.ts`). Read by server/module-boundaries.test.ts and by the ESLint rule in
// scripts/eslint/server-module-cycles.mjs, so both judge the same graph.
import { readdirSync, readFileSync } from 'node:fs';
import path from 'node:path';

// Every static, re-exporting, side-effect and dynamic import; `import type` counts too, as a
// type dependency is a dependency.
const importPattern =
  /(?:\bfrom\s*|\bimport\s*\(\s*|^\s*import\s+)['"]((?:#server\/|\.{1,2}\/)[^'"]+)['"]/gm;

/** The unit of a path relative to server/, with '/' separators. */
export function unitOf(relative) {
  const parts = relative.split('/');
  return parts[0] === 'modules' && parts.length > 2 ? `modules/${parts[1]}` : parts[0];
}

const isSource = (name) => name.endsWith('.ts') && !name.endsWith('.test.ts');

function sourceFiles(folder) {
  return readdirSync(folder, { withFileTypes: true, recursive: true })
    .filter((entry) => entry.isFile() && isSource(entry.name))
    .map((entry) => path.join(entry.parentPath ?? entry.path, entry.name));
}

/** The server-relative targets of the server-internal imports in one file's text. */
export function importTargets(serverRoot, file, text) {
  const targets = [];
  for (const match of text.matchAll(importPattern)) {
    const specifier = match[1];
    const target = specifier.startsWith('#server/')
      ? path.join(serverRoot, specifier.slice('#server/'.length))
      : path.resolve(path.dirname(file), specifier);
    const relative = path.relative(serverRoot, target);
    if (!relative.startsWith('..')) targets.push(relative.split(path.sep).join('/'));
  }
  return targets;
}

/**
 * Edges between units: Map<from, Map<to, string[]>>, each edge with the file imports behind it
 * ('a/x.ts -> b/y.ts').
 */
export function serverUnitGraph(serverRoot) {
  const edges = new Map();
  for (const file of sourceFiles(serverRoot)) {
    const from = path.relative(serverRoot, file).split(path.sep).join('/');
    const a = unitOf(from);
    if (!edges.has(a)) edges.set(a, new Map());
    for (const to of importTargets(serverRoot, file, readFileSync(file, 'utf8'))) {
      const b = unitOf(to);
      if (a === b) continue;
      const reasons = edges.get(a).get(b) ?? [];
      reasons.push(`${from} -> ${to}`);
      edges.get(a).set(b, reasons);
    }
  }
  return edges;
}

/**
 * The layer of each unit (decision 0030): shared layers import no feature module, feature
 * modules import shared layers and other modules (one way), composition may import anything.
 */
export const sharedUnits = [
  'cache',
  'config.ts',
  'db',
  'files',
  'http',
  'lib',
  'mail',
  'rate-limits',
  'scale-out',
  'storage',
];
export const compositionUnits = [
  'app.ts',
  'backup',
  'cli',
  'demo',
  'fuzz',
  'main.ts',
  'plugins',
  'test',
];

/** 'shared', 'module', 'composition', or undefined for a unit no layer names yet. */
export function layerOf(unit) {
  if (unit.startsWith('modules/')) return 'module';
  if (sharedUnits.includes(unit)) return 'shared';
  if (compositionUnits.includes(unit)) return 'composition';
  return undefined;
}

const mayImport = {
  shared: ['shared'],
  module: ['shared', 'module'],
  composition: ['shared', 'module', 'composition'],
};

/** Imports that point up a layer, and units no layer names; one line each. */
export function layerBreaches(edges) {
  const breaches = [];
  for (const [a, targets] of edges) {
    if (!layerOf(a)) breaches.push(`${a}: in no layer (scripts/lib/server-module-graph.mjs)`);
    for (const [b, reasons] of targets) {
      if (layerOf(a) && layerOf(b) && !mayImport[layerOf(a)].includes(layerOf(b)))
        breaches.push(`${layerOf(a)} ${a} imports ${layerOf(b)} ${b} (${reasons[0]})`);
    }
  }
  return breaches;
}

/** Tarjan's strongly connected components; returns those with more than one unit, sorted. */
export function cycles(edges) {
  let next = 0;
  const index = new Map();
  const low = new Map();
  const stack = [];
  const onStack = new Set();
  const found = [];
  const visit = (v) => {
    index.set(v, next);
    low.set(v, next);
    next += 1;
    stack.push(v);
    onStack.add(v);
    for (const w of edges.get(v)?.keys() ?? []) {
      if (!index.has(w)) {
        visit(w);
        low.set(v, Math.min(low.get(v), low.get(w)));
      } else if (onStack.has(w)) low.set(v, Math.min(low.get(v), index.get(w)));
    }
    if (low.get(v) !== index.get(v)) return;
    const component = [];
    let w;
    do {
      w = stack.pop();
      onStack.delete(w);
      component.push(w);
    } while (w !== v);
    if (component.length > 1) found.push(component.sort());
  };
  const units = new Set([...edges.keys(), ...[...edges.values()].flatMap((to) => [...to.keys()])]);
  for (const unit of units) if (!index.has(unit)) visit(unit);
  return found;
}

/** One line per cycle, with the edges inside it and an import behind each. */
export function describeCycles(edges, found) {
  return found.map((component) => {
    const inside = component.flatMap((a) =>
      [...(edges.get(a) ?? new Map())]
        .filter(([b]) => component.includes(b))
        .map(([b, reasons]) => `  ${a} -> ${b} (${reasons[0]})`),
    );
    return [`cycle of ${component.length}: ${component.join(', ')}`, ...inside].join('\n');
  });
}
