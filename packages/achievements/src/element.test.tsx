import { act, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { afterEach, beforeEach, describe, expect, it } from 'vitest';
import { createMemoryRealtime } from '@campus/core';
import { configure, elementDefinitions, getConfiguredCampus, resetCampusRegistry } from '@campus/ui';
import type { CertificateLinkCopiedDetail } from './events.js';
import './element.js';
import { createAchievementsApi, LEARNER_SESSION } from './testing/fake-api.test-util.js';
import type { AchievementsApi } from './testing/fake-api.test-util.js';

let api: AchievementsApi;

beforeEach(() => {
  api = createAchievementsApi();
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

describe('the achievements elements', { timeout: 20_000 }, () => {
  it('<campus-certificates> renders in a shadow root, styles adopted, and dispatches the copy event', async () => {
    signIn();
    const element = mount('campus-certificates', {
      'verify-url': 'https://verify.example/{code}',
      'heading-level': '3',
    });
    const view = inside(element);
    expect(await view.findByRole('heading', { level: 3, name: 'Certificados' })).toBeInTheDocument();
    const events: CertificateLinkCopiedDetail[] = [];
    document.addEventListener('campus-certificate-link-copied', (event) => events.push(event.detail));
    const user = userEvent.setup();
    await user.click(await view.findByRole('button', { name: /Copiar link de verificação do certificado Excel/ }));
    expect(events).toEqual([{ id: 12, code: '7K2M-9QXD-4B0R', url: 'https://verify.example/7K2M-9QXD-4B0R' }]);
    expect(element.shadowRoot?.adoptedStyleSheets.length).toBeGreaterThan(2);
    expect(element.shadowRoot?.querySelector('style, [style]')).toBeNull();
  });

  it('<campus-badges> lists the badges', async () => {
    signIn();
    const view = inside(mount('campus-badges'));
    expect(await view.findByRole('list', { name: 'Minhas medalhas' })).toBeInTheDocument();
    expect(view.getAllByRole('progressbar')).toHaveLength(2);
  });

  it('<campus-certificate-verification> verifies its code without a session', async () => {
    const view = inside(mount('campus-certificate-verification', { code: '7K2M-9QXD-4B0R' }));
    expect(await view.findByText('Certificado autêntico')).toBeInTheDocument();
    expect(view.getByText('Ana Souza')).toBeInTheDocument();
  });

  it('documents its attributes, events and parts for the manifest', () => {
    const tags = elementDefinitions()
      .map((definition) => definition.tag)
      .filter((tag) => tag.startsWith('campus-certificate') || tag === 'campus-badges');
    expect(tags.sort()).toEqual(['campus-badges', 'campus-certificate-verification', 'campus-certificates']);
  });
});
