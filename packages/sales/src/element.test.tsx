import userEvent from '@testing-library/user-event';
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { configureElementPage, insideShadow, mountElement, resetElementPage } from '@campus/ui/testing';
import { elementDefinitions } from '@campus/ui';
import { createFakeXhr } from '@campus/core/testing';
import type { PhotoUploadedDetail } from './events.js';
import './testing/blob-stream.test-util.js';
import { photoFile } from './testing/sales-fixtures.test-util.js';
import './element.js';
import { createSalesApi } from './testing/fake-api.test-util.js';

beforeEach(() => {
  const api = createSalesApi();
  vi.stubGlobal('XMLHttpRequest', createFakeXhr(api.fetch));
  configureElementPage({ fetch: api.fetch });
});

afterEach(async () => {
  await resetElementPage();
  vi.unstubAllGlobals();
});

const label = (text: string) => new RegExp(`^${text}( \\*)?$`);

describe('<campus-sales-form>', { timeout: 20_000 }, () => {
  it('renders in a shadow root with adopted styles only, and opens on the tab of its attribute', async () => {
    const element = mountElement('campus-sales-form', { tab: 'mine' });
    expect(await insideShadow(element).findByText('Nenhuma venda nesta campanha')).toBeInTheDocument();
    expect(element.shadowRoot?.adoptedStyleSheets.length).toBeGreaterThan(2);
    expect(element.shadowRoot?.querySelector('style, [style]')).toBeNull();
  });

  it('is documented for the manifest', () => {
    const definition = elementDefinitions().find((entry) => entry.tag === 'campus-sales-form');
    expect(definition?.attributes).toEqual({ tab: 'string' });
    expect(definition?.events).toEqual({ onSaleSubmitted: 'campus-sale-submitted' });
    expect(Object.keys(definition?.docs?.parts ?? {})).toEqual(
      expect.arrayContaining(['form', 'points-preview', 'sale']),
    );
  });
});

describe('<campus-photo-upload>', { timeout: 20_000 }, () => {
  it('tells the host about an accepted photo with a composed campus-photo-uploaded event', async () => {
    const element = mountElement('campus-photo-upload');
    const events: CustomEvent<PhotoUploadedDetail>[] = [];
    document.addEventListener('campus-photo-uploaded', (event) => events.push(event));
    const view = insideShadow(element);
    const user = userEvent.setup();
    await user.selectOptions(await view.findByLabelText(label('Tipo de foto')), 'Gôndola (30 pontos)');
    await user.selectOptions(view.getByLabelText(label('Loja')), 'Horizonte Centro — Rede Horizonte');
    await user.upload(view.getByLabelText(label('Foto')), photoFile());
    await user.click(view.getByRole('button', { name: 'Enviar foto' }));
    expect(await view.findByText('30 pontos creditados')).toBeInTheDocument();
    expect(events).toHaveLength(1);
    expect(events[0]?.detail).toMatchObject({ points: 30, photo_type_id: 32, store_id: 12 });
    expect(events[0]?.bubbles).toBe(true);
    expect(events[0]?.composed).toBe(true);
    expect(events[0]?.target).toBe(element);
  });
});
