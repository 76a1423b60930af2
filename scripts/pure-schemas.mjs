// zod builds a schema without touching anything else, but Rollup cannot see that through zod/mini's `.check()`
// methods: a schema module that is in a bundle for one schema would keep every schema it declares, used or not
// (the loyalty bundles carried the whole catalogue and account schemas for one `paginatedSchema`). The core's
// schema modules only declare schemas, so this plugin marks each top-level `const x = call(...)` there as pure,
// and Rollup drops the ones no one uses. Runs after TypeScript, on JavaScript.

const SCHEMA_MODULE = /\/packages\/core\/src\/schemas\/(?!zod\.ts$)[^/]+\.ts$/;

/** The variable declarations at the top of a module, exported or not. */
function* topLevelDeclarators(program) {
  for (const node of program.body) {
    const declaration = node.type === 'ExportNamedDeclaration' ? node.declaration : node;
    if (declaration?.type === 'VariableDeclaration') yield* declaration.declarations;
  }
}

/**
 * A Rollup plugin that annotates the top-level call initializers of the core's schema modules with `@__PURE__`.
 * @returns {import('rollup').Plugin}
 */
export const pureSchemas = () => ({
  name: 'campus-pure-schemas',
  transform(code, id) {
    if (!SCHEMA_MODULE.test(id)) return null;
    const starts = [...topLevelDeclarators(this.parse(code))]
      .map(({ init }) => init)
      .filter((init) => init?.type === 'CallExpression' || init?.type === 'NewExpression')
      .map((init) => init.start)
      .sort((a, b) => b - a);
    let marked = code;
    for (const start of starts) marked = `${marked.slice(0, start)}/* @__PURE__ */ ${marked.slice(start)}`;
    return { code: marked, map: null };
  },
});
