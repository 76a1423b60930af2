import { act, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { afterEach, beforeEach, describe, expect, it } from 'vitest';
import { createMemoryRealtime } from '@campus/core';
import { configure, elementDefinitions, getConfiguredCampus, resetCampusRegistry } from '@campus/ui';
import type { ProfileSavedDetail, ProfileTabChangeDetail } from './events.js';
import './element.js';
import { createProfileApi, LEARNER_SESSION } from './testing/fake-api.test-util.js';
import type { ProfileApi } from './testing/fake-api.test-util.js';

let api: ProfileApi;

beforeEach(() => {
  api = createProfileApi();
  configure({
    apiBase: 'https://api.campus.test',
    clientId: 'partner-portal',
    persist: false,
    adapters: { fetch: api.fetch, realtime: createMemoryRealtime(), search: '' },
  });
});

afterEach(async () => {
  document.body.replaceChildren();
  await act(() => resetCampusRegistry());
});

function mount(tag: string, attributes: Record<string, string> = {}): HTMLElement {
  const element = document.createElement(tag);
  for (const [name, value] of Object.entries(attributes)) element.setAttribute(name, value);
  document.body.append(element);
  return element;
}

const signIn = () => getConfiguredCampus()?.stores.session.setState(LEARNER_SESSION);
const inside = (element: HTMLElement) => within(element.shadowRoot as unknown as HTMLElement);

describe('the profile elements', { timeout: 20_000 }, () => {
  it('<campus-profile-details> renders in a shadow root, styles adopted, and dispatches campus-profile-saved', async () => {
    signIn();
    const element = mount('campus-profile-details', { 'heading-level': '3' });
    const view = inside(element);
    expect(await view.findByRole('heading', { level: 3, name: 'Dados pessoais' })).toBeInTheDocument();
    const events: ProfileSavedDetail[] = [];
    document.addEventListener('campus-profile-saved', (event) => events.push(event.detail));
    const user = userEvent.setup();
    const nickname = await view.findByRole('textbox', { name: 'Apelido' });
    await user.type(nickname, ' S.');
    expect(nickname).toHaveValue('Aninha S.');
    await user.click(view.getByRole('button', { name: 'Salvar alterações' }));
    expect(await view.findByText('Dados salvos.')).toBeInTheDocument();
    expect(events).toEqual([{ id: 42, language: 'pt-BR' }]);
    expect(element.shadowRoot?.adoptedStyleSheets.length).toBeGreaterThan(2);
    expect(element.shadowRoot?.querySelector('style, [style]')).toBeNull();
  });

  it('<campus-profile> shows its `tab` attribute and dispatches campus-profile-tab-change', async () => {
    signIn();
    const element = mount('campus-profile', { tab: 'badges' });
    const view = inside(element);
    expect(await view.findByRole('tab', { name: 'Medalhas' })).toHaveAttribute('aria-selected', 'true');
    const events: ProfileTabChangeDetail[] = [];
    element.addEventListener('campus-profile-tab-change', (event) => events.push(event.detail));
    const user = userEvent.setup();
    await user.click(view.getByRole('tab', { name: 'Certificados' }));
    expect(events).toEqual([{ tab: 'certificates' }]);
    element.setAttribute('tab', 'certificates');
    expect(await view.findByRole('tab', { name: 'Certificados', selected: true })).toBeInTheDocument();
    expect(element.shadowRoot?.adoptedStyleSheets.length).toBeGreaterThan(2);
  });

  it('signed out, both invite to sign in', async () => {
    const profile = inside(mount('campus-profile'));
    const details = inside(mount('campus-profile-details'));
    expect(await profile.findByText('Entre para ver seu perfil')).toBeInTheDocument();
    expect(await details.findByText('Entre para ver seu perfil')).toBeInTheDocument();
    expect(api.requests).toHaveLength(0);
  });

  it('documents its attributes, events and parts for the manifest', () => {
    const tags = elementDefinitions()
      .map((definition) => definition.tag)
      .filter((tag) => tag.startsWith('campus-profile'));
    expect(tags.sort()).toEqual(['campus-profile', 'campus-profile-details']);
  });
});
