// A local ESLint rule: each folder of app/ imports only from the layers below it (README, "Layout";
// docs/decisions/003). It resolves `~/` and relative specifiers alike, so `../components/Button` from
// lib/ is caught as surely as `~/components/Button`. Type-only imports count. A dynamic `import()` is
// not checked: a lazily loaded chunk is the way to point back up a layer.
import path from 'node:path';

/** The path a specifier names, relative to the project and without its extension; null for packages. */
function targetOf(specifier, fromFile, root) {
  let absolute;
  if (specifier.startsWith('~/')) absolute = path.join(root, 'app', specifier.slice(2));
  else if (specifier.startsWith('.')) absolute = path.resolve(path.dirname(fromFile), specifier);
  else return null;
  return withoutExtension(path.relative(root, absolute.split('?')[0]).split(path.sep).join('/'));
}

const withoutExtension = (file) => file.replace(/\.(tsx?|jsx?)$/, '').replace(/\/index$/, '');

/** The first layer whose pattern matches, or undefined for a file no layer claims. */
function layerOf(file, layers) {
  return layers.find((layer) => layer.patterns.some((pattern) => new RegExp(pattern).test(file)));
}

export default {
  meta: {
    type: 'problem',
    docs: {description: 'Each layer of app/ imports only from the layers its entry allows'},
    schema: [
      {
        type: 'object',
        properties: {
          layers: {
            type: 'array',
            items: {
              type: 'object',
              properties: {
                name: {type: 'string'},
                patterns: {type: 'array', items: {type: 'string'}},
                mayImport: {type: 'array', items: {type: 'string'}},
              },
              required: ['name', 'patterns', 'mayImport'],
            },
          },
        },
        required: ['layers'],
      },
    ],
  },
  create(context) {
    const root = context.cwd;
    const {layers} = context.options[0];
    const file = withoutExtension(path.relative(root, context.filename).split(path.sep).join('/'));
    const own = layerOf(file, layers);
    if (!own) return {};
    const check = (node) => {
      if (!node.source || typeof node.source.value !== 'string') return;
      const target = targetOf(node.source.value, context.filename, root);
      const theirs = target && layerOf(target, layers);
      if (!theirs || theirs === own || own.mayImport.includes(theirs.name)) return;
      context.report({
        node: node.source,
        message: `${own.name} may not import ${theirs.name} ('${node.source.value}'): ${own.name} imports only ${
          own.mayImport.join(', ') || 'its own layer'
        } (README, "Layout").`,
      });
    };
    return {ImportDeclaration: check, ExportNamedDeclaration: check, ExportAllDeclaration: check};
  },
};
