import { fireEvent, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { afterEach, beforeEach, describe, expect, it } from 'vitest';
import { configureElementPage, resetElementPage } from '@campus/ui/testing';
import { elementDefinitions } from '@campus/ui';
import type { PointsTransferredDetail } from './transfer-events.js';
import { createTransferApi } from '../testing/transfer-fake-api.test-util.js';
import '../element.js';

beforeEach(() => {
  const api = createTransferApi();
  configureElementPage({ fetch: api.fetch, clientId: 'intranet' });
});

afterEach(async () => {
  await resetElementPage();
});

describe('<campus-points-transfer>', { timeout: 20_000 }, () => {
  it('transfers in its shadow root and tells the host with campus-points-transferred', async () => {
    const element = document.createElement('campus-points-transfer');
    document.body.append(element);
    const transferred: CustomEvent<PointsTransferredDetail>[] = [];
    document.addEventListener('campus-points-transferred', (event) => transferred.push(event));
    const view = within(element.shadowRoot as unknown as HTMLElement);
    const user = userEvent.setup();
    await user.type(await view.findByRole('textbox', { name: /CPF do cadastro/ }), '12345678909');
    // user-event does not type into a number input inside a shadow root under jsdom; the browser tests do.
    fireEvent.change(view.getByRole('spinbutton', { name: /Pontos a enviar/ }), { target: { value: '75' } });
    await user.click(view.getByRole('button', { name: 'Revisar transferência' }));
    await user.click(await view.findByRole('button', { name: 'Confirmar envio' }));
    expect(await view.findByText('Pontos enviados')).toBeInTheDocument();
    expect(transferred).toHaveLength(1);
    expect(transferred[0]?.detail).toMatchObject({ points: 75, document: '12345678909', balance: 1125 });
    expect(transferred[0]?.composed).toBe(true);
    expect(transferred[0]?.bubbles).toBe(true);
    expect(transferred[0]?.target).toBe(element);
    expect(element.shadowRoot?.adoptedStyleSheets.length).toBeGreaterThan(2);
    expect(element.shadowRoot?.querySelector('style, [style]')).toBeNull();
  });

  it('is documented for the manifest', () => {
    const definition = elementDefinitions().find((entry) => entry.tag === 'campus-points-transfer');
    expect(definition?.attributes).toEqual({});
    expect(definition?.events).toEqual({ onTransferred: 'campus-points-transferred' });
    expect(Object.keys(definition?.docs?.parts ?? {})).toEqual(
      expect.arrayContaining(['transfer', 'form', 'confirm', 'result', 'error', 'no-access']),
    );
  });
});
