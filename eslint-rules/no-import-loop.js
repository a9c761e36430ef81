// A local ESLint rule: no import loop between the project's modules, counting `import type`.
// eslint-plugin-import's `no-cycle` always skips type-only imports, yet a type-only loop still
// ties layers together (root ↔ components ↔ lib), so this rule builds the whole graph itself.
// Dynamic `import()` is left out: a lazily loaded chunk is the way to point back up a layer.
import fs from 'node:fs';
import path from 'node:path';
import ts from 'typescript';

const EXTENSIONS = ['.ts', '.tsx', '.js', '.jsx'];

function resolveFile(candidate) {
  for (const file of [candidate, ...EXTENSIONS.map((ext) => candidate + ext)]) {
    if (fs.existsSync(file) && fs.statSync(file).isFile()) return file;
  }
  for (const ext of EXTENSIONS) {
    const index = path.join(candidate, `index${ext}`);
    if (fs.existsSync(index)) return index;
  }
  return null;
}

/** The file a specifier names inside the project (`~/` is `app/`), or null for packages. */
function resolveSpecifier(specifier, fromFile, root) {
  if (specifier.startsWith('~/')) return resolveFile(path.join(root, 'app', specifier.slice(2)));
  if (specifier.startsWith('.')) return resolveFile(path.resolve(path.dirname(fromFile), specifier));
  return null;
}

/** Static imports and re-exports of a file, type-only ones included. */
function staticImports(file) {
  const source = ts.createSourceFile(file, fs.readFileSync(file, 'utf8'), ts.ScriptTarget.Latest, false);
  const specifiers = [];
  for (const statement of source.statements) {
    if (
      (ts.isImportDeclaration(statement) || ts.isExportDeclaration(statement)) &&
      statement.moduleSpecifier &&
      ts.isStringLiteral(statement.moduleSpecifier)
    ) {
      specifiers.push(statement.moduleSpecifier.text);
    }
  }
  return specifiers;
}

function sourceFiles(directory) {
  if (!fs.existsSync(directory)) return [];
  return fs.readdirSync(directory, {withFileTypes: true}).flatMap((entry) => {
    const full = path.join(directory, entry.name);
    if (entry.isDirectory()) return sourceFiles(full);
    return EXTENSIONS.includes(path.extname(entry.name)) ? [full] : [];
  });
}

/** Tarjan's strongly connected components: files in one component import each other in a loop. */
function componentsOf(graph) {
  const index = new Map();
  const low = new Map();
  const onStack = new Set();
  const stack = [];
  const componentOf = new Map();
  let counter = 0;
  const visit = (node) => {
    index.set(node, counter);
    low.set(node, counter);
    counter++;
    stack.push(node);
    onStack.add(node);
    for (const next of graph.get(node) ?? []) {
      if (!index.has(next)) {
        visit(next);
        low.set(node, Math.min(low.get(node), low.get(next)));
      } else if (onStack.has(next)) {
        low.set(node, Math.min(low.get(node), index.get(next)));
      }
    }
    if (low.get(node) === index.get(node)) {
      let member;
      do {
        member = stack.pop();
        onStack.delete(member);
        componentOf.set(member, node);
      } while (member !== node);
    }
  };
  for (const node of graph.keys()) if (!index.has(node)) visit(node);
  return componentOf;
}

/** The shortest way back from `from` to `to` (breadth first), for the message. */
function pathBetween(graph, from, to) {
  const previous = new Map([[from, null]]);
  const queue = [from];
  while (queue.length > 0) {
    const node = queue.shift();
    if (node === to) break;
    for (const next of graph.get(node) ?? []) {
      if (!previous.has(next)) {
        previous.set(next, node);
        queue.push(next);
      }
    }
  }
  const steps = [];
  for (let node = to; node !== null && node !== undefined; node = previous.get(node)) steps.unshift(node);
  return steps;
}

let cached;
function projectGraph(root, directories) {
  const key = `${root}:${directories.join(',')}`;
  if (cached?.key === key) return cached;
  const graph = new Map();
  for (const file of directories.flatMap((directory) => sourceFiles(path.join(root, directory)))) {
    const targets = staticImports(file)
      .map((specifier) => resolveSpecifier(specifier, file, root))
      .filter((target) => target !== null);
    graph.set(file, new Set(targets));
  }
  cached = {key, graph, componentOf: componentsOf(graph)};
  return cached;
}

export default {
  meta: {
    type: 'problem',
    docs: {description: 'Forbid import loops between project modules, type-only imports included'},
    schema: [{type: 'object', properties: {directories: {type: 'array', items: {type: 'string'}}}}],
  },
  create(context) {
    const root = context.cwd;
    const directories = context.options[0]?.directories ?? ['app'];
    const file = context.filename;
    const check = (node) => {
      if (!node.source || typeof node.source.value !== 'string') return;
      const target = resolveSpecifier(node.source.value, file, root);
      if (!target) return;
      const {graph, componentOf} = projectGraph(root, directories);
      if (!componentOf.has(file) || componentOf.get(file) !== componentOf.get(target)) return;
      const loop = [file, ...pathBetween(graph, target, file)].map((step) => path.relative(root, step));
      context.report({node: node.source, message: `Import loop: ${loop.join(' → ')}`});
    };
    return {ImportDeclaration: check, ExportNamedDeclaration: check, ExportAllDeclaration: check};
  },
};
