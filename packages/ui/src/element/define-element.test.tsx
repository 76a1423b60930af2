import { act } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { afterEach, describe, expect, it, vi } from 'vitest';
import { insideShadow, mountElement } from '../testing/element-page.js';
import { createMemoryRealtime, selectAccessToken } from '@campus/core';
import type { Campus } from '@campus/core';
import { useCampus } from '../provider/use-campus.js';
import { useSession } from '../provider/store-hooks.js';
import { useT } from '../provider/use-t.js';
import { offlineFetch } from '@campus/core/testing';
import { configure, getConfiguredCampus, resetCampusRegistry } from './campus-registry.js';
import { defineElement } from './define-element.js';

declare global {
  interface GlobalEventHandlersEventMap {
    'campus-test-ping': CustomEvent<{ count: number }>;
  }
}

// No network, storage or realtime in these tests: every instance the registry creates gets these adapters.
const quiet = { persist: false, adapters: { fetch: offlineFetch, realtime: createMemoryRealtime(), search: '' } };
const seen: Campus[] = [];

interface ProbeProps {
  heading?: string;
  pageSize?: number;
  compact?: boolean;
  filters?: unknown;
  adapter?: { name: string };
  onPing?: (detail: { count: number }) => void;
}

function Probe({ heading, pageSize, compact, filters, adapter, onPing }: ProbeProps) {
  const campus = useCampus();
  const t = useT();
  const token = useSession(selectAccessToken);
  seen.push(campus);
  return (
    <section aria-label="probe">
      <p>{`heading=${String(heading)} pageSize=${typeof pageSize}:${String(pageSize)} compact=${String(compact)}`}</p>
      <p>{`filters=${JSON.stringify(filters)}`}</p>
      <p>{`adapter=${adapter?.name ?? 'none'}`}</p>
      <p>{`token=${String(token)}`}</p>
      <button type="button" onClick={() => onPing?.({ count: 2 })}>
        {t('ui.retry')}
      </button>
    </section>
  );
}

defineElement('campus-probe', Probe, {
  attributes: { heading: 'string', pageSize: 'number', compact: 'boolean', filters: 'json', adapter: 'property' },
  events: { onPing: 'campus-test-ping' },
  styles: ['.probe { color: red; }'],
});

afterEach(async () => {
  document.body.replaceChildren();
  seen.length = 0;
  await act(() => resetCampusRegistry());
  vi.restoreAllMocks();
});

describe('defineElement', () => {
  it('ignores a second registration of a tag, with one development warning', () => {
    const warn = vi.spyOn(console, 'warn').mockImplementation(() => undefined);
    const first = customElements.get('campus-probe');
    expect(() => defineElement('campus-probe', () => null)).not.toThrow();
    expect(customElements.get('campus-probe')).toBe(first);
    expect(warn).toHaveBeenCalledTimes(1);
    expect(warn.mock.calls[0]?.[0]).toContain('<campus-probe> is already defined');
  });

  it('types its attributes and follows their changes and removal', async () => {
    configure({ apiBase: 'https://a.campus.test', clientId: 'web', ...quiet });
    const element = mountElement('campus-probe', {
      heading: 'Cursos',
      'page-size': '12',
      compact: '',
      filters: '{"search":"excel"}',
    });
    const view = insideShadow(element);
    expect(await view.findByText('heading=Cursos pageSize=number:12 compact=true')).toBeInTheDocument();
    expect(view.getByText('filters={"search":"excel"}')).toBeInTheDocument();
    act(() => {
      element.setAttribute('compact', 'false');
      element.removeAttribute('page-size');
    });
    expect(await view.findByText('heading=Cursos pageSize=undefined:undefined compact=false')).toBeInTheDocument();
    act(() => {
      (element as HTMLElement & { filters: unknown }).filters = { search: 'vendas', page: 2 };
    });
    expect(await view.findByText('filters={"search":"vendas","page":2}')).toBeInTheDocument();
  });

  it('takes a property-only prop from script and never from an attribute of its name', async () => {
    configure({ apiBase: 'https://a.campus.test', clientId: 'web', ...quiet });
    const probe = customElements.get('campus-probe') as unknown as { observedAttributes: string[] };
    expect(probe.observedAttributes).toContain('filters');
    expect(probe.observedAttributes).not.toContain('adapter');
    const element = mountElement('campus-probe', { adapter: '{"name":"from markup"}' });
    const view = insideShadow(element);
    expect(await view.findByText('adapter=none')).toBeInTheDocument();
    act(() => {
      (element as HTMLElement & { adapter: unknown }).adapter = { name: 'from script' };
    });
    expect(await view.findByText('adapter=from script')).toBeInTheDocument();
    // An attribute change does not take over from the property, as it does for an attribute prop.
    act(() => element.setAttribute('adapter', '{"name":"again"}'));
    expect(view.getByText('adapter=from script')).toBeInTheDocument();
  });

  it('ignores invalid numbers and JSON with a development warning instead of throwing', async () => {
    const warn = vi.spyOn(console, 'warn').mockImplementation(() => undefined);
    configure({ apiBase: 'https://a.campus.test', clientId: 'web', ...quiet });
    const element = mountElement('campus-probe', { 'page-size': 'doze', filters: '{oops' });
    expect(await insideShadow(element).findByText('filters=undefined')).toBeInTheDocument();
    expect(insideShadow(element).getByText(/pageSize=undefined/)).toBeInTheDocument();
    expect(warn.mock.calls.map((call) => String(call[0]))).toEqual(
      expect.arrayContaining([expect.stringContaining('page-size'), expect.stringContaining('not valid JSON')]),
    );
  });

  it('dispatches callback props as composed, bubbling campus events that leave the shadow root', async () => {
    configure({ apiBase: 'https://a.campus.test', clientId: 'web', ...quiet });
    const element = mountElement('campus-probe');
    const received: CustomEvent<{ count: number }>[] = [];
    document.addEventListener('campus-test-ping', (event) => received.push(event));
    await userEvent.click(await insideShadow(element).findByRole('button', { name: 'Tentar novamente' }));
    expect(received).toHaveLength(1);
    expect(received[0]?.detail).toEqual({ count: 2 });
    expect(received[0]?.bubbles).toBe(true);
    expect(received[0]?.composed).toBe(true);
    expect(received[0]?.target).toBe(element);
  });

  it('adopts tokens, toolkit, widget and theme styles into the shadow root, with no style element or attribute', async () => {
    configure({ apiBase: 'https://a.campus.test', clientId: 'web', ...quiet });
    const element = mountElement('campus-probe');
    await insideShadow(element).findByRole('region', { name: 'probe' });
    const root = element.shadowRoot!;
    const css = () =>
      root.adoptedStyleSheets.map((sheet) => [...sheet.cssRules].map((rule) => rule.cssText).join('\n'));
    expect(css()[0]).toContain('--campus-color-primary');
    expect(css().some((text) => text.includes('.probe'))).toBe(true);
    act(() =>
      getConfiguredCampus()
        ?.stores.params.getState()
        .setParams({ colors: { primary: '#0f766e' } }),
    );
    expect(css().at(-1)).toMatch(/^:host\s*\{[^}]*--campus-color-primary: #0f766e/);
    expect(root.querySelector('style')).toBeNull();
    expect(root.querySelector('[style]')).toBeNull();
    expect(document.head.querySelector('style')).toBeNull();
    expect(document.body.querySelector('style, [style]')).toBeNull();
  });
});

describe('element configuration', () => {
  it('shares one instance between widgets of one configuration', async () => {
    mountElement('campus-config', { 'api-base': 'https://a.campus.test', 'client-id': 'web', 'client-secret': 's' });
    configure(quiet);
    const first = mountElement('campus-probe');
    const second = mountElement('campus-probe', { heading: 'Trilhas' });
    await insideShadow(first).findByRole('button');
    await insideShadow(second).findByRole('button');
    expect(new Set(seen).size).toBe(1);
  });

  it('gives a widget with its own api-base its own instance', async () => {
    configure({ apiBase: 'https://a.campus.test', clientId: 'web', ...quiet });
    const first = mountElement('campus-probe');
    const second = mountElement('campus-probe', { 'api-base': 'https://b.campus.test' });
    await insideShadow(first).findByRole('button');
    await insideShadow(second).findByRole('button');
    const instances = [...new Set(seen)];
    expect(instances.map((campus) => campus.config.apiBase).sort()).toEqual([
      'https://a.campus.test',
      'https://b.campus.test',
    ]);
  });

  it('waits, rendering nothing, until the page is configured', async () => {
    const element = mountElement('campus-probe');
    await act(async () => undefined);
    expect(element.shadowRoot?.childElementCount).toBe(0);
    act(() => configure({ apiBase: 'https://a.campus.test', clientId: 'web', ...quiet }));
    expect(await insideShadow(element).findByRole('button')).toBeInTheDocument();
  });

  it('signs in with a token attribute (webservice token) and follows a locale attribute', async () => {
    configure({ apiBase: 'https://a.campus.test', clientId: 'web', ...quiet });
    const element = mountElement('campus-probe', { token: 'ws-123', locale: 'es-ES' });
    const view = insideShadow(element);
    expect(await view.findByText('token=ws-123')).toBeInTheDocument();
    expect(await view.findByRole('button', { name: 'Reintentar' })).toBeInTheDocument();
    act(() => element.setAttribute('locale', 'en-US'));
    expect(await view.findByRole('button', { name: 'Try again' })).toBeInTheDocument();
  });

  it('tells the host when the webservice session expires', async () => {
    // The API answers 401 to everything: a webservice-token session ends at its first 401 (spec §4).
    const unauthorized: typeof fetch = () =>
      Promise.resolve(new Response(JSON.stringify({ code: 'not_authenticated', message: 'no' }), { status: 401 }));
    configure({
      apiBase: 'https://c.campus.test',
      clientId: 'web',
      persist: false,
      adapters: { fetch: unauthorized, realtime: createMemoryRealtime(), search: '' },
    });
    const element = mountElement('campus-probe', { token: 'ws-old' });
    expect(await insideShadow(element).findByText('token=ws-old')).toBeInTheDocument();
    const expired: Event[] = [];
    document.addEventListener('campus-session-expired', (event) => expired.push(event));
    await act(() =>
      getConfiguredCampus()!
        .api.request('/api/me/')
        .catch(() => undefined),
    );
    expect(expired).toHaveLength(1);
    expect(expired[0]?.target).toBe(element);
    expect(await insideShadow(element).findByText('token=null')).toBeInTheDocument();
  });
});
