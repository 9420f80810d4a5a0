// A circle of files (a imports b, b imports a, directly or through others) with type imports
// counted too (issue 28: "no circle, type imports included"). import-x/no-cycle skips type
// imports by design, so this rule reads the import graph of the folders it holds once, from the
// files' text, and refuses an import whose file leads back to the importer.
import { readdirSync, readFileSync, statSync } from 'node:fs';
import { dirname, join, resolve } from 'node:path';

const SOURCE = /\.(ts|tsx|mts)$/;
const TEST = /\.(test|spec)\.(ts|tsx)$/;
/** `import … from '…'`, `import type … from '…'`, `export … from '…'` (also over several lines). */
const IMPORT = /(?:^|[\n;])\s*(?:import|export)\s[^'";]*?from\s+['"]([^'"]+)['"]/g;

/** The file an import names, among the files read (`@shared/…` is shared/), or undefined. */
export function resolveImport(from, spec, files, sharedDir) {
  let base;
  if (spec.startsWith('.')) base = resolve(dirname(from), spec);
  else if (spec.startsWith('@shared/')) base = join(sharedDir, spec.slice('@shared/'.length));
  else return undefined;
  return [base, `${base}.ts`, `${base}.tsx`, join(base, 'index.ts'), join(base, 'index.tsx')].find((file) => files.has(file));
}

function sourceFiles(folder, found = []) {
  for (const entry of readdirSync(folder)) {
    const path = join(folder, entry);
    if (statSync(path).isDirectory()) {
      if (entry !== 'node_modules') sourceFiles(path, found);
    } else if (SOURCE.test(entry) && !TEST.test(entry)) found.push(path);
  }
  return found;
}

/** Each source file below the folders (tests left out) and the files it imports, types included. */
export function importGraph(folders, sharedDir) {
  const files = new Set(folders.flatMap((folder) => sourceFiles(resolve(folder))));
  const graph = new Map();
  for (const file of files) {
    const text = readFileSync(file, 'utf8');
    const deps = new Set();
    for (const match of text.matchAll(IMPORT)) {
      const target = resolveImport(file, match[1], files, sharedDir);
      if (target !== undefined && target !== file) deps.add(target);
    }
    graph.set(file, [...deps]);
  }
  return graph;
}

/** The shortest way from one file to another along the imports, both ends included, or undefined. */
export function pathBetween(graph, from, to) {
  const cameFrom = new Map([[from, null]]);
  const queue = [from];
  while (queue.length > 0) {
    const file = queue.shift();
    if (file === to) {
      const path = [];
      for (let at = to; at !== null; at = cameFrom.get(at)) path.unshift(at);
      return path;
    }
    for (const next of graph.get(file) ?? []) {
      if (!cameFrom.has(next)) {
        cameFrom.set(next, file);
        queue.push(next);
      }
    }
  }
  return undefined;
}

/** Every circle's files (strongly connected groups of two or more), for a report or a test. */
export function circlesIn(graph) {
  let counter = 0;
  const index = new Map();
  const low = new Map();
  const stack = [];
  const onStack = new Set();
  const circles = [];
  const visit = (file) => {
    index.set(file, counter);
    low.set(file, counter);
    counter += 1;
    stack.push(file);
    onStack.add(file);
    for (const next of graph.get(file) ?? []) {
      if (!index.has(next)) {
        visit(next);
        low.set(file, Math.min(low.get(file), low.get(next)));
      } else if (onStack.has(next)) low.set(file, Math.min(low.get(file), index.get(next)));
    }
    if (low.get(file) === index.get(file)) {
      const circle = [];
      let member;
      do {
        member = stack.pop();
        onStack.delete(member);
        circle.push(member);
      } while (member !== file);
      if (circle.length > 1) circles.push(circle.sort());
    }
  };
  for (const file of graph.keys()) if (!index.has(file)) visit(file);
  return circles;
}

/** The ESLint plugin: `haven/no-import-circle` over the folders given (read once per run). */
export function importCirclePlugin({ root, folders, sharedDir }) {
  let graph;
  const relative = (file) => file.slice(root.length + 1);
  const rule = {
    meta: {
      type: 'problem',
      docs: { description: 'No circle of imports between files, type imports included (issue 28).' },
      messages: {
        circle: 'This import closes a circle of files (type imports count): {{path}}. Move what both need into a file below them.',
      },
      schema: [],
    },
    create(context) {
      const file = context.physicalFilename;
      graph ??= importGraph(folders, sharedDir);
      if (!graph.has(file)) return {};
      const files = new Set(graph.keys());
      const check = (node) => {
        if (!node.source || typeof node.source.value !== 'string') return;
        const target = resolveImport(file, node.source.value, files, sharedDir);
        if (target === undefined || target === file) return;
        const back = pathBetween(graph, target, file);
        if (back !== undefined) context.report({ node, messageId: 'circle', data: { path: [file, ...back].map(relative).join(' → ') } });
      };
      return { ImportDeclaration: check, ExportNamedDeclaration: check, ExportAllDeclaration: check };
    },
  };
  return { rules: { 'no-import-circle': rule } };
}
