import { act, fireEvent, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { afterEach, beforeEach, describe, expect, it } from 'vitest';
import { createMemoryRealtime } from '@campus/core';
import { configure, elementDefinitions, getConfiguredCampus, resetCampusRegistry } from '@campus/ui';
import type { CheckedInDetail } from './events.js';
import './element.js';
import { createCheckInApi } from './testing/fake-api.test-util.js';
import type { CheckInApi } from './testing/fake-api.test-util.js';

let api: CheckInApi;

beforeEach(() => {
  api = createCheckInApi();
  configure({
    apiBase: 'https://api.campus.test',
    clientId: 'portal',
    persist: false,
    adapters: { fetch: api.fetch, realtime: createMemoryRealtime(), search: '' },
  });
  // A member signed in (the fake API takes any token): the widget only asks for the events then.
  getConfiguredCampus()?.stores.session.setState({ access_token: 'token', email: 'agent@campus.example' });
});

afterEach(async () => {
  document.body.replaceChildren();
  await act(() => resetCampusRegistry());
});

function mount(attributes: Record<string, string> = {}): HTMLElement {
  const element = document.createElement('campus-check-in');
  for (const [name, value] of Object.entries(attributes)) element.setAttribute(name, value);
  document.body.append(element);
  return element;
}

const inside = (element: HTMLElement) => within(element.shadowRoot as unknown as HTMLElement);

describe('<campus-check-in>', { timeout: 20_000 }, () => {
  it('checks in inside its shadow root and tells the host with campus-checked-in', async () => {
    const element = mount();
    const received: CustomEvent<CheckedInDetail>[] = [];
    document.addEventListener('campus-checked-in', (event) => received.push(event));
    const view = inside(element);
    const user = userEvent.setup();
    // user-event loses track of focus moving inside a shadow root: the code arrives by paste, as from an SMS.
    const first = await view.findByRole('textbox', { name: 'Dígito 1 de 6' });
    fireEvent.paste(first, { clipboardData: { getData: () => '246810' } });
    await user.click(view.getByRole('button', { name: 'Fazer check-in' }));
    expect(await view.findByText('Check-in confirmado!')).toBeInTheDocument();
    expect(received).toHaveLength(1);
    expect(received[0]?.detail).toEqual({
      attendanceId: 501,
      eventId: 1,
      title: 'Treinamento de lançamento da linha Aurora',
      method: 'code',
      points: 200,
      balance: 1200,
    });
    expect(received[0]?.bubbles).toBe(true);
    expect(received[0]?.composed).toBe(true);
    expect(received[0]?.target).toBe(element);
    // The styles are adopted sheets; nothing inline.
    expect(element.shadowRoot?.adoptedStyleSheets.length).toBeGreaterThan(2);
    expect(element.shadowRoot?.querySelector('style, [style]')).toBeNull();
  });

  it('opens on the method its attribute names', async () => {
    const element = mount({ method: 'picture' });
    expect(await inside(element).findByRole('tab', { name: 'Imagem', selected: true })).toBeInTheDocument();
  });

  it('is documented for the manifest', () => {
    const definition = elementDefinitions().find((entry) => entry.tag === 'campus-check-in');
    expect(definition?.attributes).toEqual({ method: 'string' });
    expect(definition?.events).toEqual({ onCheckedIn: 'campus-checked-in' });
    expect(definition?.docs?.description).toBeTruthy();
    expect(Object.keys(definition?.docs?.parts ?? {})).toEqual(
      expect.arrayContaining(['check-in', 'event', 'result', 'alert', 'locked']),
    );
  });
});
