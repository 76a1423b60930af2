// What the element entries declare for TypeScript, read syntactically (no type-checking: fast, and the text is
// the one a reader sees): the typed properties of each tag in `HTMLElementTagNameMap`, the `detail` of each event
// in `GlobalEventHandlersEventMap`, and the names an entry exports, so the manifest and the framework typings carry
// the same types as the DOM typings.
import { readFileSync, readdirSync } from 'node:fs';
import { dirname, join } from 'node:path';
import ts from 'typescript';

/** Types the typings may name without importing them: TypeScript's DOM and ES libraries. */
const GLOBAL_TYPES = new Set(['CustomEvent', 'HTMLElement', 'Record', 'Readonly', 'Partial', 'Array', 'Promise']);

const parse = (file) => ts.createSourceFile(file, readFileSync(file, 'utf8'), ts.ScriptTarget.Latest, true);
const keyOf = (name) => (ts.isIdentifier(name) || ts.isStringLiteral(name) ? name.text : undefined);

/** The source files of a package (no tests, stories or test utilities). */
export function sourceFiles(dir) {
  return readdirSync(dir, { recursive: true, encoding: 'utf8' })
    .filter((file) => /\.tsx?$/.test(file) && !/\.(test|stories|test-util|fixtures)\./.test(file))
    .map((file) => join(dir, file));
}

/** Every `interface <name>` member of the files, by key: `{ type, node }`. */
function interfaceMembers(files, name) {
  const members = new Map();
  for (const file of files) {
    const source = parse(file);
    const visit = (node) => {
      if (ts.isInterfaceDeclaration(node) && node.name.text === name) {
        for (const member of node.members) {
          const key = member.name && keyOf(member.name);
          if (key !== undefined && member.type) members.set(key, { type: member.type, source, file });
        }
      }
      ts.forEachChild(node, visit);
    };
    visit(source);
  }
  return members;
}

/** The `TypeName`s a type text refers to, other than the libraries' own. */
export function referencedNames(typeText) {
  const source = ts.createSourceFile('t.ts', `type T = ${typeText};`, ts.ScriptTarget.Latest, true);
  const names = new Set();
  const visit = (node) => {
    if (ts.isTypeReferenceNode(node)) {
      const first = ts.isIdentifier(node.typeName) ? node.typeName.text : node.typeName.left.getText(source);
      if (!GLOBAL_TYPES.has(first)) names.add(first);
    }
    ts.forEachChild(node, visit);
  };
  visit(source);
  return [...names].sort();
}

/**
 * The element entry and the modules it imports for their side effects (`import './forum/forum-element.js'`): a
 * package with several features defines each feature's elements in its own folder.
 */
function entryFiles(elementFile) {
  const files = [elementFile];
  for (const statement of parse(elementFile).statements) {
    const specifier = ts.isImportDeclaration(statement) && !statement.importClause && statement.moduleSpecifier;
    if (specifier && ts.isStringLiteral(specifier) && specifier.text.startsWith('.')) {
      files.push(join(dirname(elementFile), specifier.text.replace(/\.js$/, '.ts')));
    }
  }
  return files;
}

/**
 * The DOM typings of a package's elements: for each tag, each property's type text (`'set' | 'recover'`), from the
 * `HTMLElementTagNameMap` entries of its element entry.
 */
export function tagProperties(elementFile) {
  const byTag = new Map();
  for (const [tag, { type, source }] of interfaceMembers(entryFiles(elementFile), 'HTMLElementTagNameMap')) {
    const properties = new Map();
    const literals = ts.isIntersectionTypeNode(type) ? type.types.filter(ts.isTypeLiteralNode) : [];
    for (const literal of literals) {
      for (const member of literal.members) {
        if (ts.isPropertySignature(member) && member.type)
          properties.set(keyOf(member.name), member.type.getText(source));
      }
    }
    byTag.set(tag, properties);
  }
  return byTag;
}

/** Each declared `campus-*` event's type text (`CustomEvent<RewardRedeemedDetail>`) in these files. */
export function eventTypes(files, interfaceName = 'GlobalEventHandlersEventMap') {
  const types = new Map();
  for (const [name, { type, source }] of interfaceMembers(files, interfaceName)) {
    if (name.startsWith('campus-') && !ts.isIndexedAccessTypeNode(type)) types.set(name, type.getText(source));
  }
  return types;
}

/** The names a module exports (`export type { A } from …`, `export { b }`, `export interface C`). */
export function exportedNames(file) {
  const source = parse(file);
  const names = new Set();
  for (const statement of source.statements) {
    if (ts.isExportDeclaration(statement) && statement.exportClause && ts.isNamedExports(statement.exportClause)) {
      for (const element of statement.exportClause.elements) names.add(element.name.text);
    } else if (
      (ts.isInterfaceDeclaration(statement) || ts.isTypeAliasDeclaration(statement)) &&
      statement.modifiers?.some((modifier) => modifier.kind === ts.SyntaxKind.ExportKeyword)
    ) {
      names.add(statement.name.text);
    }
  }
  return names;
}
