import { configure, reapplyPageLocale } from './campus-registry.js';
import type { PageConfiguration } from './campus-registry.js';
import { devWarn } from './dev-warning.js';

/** The attributes of `<campus-config>` and the configuration field each sets. */
const CONFIG_ATTRIBUTES = {
  'api-base': 'apiBase',
  'client-id': 'clientId',
  'client-secret': 'clientSecret',
  locale: 'locale',
} as const satisfies Record<string, keyof PageConfiguration>;

/** The tag of the page configuration element. */
export const CAMPUS_CONFIG_TAG = 'campus-config';

/**
 * What the element manifest says about `<campus-config>` (scripts/elements-manifest.mjs reads it, as it reads
 * `defineElement`'s docs): its attributes, each keyed as it is written in markup. It renders nothing, so it has
 * no events, parts or CSS properties.
 */
export const CAMPUS_CONFIG_DOCS = {
  tag: CAMPUS_CONFIG_TAG,
  description:
    'Configures every Campus widget of the page, once, in markup: the declarative twin of `configure()`. It renders ' +
    'nothing; changing an attribute reconfigures the page. One per page.',
  attributes: {
    'api-base': 'The API host every widget of the page calls, unless a widget sets its own `api-base`.',
    'client-id': 'OAuth client id of the page (spec §7: calls without a user token carry the client credentials).',
    'client-secret': 'OAuth client secret paired with `client-id`.',
    locale: 'Interface language of the page (pt-BR, en-US, es-ES, fr-FR); changing it switches every widget.',
  } satisfies Record<keyof typeof CONFIG_ATTRIBUTES, string>,
} as const;

// Connected <campus-config> elements: one is expected per page; a second one is reported in development.
const connected = new Set<HTMLElement>();

/**
 * `<campus-config api-base="…" client-id="…" client-secret="…" locale="…">`: configures every widget of the
 * page, once, in markup (the declarative twin of `configure()`). It renders nothing. Attribute changes
 * reconfigure the page.
 */
export class CampusConfigElement extends HTMLElement {
  static get observedAttributes(): string[] {
    return Object.keys(CONFIG_ATTRIBUTES);
  }

  connectedCallback(): void {
    connected.add(this);
    if (connected.size > 1) {
      devWarn(`more than one <${CAMPUS_CONFIG_TAG}> on the page: each one configures all widgets, the last wins.`);
    }
    this.apply();
  }

  disconnectedCallback(): void {
    connected.delete(this);
  }

  attributeChangedCallback(name: string, previous: string | null, value: string | null): void {
    if (!this.isConnected) return;
    this.apply();
    // The same locale written again changes no configuration, so no widget would react; but the host asked for it
    // on purpose (the language may have been switched since), so it is applied again.
    if (name === 'locale' && value !== null && value !== '' && value === previous) reapplyPageLocale(value);
  }

  private apply(): void {
    const configuration: PageConfiguration = {};
    for (const [attribute, field] of Object.entries(CONFIG_ATTRIBUTES)) {
      const value = this.getAttribute(attribute);
      if (value !== null && value !== '') configuration[field] = value;
    }
    configure(configuration);
  }
}

/** Registers `<campus-config>` unless it already is (another bundle on the page may have done it). */
export function defineCampusConfigElement(): void {
  if (typeof customElements === 'undefined' || customElements.get(CAMPUS_CONFIG_TAG)) return;
  customElements.define(CAMPUS_CONFIG_TAG, CampusConfigElement);
}

declare global {
  interface HTMLElementTagNameMap {
    'campus-config': CampusConfigElement;
  }
}
