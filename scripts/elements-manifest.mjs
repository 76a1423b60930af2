#!/usr/bin/env node
// Generates each widget package's custom-elements.json (Custom Elements Manifest, schema 2.0.0) from the element
// definitions themselves: it loads every package's "./element" entry in a jsdom window, where `defineElement`
// records tag, typed attributes, events and `docs` (see packages/ui/src/element/element-docs.ts).
//   npm run manifest            writes packages/<name>/custom-elements.json
//   npm run manifest -- --check fails when a manifest is stale, or when an element's own section of
//                               docs/elements.md (every heading naming `<tag>`, with its sub-headings) does not
//                               mention each of its attributes, events, parts and CSS properties (part of `npm test`)
// @campus/ui's manifest holds <campus-config>, described by its CAMPUS_CONFIG_DOCS.
// Run by `node --import tsx --conditions=source` so the packages load from their TypeScript sources.
import { existsSync, readFileSync, readdirSync, writeFileSync } from 'node:fs';
import { join, resolve } from 'node:path';
import { pathToFileURL } from 'node:url';
import { JSDOM } from 'jsdom';

const check = process.argv.includes('--check');

// --- a browser-like realm, enough for the element factory to define its classes
const { window } = new JSDOM('<!doctype html><html><body></body></html>', { url: 'http://localhost/' });
const browserGlobals = ['document', 'navigator', 'HTMLElement', 'ShadowRoot', 'customElements', 'CSSStyleSheet'];
for (const name of browserGlobals) {
  Object.defineProperty(globalThis, name, { configurable: true, writable: true, value: window[name] });
}
globalThis.window = window;

const ui = await import('@campus/ui');

/** Attributes every element takes from the factory (packages/ui/src/element/attribute-store.ts). */
const CONFIG_ATTRIBUTES = [
  ['api-base', 'The API host of this widget, overriding the page configuration.'],
  ['client-id', 'OAuth client id, overriding the page configuration.'],
  ['client-secret', 'OAuth client secret, overriding the page configuration.'],
  ['locale', 'Interface language (pt-BR, en-US, es-ES, fr-FR); changing it switches every widget of the instance.'],
  ['token', 'A webservice token (specification §4): signs in as the user a portal already knows.'],
];

/** The global design tokens every element reads (packages/ui/src/styles/tokens.styles.ts). */
const TOKENS = [...new Set(ui.tokenStyles.match(/--campus-[a-z0-9-]+(?=:)/g))];

/** `pageSize` → `page-size`, as the element factory names attributes. */
const kebab = (prop) => prop.replace(/[A-Z]/g, (letter) => `-${letter.toLowerCase()}`);
const pascal = (tag) => tag.replace(/(^|-)([a-z])/g, (_, __, letter) => letter.toUpperCase());
const TYPE_TEXT = { string: 'string', number: 'number', boolean: 'boolean', json: 'object' };

function declarationOf({ tag, attributes, events, docs }) {
  if (!docs?.description) throw new Error(`<${tag}> has no docs.description: pass { docs } to defineElement`);
  const own = Object.entries(attributes).map(([prop, type]) => ({
    name: kebab(prop),
    fieldName: prop,
    type: { text: TYPE_TEXT[type] },
    description: docs.attributes?.[prop] ?? missing(tag, `attribute ${prop}`),
  }));
  return {
    kind: 'class',
    name: `${pascal(tag)}Element`,
    tagName: tag,
    customElement: true,
    description: docs.description,
    attributes: [
      ...own,
      ...CONFIG_ATTRIBUTES.map(([name, description]) => ({ name, type: { text: 'string' }, description })),
    ],
    members: own.map(({ fieldName, type, description }) => ({ kind: 'field', name: fieldName, type, description })),
    events: Object.entries(events).map(([prop, name]) => ({
      name,
      type: { text: 'CustomEvent' },
      description: docs.events?.[prop] ?? missing(tag, `event ${name}`),
    })),
    cssParts: Object.entries(docs.parts ?? {}).map(([name, description]) => ({ name, description })),
    cssProperties: [
      ...Object.entries(docs.cssProperties ?? {}).map(([name, description]) => ({ name, description })),
      ...TOKENS.map((name) => ({ name, description: 'Global design token (docs/theming.md).' })),
    ],
  };
}

/** `<campus-config>`: its own attributes only (it is no factory element, so it takes none of theirs). */
function configDeclaration({ tag, description, attributes }) {
  const own = Object.entries(attributes).map(([name, text]) => ({ name, type: { text: 'string' }, description: text }));
  return {
    kind: 'class',
    name: 'CampusConfigElement',
    tagName: tag,
    customElement: true,
    description,
    attributes: own,
    members: [],
    events: [],
    cssParts: [],
    cssProperties: [],
  };
}

function missing(tag, what) {
  throw new Error(`<${tag}>: ${what} has no description in docs`);
}

const packages = readdirSync('packages')
  .map((dir) => join('packages', dir))
  .filter((dir) => existsSync(join(dir, 'package.json')))
  .map((dir) => ({ dir, manifest: JSON.parse(readFileSync(join(dir, 'package.json'), 'utf8')) }))
  .filter(({ manifest }) => manifest.exports?.['./element']?.source);

const outputs = [];
for (const { dir, manifest } of packages) {
  const before = ui.elementDefinitions().length;
  const source = manifest.exports['./element'].source;
  // The path comes from our own package.json files, not from input.
  // eslint-disable-next-line no-unsanitized/method
  await import(pathToFileURL(resolve(dir, source)).href);
  const definitions = ui.elementDefinitions().slice(before);
  // The manifest describes the published module (dist), which is what tools and consumers import.
  const modulePath = manifest.exports['./element'].default.replace(/^\.\//, '');
  const module = {
    kind: 'javascript-module',
    path: modulePath,
    declarations: definitions.map(declarationOf),
    exports: definitions.map(({ tag }) => ({
      kind: 'custom-element-definition',
      name: tag,
      declaration: { name: `${pascal(tag)}Element`, module: modulePath },
    })),
  };
  const json = `${JSON.stringify({ schemaVersion: '2.0.0', readme: 'README.md', modules: [module] }, null, 2)}\n`;
  outputs.push({ dir, name: manifest.name, file: join(dir, 'custom-elements.json'), json, module, manifest });
}

// @campus/ui defines <campus-config> from its main entry.
{
  const dir = join('packages', 'ui');
  const manifest = JSON.parse(readFileSync(join(dir, 'package.json'), 'utf8'));
  const modulePath = manifest.exports['.'].default.replace(/^\.\//, '');
  const module = {
    kind: 'javascript-module',
    path: modulePath,
    declarations: [configDeclaration(ui.CAMPUS_CONFIG_DOCS)],
    exports: [
      {
        kind: 'custom-element-definition',
        name: ui.CAMPUS_CONFIG_TAG,
        declaration: { name: 'CampusConfigElement', module: modulePath },
      },
    ],
  };
  const json = `${JSON.stringify({ schemaVersion: '2.0.0', readme: 'README.md', modules: [module] }, null, 2)}\n`;
  outputs.unshift({ dir, name: manifest.name, file: join(dir, 'custom-elements.json'), json, module, manifest });
}

/**
 * The element's own section of the reference: the text under every heading that names `<tag>`, down to the next
 * heading of the same or a higher level (so its sub-headings belong to it).
 */
function sectionOf(docs, tag) {
  const lines = docs.split('\n');
  const parts = [];
  lines.forEach((line, index) => {
    const heading = /^(#+) /.exec(line);
    if (!heading || !line.includes(`<${tag}>`)) return;
    let end = index + 1;
    while (end < lines.length) {
      const next = /^(#+) /.exec(lines[end]);
      if (next && next[1].length <= heading[1].length) break;
      end += 1;
    }
    parts.push(lines.slice(index, end).join('\n'));
  });
  return parts.join('\n');
}

let problems = 0;
const report = (message) => {
  problems += 1;
  console.error(`manifest: ${message}`);
};
const docs = existsSync('docs/elements.md') ? readFileSync('docs/elements.md', 'utf8') : '';
for (const { name, file, json, module, manifest } of outputs) {
  if (manifest.customElements !== 'custom-elements.json') report(`${name}: package.json lacks "customElements"`);
  if (!check) {
    writeFileSync(file, json);
    console.log(`manifest: wrote ${file} (${module.declarations.map((d) => `<${d.tagName}>`).join(' ')})`);
    continue;
  }
  if (!existsSync(file) || readFileSync(file, 'utf8') !== json) report(`${file} is stale: run npm run manifest`);
  for (const declaration of module.declarations) {
    const tag = declaration.tagName;
    const section = sectionOf(docs, tag);
    if (section === '') {
      report(`docs/elements.md has no heading naming <${tag}>`);
      continue;
    }
    const factoryAttributes = declaration.name === 'CampusConfigElement' ? 0 : CONFIG_ATTRIBUTES.length;
    const names = [
      ...declaration.attributes
        .slice(0, declaration.attributes.length - factoryAttributes)
        .map((a) => ['attribute', a.name]),
      ...declaration.events.map((e) => ['event', e.name]),
      ...declaration.cssParts.map((p) => ['part', p.name]),
      ...declaration.cssProperties.filter((p) => !TOKENS.includes(p.name)).map((p) => ['CSS property', p.name]),
    ];
    for (const [kind, name] of names) {
      if (!section.includes(`\`${name}\``))
        report(`docs/elements.md: the section of <${tag}> does not mention ${kind} \`${name}\``);
    }
  }
}
if (check && problems === 0) console.log(`manifest: ${outputs.length} package manifests current, docs complete`);
process.exit(problems === 0 ? 0 : 1);
