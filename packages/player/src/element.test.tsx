import { act, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { afterEach, beforeEach, describe, expect, it } from 'vitest';
import { createMemoryRealtime } from '@campus/core';
import { configure, elementDefinitions, getConfiguredCampus, resetCampusRegistry } from '@campus/ui';
import type { ActivityChangeDetail } from './events.js';
import './element.js';
import { createPlayerApi } from './testing/fake-api.test-util.js';
import type { PlayerApi } from './testing/fake-api.test-util.js';

let api: PlayerApi;

beforeEach(() => {
  api = createPlayerApi();
  configure({
    apiBase: 'https://api.campus.test',
    clientId: 'portal',
    persist: false,
    adapters: { fetch: api.fetch, realtime: createMemoryRealtime(), search: '' },
  });
  getConfiguredCampus()?.stores.session.setState({ access_token: 'token', email: 'agent@campus.example' });
});

afterEach(async () => {
  document.body.replaceChildren();
  await act(() => resetCampusRegistry());
});

function mount(attributes: Record<string, string>): HTMLElement {
  const element = document.createElement('campus-activity-player');
  for (const [name, value] of Object.entries(attributes)) element.setAttribute(name, value);
  document.body.append(element);
  return element;
}

const inside = (element: HTMLElement) => within(element.shadowRoot as unknown as HTMLElement);

describe('<campus-activity-player>', { timeout: 20_000 }, () => {
  it('plays the activity its attributes name in its shadow root, moves by itself and tells the host', async () => {
    const changes: CustomEvent<ActivityChangeDetail>[] = [];
    document.addEventListener('campus-activity-change', (event) => changes.push(event));
    const element = mount({ 'item-id': '42', 'hierarchy-order': '4' });
    const view = inside(element);
    expect(await view.findByRole('heading', { level: 2, name: 'Prova do módulo 1' })).toBeInTheDocument();
    expect(changes.at(-1)?.detail).toEqual({ hierarchy_order: 4, activity_id: 104 });
    expect(changes.at(-1)?.bubbles).toBe(true);
    expect(changes.at(-1)?.composed).toBe(true);
    expect(changes.at(-1)?.target).toBe(element);
    await userEvent.setup().click(view.getByRole('button', { name: /Próxima atividade/ }));
    expect(await view.findByRole('heading', { level: 2, name: 'Simulador de vendas' })).toBeInTheDocument();
    expect(changes.at(-1)?.detail).toEqual({ hierarchy_order: 5, activity_id: 105 });
    // The page moves it by the attribute too.
    element.setAttribute('hierarchy-order', '1');
    expect(await view.findByRole('heading', { level: 2, name: 'Boas-vindas ao curso' })).toBeInTheDocument();
    // Styles are adopted sheets; nothing inline.
    expect(element.shadowRoot?.adoptedStyleSheets.length).toBeGreaterThan(2);
    expect(element.shadowRoot?.querySelector('style, [style]')).toBeNull();
  });

  it('renders links from its activityHref property', async () => {
    const element = mount({ 'item-id': '42', 'hierarchy-order': '4' });
    (element as HTMLElementTagNameMap['campus-activity-player']).activityHref = (order) => `#/activities/${order}`;
    const view = inside(element);
    const nav = await view.findByRole('navigation', { name: 'Atividades do curso' });
    expect(
      within(nav)
        .getAllByRole('link')
        .map((link) => link.getAttribute('href')),
    ).toEqual(['#/activities/1', '#/activities/2', '#/activities/3', '#/activities/4', '#/activities/5']);
  });

  it('is documented for the manifest', () => {
    const definition = elementDefinitions().find((entry) => entry.tag === 'campus-activity-player');
    expect(definition?.events).toEqual({
      onStatement: 'campus-activity-statement',
      onActivityChange: 'campus-activity-change',
    });
    expect(definition?.docs?.description).toBeTruthy();
    expect(Object.keys(definition?.docs?.parts ?? {})).toEqual(
      expect.arrayContaining(['player', 'menu', 'entry', 'viewer', 'locked', 'unsupported', 'nav']),
    );
  });
});
