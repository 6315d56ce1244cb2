// A local ESLint rule (decision 0030): an import in server/ from unit A to unit B where B reaches
// A back closes a cycle between units. The graph is read from disk once per lint run, by the
// same code as server/module-boundaries.test.ts (scripts/lib/server-module-graph.mjs).
import path from 'node:path';
import { cycles, importTargets, serverUnitGraph, unitOf } from '../lib/server-module-graph.mjs';

const serverRoot = path.resolve('server');
let cycleOfUnit;

/** Map<unit, units of its cycle>, computed on first use and kept for the lint run. */
function unitCycles() {
  if (!cycleOfUnit) {
    cycleOfUnit = new Map();
    for (const component of cycles(serverUnitGraph(serverRoot))) {
      for (const unit of component) cycleOfUnit.set(unit, component);
    }
  }
  return cycleOfUnit;
}

const check = (context, node) => {
  if (!node.source || typeof node.source.value !== 'string') return;
  const file = context.filename;
  const relative = path.relative(serverRoot, file);
  if (relative.startsWith('..') || relative.endsWith('.test.ts')) return;
  const from = unitOf(relative.split(path.sep).join('/'));
  const component = unitCycles().get(from);
  if (!component) return;
  for (const target of importTargets(serverRoot, file, `from '${node.source.value}'`)) {
    const to = unitOf(target);
    if (to !== from && component.includes(to)) {
      context.report({
        node: node.source,
        messageId: 'cycle',
        data: { from, to, units: component.join(', ') },
      });
    }
  }
};

const serverModuleCycles = {
  meta: {
    type: 'problem',
    docs: { description: 'Forbid an import between server units that closes a cycle.' },
    messages: {
      cycle:
        '{{from}} imports {{to}}, whose imports lead back to {{from}} (cycle: {{units}}). Move the shared piece down a layer or pass it in (decision 0030).',
    },
    schema: [],
  },
  create: (context) => ({
    ImportDeclaration: (node) => check(context, node),
    ExportNamedDeclaration: (node) => check(context, node),
    ExportAllDeclaration: (node) => check(context, node),
    ImportExpression: (node) => check(context, node),
  }),
};

export const serverBoundaries = { rules: { 'no-cycles': serverModuleCycles } };
