#!/usr/bin/env node
// Generates each widget package's custom-elements.json (Custom Elements Manifest, schema 2.0.0) and its framework
// typings (typings/: React 19 JSX, Vue, VS Code custom data, JetBrains web-types) from the element definitions
// themselves: it loads every package's "./element" entry in a jsdom window, where `defineElement` records tag,
// typed attributes, events and `docs` (see packages/ui/src/element/element-docs.ts); the types come from the
// entries' `HTMLElementTagNameMap` and `GlobalEventHandlersEventMap` declarations (scripts/elements-manifest/).
//   npm run manifest            writes packages/<name>/custom-elements.json and packages/<name>/typings/*
//   npm run manifest -- --check fails when a file is stale, a manifest breaks the schema of the
//                               custom-elements-manifest package, a definition and the DOM typings disagree, or an
//                               element's own section of docs/elements.md (every heading naming `<tag>`, with its
//                               sub-headings) does not mention each of its attributes, properties, events, parts
//                               and CSS properties (part of `npm test`)
// @campus/ui's manifest holds <campus-config>, described by its CAMPUS_CONFIG_DOCS.
// Run by `node --import tsx --conditions=source` so the packages load from their TypeScript sources.
import { existsSync, mkdirSync, readFileSync, readdirSync, writeFileSync } from 'node:fs';
import { createRequire } from 'node:module';
import { dirname, join, resolve } from 'node:path';
import { pathToFileURL } from 'node:url';
import AjvModule from 'ajv';
import { JSDOM } from 'jsdom';
import prettier from 'prettier';
import { frameworkTypings, TYPINGS } from './elements-manifest/framework-typings.mjs';
import {
  eventTypes,
  exportedNames,
  referencedNames,
  sourceFiles,
  tagProperties,
} from './elements-manifest/source-types.mjs';
import { allToolkitParts, toolkitPartsOf } from './elements-manifest/toolkit-parts.mjs';

const check = process.argv.includes('--check');

// --- a browser-like realm, enough for the element factory to define its classes
const { window } = new JSDOM('<!doctype html><html><body></body></html>', { url: 'http://localhost/' });
const browserGlobals = ['document', 'navigator', 'HTMLElement', 'ShadowRoot', 'customElements', 'CSSStyleSheet'];
for (const name of browserGlobals) {
  Object.defineProperty(globalThis, name, { configurable: true, writable: true, value: window[name] });
}
globalThis.window = window;

const ui = await import('@campus/ui');
// Tooling data the ui package keeps out of its index (the shared runtime bundle re-exports the whole index).
// eslint-disable-next-line no-unsanitized/method -- a fixed path of this repository
const shared = await import(pathToFileURL(resolve('packages/ui/src/element/shared-docs.ts')).href);

let problems = 0;
const report = (message) => {
  problems += 1;
  console.error(`manifest: ${message}`);
};

/** The global design tokens every element reads, with their defaults (packages/ui/src/styles/tokens.styles.ts). */
const TOKENS = new Map([...ui.tokenStyles.matchAll(/(--campus-[a-z0-9-]+):\s*([^;]+);/g)].map((m) => [m[1], m[2]]));
/** `campus-session-expired` and any other event the factory dispatches from every widget. */
const WIDGET_EVENTS = eventTypes([resolve('packages/ui/src/element/element-event-map.ts')], 'WidgetEventMap');
const TOOLKIT_PARTS = new Map(Object.entries(shared.TOOLKIT_PARTS));
for (const part of allToolkitParts()) {
  if (!TOOLKIT_PARTS.has(part)) report(`packages/ui: part \`${part}\` has no description in TOOLKIT_PARTS`);
}

/** `pageSize` → `page-size`, as the element factory names attributes. */
const kebab = (prop) => prop.replace(/[A-Z]/g, (letter) => `-${letter.toLowerCase()}`);
const pascal = (tag) => tag.replace(/(^|-)([a-z])/g, (_, __, letter) => letter.toUpperCase());
const KIND_TYPE = { string: 'string', number: 'number', boolean: 'boolean', json: 'unknown', property: 'unknown' };

/** A default as the manifest writes it: JavaScript text for a field, the attribute's own text for an attribute. */
function defaults(kind, value) {
  if (value === undefined) return { field: 'undefined', attribute: undefined };
  const field = kind === 'string' ? `'${String(value)}'` : String(value);
  // A boolean attribute is off by being absent, so only its field has a default.
  return { field, attribute: typeof value === 'boolean' ? undefined : String(value) };
}

function declarationOf({ tag, attributes, events, docs }, { typed, eventTypeOf, toolkitParts }) {
  if (!docs?.description) throw new Error(`<${tag}> has no docs.description: pass { docs } to defineElement`);
  const dom = typed.get(tag);
  if (dom === undefined) report(`<${tag}> is not in HTMLElementTagNameMap of its element entry`);
  for (const prop of dom?.keys() ?? []) {
    if (!(prop in attributes)) report(`<${tag}>: HTMLElementTagNameMap types \`${prop}\`, which its definition lacks`);
  }
  const own = Object.entries(attributes).map(([prop, kind]) => {
    const doc = docs.attributes?.[prop] ?? missing(tag, `attribute ${prop}`);
    if (!('default' in doc)) report(`<${tag}>: attribute ${prop} has no default in its docs`);
    const typeText = dom?.get(prop)?.replace(/\s*\|\s*undefined$/, '') ?? KIND_TYPE[kind];
    if (dom !== undefined && !dom.has(prop)) report(`<${tag}>: HTMLElementTagNameMap lacks \`${prop}\``);
    return { prop, kind, doc, typeText, ...defaults(kind, doc.default) };
  });
  const cssProperties = Object.entries(docs.cssProperties ?? {}).map(([name, doc]) => ({
    name,
    description: doc.description,
    default: doc.default,
  }));
  for (const [name, value] of TOKENS) {
    if (!cssProperties.some((property) => property.name === name))
      cssProperties.push({ name, description: 'Global design token (docs/theming.md).', default: value });
  }
  const ownParts = Object.entries(docs.parts ?? {}).map(([name, description]) => ({ name, description }));
  const eventOf = (name, description) => ({ name, type: { text: eventTypeOf(name) }, description });
  return {
    kind: 'class',
    name: `${pascal(tag)}Element`,
    tagName: tag,
    customElement: true,
    description: docs.description,
    attributes: [
      ...own
        .filter(({ kind }) => kind !== 'property')
        .map(({ prop, doc, typeText, attribute }) => ({
          name: kebab(prop),
          fieldName: prop,
          type: { text: typeText },
          ...(attribute === undefined ? {} : { default: attribute }),
          description: doc.description,
        })),
      ...Object.entries(shared.CONFIG_ATTRIBUTE_DOCS).map(([name, doc]) => ({
        name,
        type: { text: 'string' },
        description: doc.description,
      })),
    ],
    members: own.map(({ prop, kind, doc, typeText, field }) => ({
      kind: 'field',
      name: prop,
      type: { text: typeText },
      default: field,
      description: doc.description,
      // A property-only member has no attribute: markup cannot set it (an adapter object).
      ...(kind === 'property' ? {} : { attribute: kebab(prop) }),
    })),
    events: [
      ...Object.entries(events).map(([prop, name]) =>
        eventOf(name, docs.events?.[prop] ?? missing(tag, `event ${name}`)),
      ),
      ...Object.entries(shared.WIDGET_EVENT_DOCS).map(([name, description]) => eventOf(name, description)),
    ],
    cssParts: [
      ...ownParts,
      ...toolkitParts
        .filter((name) => !ownParts.some((part) => part.name === name))
        .map((name) => ({ name, description: `Toolkit: ${TOOLKIT_PARTS.get(name) ?? missing(tag, `part ${name}`)}` })),
    ],
    cssProperties,
  };
}

/** `<campus-config>`: its own attributes only (it is no factory element, so it takes none of theirs). */
function configDeclaration({ tag, description, attributes }) {
  // None of its attributes has a default: unset, the page keeps `configure()`'s value.
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

/** The package types a manifest's type texts name; each must be exported by `entryFile`. */
function typeNamesOf(module, name, entryFile) {
  const texts = module.declarations.flatMap((d) =>
    [...d.attributes, ...d.members, ...d.events].map((m) => m.type?.text),
  );
  const names = [...new Set(texts.filter(Boolean).flatMap(referencedNames))].sort();
  const exported = exportedNames(entryFile);
  for (const typeName of names) {
    if (!exported.has(typeName))
      report(`${name}: ${entryFile} does not export type ${typeName}, which its typings name`);
  }
  return names;
}

const packages = readdirSync('packages')
  .map((dir) => join('packages', dir))
  .filter((dir) => existsSync(join(dir, 'package.json')))
  .map((dir) => ({ dir, manifest: JSON.parse(readFileSync(join(dir, 'package.json'), 'utf8')) }))
  .filter(({ manifest }) => manifest.exports?.['./element']?.source);

const outputs = [];
const manifestJson = (module) => ({ schemaVersion: '2.0.0', readme: 'README.md', modules: [module] });
for (const { dir, manifest } of packages) {
  const before = ui.elementDefinitions().length;
  const entryFile = resolve(dir, manifest.exports['./element'].source);
  // The path comes from our own package.json files, not from input.
  // eslint-disable-next-line no-unsanitized/method
  await import(pathToFileURL(entryFile).href);
  const definitions = ui.elementDefinitions().slice(before);
  const declared = eventTypes(sourceFiles(join(dir, 'src')));
  const context = {
    typed: tagProperties(entryFile),
    toolkitParts: toolkitPartsOf(dir),
    eventTypeOf: (name) => {
      const text = declared.get(name) ?? WIDGET_EVENTS.get(name);
      if (text === undefined) report(`${manifest.name}: event ${name} is not declared in GlobalEventHandlersEventMap`);
      return text ?? 'CustomEvent';
    },
  };
  // The manifest describes the published module (dist), which is what tools and consumers import.
  const modulePath = manifest.exports['./element'].default.replace(/^\.\//, '');
  const module = {
    kind: 'javascript-module',
    path: modulePath,
    declarations: definitions.map((definition) => declarationOf(definition, context)),
    exports: definitions.map(({ tag }) => ({
      kind: 'custom-element-definition',
      name: tag,
      declaration: { name: `${pascal(tag)}Element`, module: modulePath },
    })),
  };
  const typeNames = typeNamesOf(module, manifest.name, entryFile);
  outputs.push({ dir, manifest, module, typeNames, entry: `${manifest.name}/element` });
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
  outputs.unshift({ dir, manifest, module, typeNames: [], entry: manifest.name });
}

// --- the schema the custom-elements-manifest package ships, checked on every run
const require = createRequire(import.meta.url);
const Ajv = AjvModule.default ?? AjvModule;
const schema = JSON.parse(readFileSync(require.resolve('custom-elements-manifest/schema.json'), 'utf8'));
const ajv = new Ajv({ allErrors: true, strict: false });
ajv.addSchema(schema, 'custom-elements-manifest');
const validateManifest = ajv.getSchema('custom-elements-manifest');
// A declaration is `anyOf` a plain class or a custom element, and a plain class takes any attribute or event: so
// each element is checked as a custom element declaration too, where attributes, events, parts are validated.
const validateElement = ajv.compile({ $ref: 'custom-elements-manifest#/definitions/CustomElementDeclaration' });

/** Reports every place where the manifest breaks the schema. */
function validate(json, file) {
  const failures = [
    ...(validateManifest(json) ? [] : validateManifest.errors),
    ...json.modules.flatMap((module, m) =>
      module.declarations.flatMap((declaration, d) =>
        validateElement(declaration)
          ? []
          : validateElement.errors.map((error) => ({
              ...error,
              instancePath: `/modules/${m}/declarations/${d}${error.instancePath}`,
            })),
      ),
    ),
  ];
  for (const error of failures) report(`${file}${error.instancePath}: ${error.message}`);
}

/** Every file generated for one package: its path and text, formatted as the repository's Prettier wants. */
async function filesOf({ dir, manifest, module, typeNames, entry }) {
  const json = manifestJson(module);
  validate(json, join(dir, 'custom-elements.json'));
  const typings = frameworkTypings({ manifest: json, packageJson: manifest, typeNames, entry });
  const texts = {
    'custom-elements.json': JSON.stringify(json, null, 2),
    ...Object.fromEntries(Object.entries(TYPINGS).map(([key, path]) => [path, typings[key]])),
  };
  return Promise.all(
    Object.entries(texts).map(async ([path, text]) => {
      const file = join(dir, path);
      const options = { ...(await prettier.resolveConfig(file)), filepath: file };
      return { file, text: await prettier.format(text, options) };
    }),
  );
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

/** What the reference must name in an element's section: its own attributes, properties, events, parts, CSS. */
function ownNames(declaration) {
  // The factory's configuration attributes have no field and are described once, for every element.
  const config = declaration.name === 'CampusConfigElement';
  return [
    ...declaration.attributes.filter((a) => config || a.fieldName !== undefined).map((a) => ['attribute', a.name]),
    ...declaration.members.filter((m) => !m.attribute).map((m) => ['property', m.name]),
    ...declaration.events.filter((e) => !WIDGET_EVENTS.has(e.name)).map((e) => ['event', e.name]),
    ...declaration.cssParts.filter((p) => !p.description.startsWith('Toolkit: ')).map((p) => ['part', p.name]),
    ...declaration.cssProperties.filter((p) => !TOKENS.has(p.name)).map((p) => ['CSS property', p.name]),
  ];
}

const docs = existsSync('docs/elements.md') ? readFileSync('docs/elements.md', 'utf8') : '';
for (const output of outputs) {
  const { dir, manifest, module } = output;
  if (manifest.customElements !== 'custom-elements.json')
    report(`${manifest.name}: package.json lacks "customElements"`);
  if (manifest['web-types'] !== `./${TYPINGS.webTypes}`) report(`${manifest.name}: package.json lacks "web-types"`);
  for (const { file, text } of await filesOf(output)) {
    if (!check) {
      mkdirSync(dirname(file), { recursive: true });
      writeFileSync(file, text);
    } else if (!existsSync(file) || readFileSync(file, 'utf8') !== text) {
      report(`${file} is stale: run npm run manifest`);
    }
  }
  if (!check) {
    console.log(`manifest: wrote ${dir} (${module.declarations.map((d) => `<${d.tagName}>`).join(' ')})`);
    continue;
  }
  for (const declaration of module.declarations) {
    const tag = declaration.tagName;
    const section = sectionOf(docs, tag);
    if (section === '') {
      report(`docs/elements.md has no heading naming <${tag}>`);
      continue;
    }
    for (const [kind, name] of ownNames(declaration)) {
      if (!section.includes(`\`${name}\``))
        report(`docs/elements.md: the section of <${tag}> does not mention ${kind} \`${name}\``);
    }
  }
}
if (check && problems === 0) console.log(`manifest: ${outputs.length} packages current and valid, docs complete`);
process.exit(problems === 0 ? 0 : 1);
