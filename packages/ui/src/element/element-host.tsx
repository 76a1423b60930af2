import { useEffect, useMemo, useSyncExternalStore } from 'react';
import type { ComponentType } from 'react';
import { CampusProvider } from '../provider/campus-provider.js';
import { useAdoptedClientTheme } from '../theme/use-client-theme.js';
import type { AttributeStore } from './attribute-store.js';
import {
  applyConfiguredLocale,
  applyWebserviceToken,
  registryEntryFor,
  registryVersion,
  resolveConfiguration,
  subscribeToRegistry,
} from './campus-registry.js';
import { dispatchCampusEvent, ElementScopeContext } from './element-events.js';
import type { CampusEventName } from './element-events.js';

/** Applies the client theme (params colours) on the shadow root's `:host`; inside the provider. */
function HostTheme({ root }: { root: ShadowRoot }) {
  useAdoptedClientTheme(root);
  return null;
}

/** What the element factory gives the host component of one element. */
export interface ElementHostProps {
  host: HTMLElement;
  root: ShadowRoot;
  store: AttributeStore;
  component: ComponentType<Record<string, unknown>>;
  /** Callback prop → event name. */
  events: Readonly<Record<string, CampusEventName>>;
}

/**
 * Renders one widget element: reads its attributes, finds the shared instance for its configuration (waiting,
 * empty, until the configuration is complete and persisted state is loaded), applies token and locale, and
 * wraps the widget in the provider, the element scope and the client theme.
 */
export function ElementHost({ host, root, store, component: Component, events }: ElementHostProps) {
  const { props, config } = useSyncExternalStore(store.subscribe, store.snapshot, store.snapshot);
  // The registry version changes with the page configuration and instance readiness.
  useSyncExternalStore(subscribeToRegistry, registryVersion, registryVersion);
  const resolved = resolveConfiguration({
    apiBase: config['api-base'],
    clientId: config['client-id'],
    clientSecret: config['client-secret'],
    locale: config.locale,
  });
  // Get-or-create is idempotent (keyed by configuration), so doing it while rendering is safe.
  const entry = resolved === undefined ? undefined : registryEntryFor(resolved);
  const ready = entry?.ready === true;

  useEffect(() => {
    if (entry === undefined || !ready) return;
    applyConfiguredLocale(entry, resolved?.locale);
    if (config.token !== undefined) applyWebserviceToken(entry, config.token);
  }, [entry, ready, resolved?.locale, config.token]);

  useEffect(
    () => entry?.campus.on('session-expired', () => dispatchCampusEvent(host, 'campus-session-expired', null)),
    [entry, host],
  );

  const scope = useMemo(() => ({ host, root }), [host, root]);
  const callbacks = useMemo(
    () =>
      Object.fromEntries(
        Object.entries(events).map(([prop, name]) => [
          prop,
          (detail: unknown) => dispatchCampusEvent(host, name, detail as never),
        ]),
      ),
    [events, host],
  );

  if (entry === undefined || !ready) return null;
  return (
    <CampusProvider campus={entry.campus}>
      <ElementScopeContext.Provider value={scope}>
        <HostTheme root={root} />
        <Component {...props} {...callbacks} />
      </ElementScopeContext.Provider>
    </CampusProvider>
  );
}
