import { fireEvent } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { afterEach, beforeEach, describe, expect, it } from 'vitest';
import { CHECKED_IN_BY_CODE } from './testing/checkin-fixtures.test-util.js';
import { configureElementPage, insideShadow, mountElement, resetElementPage } from '@campus/ui/testing';
import { elementDefinitions } from '@campus/ui';
import type { CheckedInDetail } from './events.js';
import './element.js';
import { createCheckInApi } from './testing/fake-api.test-util.js';
import type { CheckInApi } from './testing/fake-api.test-util.js';

let api: CheckInApi;

beforeEach(() => {
  api = createCheckInApi();
  // A member signed in (the fake API takes any token): the widget only asks for the events then.
  configureElementPage({ fetch: api.fetch });
});

afterEach(async () => {
  await resetElementPage();
});

const mount = (attributes: Record<string, string> = {}) => mountElement('campus-check-in', attributes);

describe('<campus-check-in>', { timeout: 20_000 }, () => {
  it('checks in inside its shadow root and tells the host with campus-checked-in', async () => {
    const element = mount();
    const received: CustomEvent<CheckedInDetail>[] = [];
    document.addEventListener('campus-checked-in', (event) => received.push(event));
    const view = insideShadow(element);
    const user = userEvent.setup();
    // user-event loses track of focus moving inside a shadow root: the code arrives by paste, as from an SMS.
    const first = await view.findByRole('textbox', { name: 'Dígito 1 de 6' });
    fireEvent.paste(first, { clipboardData: { getData: () => '246810' } });
    await user.click(view.getByRole('button', { name: 'Fazer check-in' }));
    expect(await view.findByText('Check-in confirmado!')).toBeInTheDocument();
    expect(received).toHaveLength(1);
    expect(received[0]?.detail).toEqual(CHECKED_IN_BY_CODE);
    expect(received[0]?.bubbles).toBe(true);
    expect(received[0]?.composed).toBe(true);
    expect(received[0]?.target).toBe(element);
    // The styles are adopted sheets; nothing inline.
    expect(element.shadowRoot?.adoptedStyleSheets.length).toBeGreaterThan(2);
    expect(element.shadowRoot?.querySelector('style, [style]')).toBeNull();
  });

  it('opens on the method its attribute names', async () => {
    const element = mount({ method: 'picture' });
    expect(await insideShadow(element).findByRole('tab', { name: 'Imagem', selected: true })).toBeInTheDocument();
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
