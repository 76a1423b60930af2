import { within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { afterEach, beforeEach, describe, expect, it } from 'vitest';
import { configureElementPage, insideShadow, mountElement, resetElementPage } from '@campus/ui/testing';
import { elementDefinitions } from '@campus/ui';
import type { CampaignSelectedDetail } from './events.js';
import { ME_ID } from './testing/ranking-fixtures.test-util.js';
import './element.js';
import { createRankingApi } from './testing/fake-api.test-util.js';
import type { RankingApi } from './testing/fake-api.test-util.js';

let api: RankingApi;

beforeEach(() => {
  api = createRankingApi();
  configureElementPage({ fetch: api.fetch, clientId: 'partner-portal', session: { id: ME_ID } });
});

afterEach(async () => {
  await resetElementPage();
});

describe('the ranking elements', { timeout: 20_000 }, () => {
  it('<campus-ranking> renders the board in a shadow root from its attributes, styles adopted', async () => {
    const element = mountElement('campus-ranking', { area: 'store:5', limit: '10', 'heading-level': '3' });
    const view = insideShadow(element);
    expect(await view.findByRole('row', { current: true })).toHaveTextContent('Bruno Lima');
    expect(view.getByRole('heading', { level: 3, name: 'Ranking' })).toBeInTheDocument();
    const call = api.requests.find((request) => request.path === '/api/ranking/');
    expect(call?.query.get('area')).toBe('store:5');
    expect(call?.query.get('limit')).toBe('10');
    expect(element.shadowRoot?.adoptedStyleSheets.length).toBeGreaterThan(2);
    expect(element.shadowRoot?.querySelector('style, [style]')).toBeNull();
  });

  it('<campus-campaigns> dispatches campus-campaign-selected, composed', async () => {
    const element = mountElement('campus-campaigns');
    const events: CustomEvent<CampaignSelectedDetail>[] = [];
    document.addEventListener('campus-campaign-selected', (event) => events.push(event));
    await userEvent.click(
      await insideShadow(element).findByRole('button', { name: 'Selecionar a campanha Campanha Verão' }),
    );
    await insideShadow(element).findByText('Campanha “Campanha Verão” selecionada.');
    expect(events).toHaveLength(1);
    expect(events[0]?.detail).toMatchObject({ id: 3, name: 'Campanha Verão' });
    expect(events[0]?.bubbles).toBe(true);
    expect(events[0]?.composed).toBe(true);
    expect(events[0]?.target).toBe(element);
  });

  it('<campus-points-table> and <campus-points-statement> render', async () => {
    const table = mountElement('campus-points-table');
    expect(await insideShadow(table).findByRole('row', { name: /Notebook Brisa i3/ })).toBeInTheDocument();
    const statement = mountElement('campus-points-statement', { 'page-size': '2' });
    const ledger = await insideShadow(statement).findByRole('region', { name: 'Lançamentos' });
    await within(ledger).findByRole('table');
    expect(within(ledger).getAllByRole('row')).toHaveLength(3);
  });

  it('are documented for the manifest', () => {
    const tags = ['campus-ranking', 'campus-points-table', 'campus-campaigns', 'campus-points-statement'];
    for (const tag of tags) {
      const definition = elementDefinitions().find((entry) => entry.tag === tag);
      expect(definition?.docs?.description, tag).toBeTruthy();
      expect(Object.keys(definition?.docs?.parts ?? {}).length, tag).toBeGreaterThan(2);
    }
    const ranking = elementDefinitions().find((entry) => entry.tag === 'campus-ranking');
    expect(ranking?.attributes).toEqual({
      campaignId: 'string',
      area: 'string',
      limit: 'number',
      headingLevel: 'number',
    });
    const campaigns = elementDefinitions().find((entry) => entry.tag === 'campus-campaigns');
    expect(campaigns?.events).toEqual({ onCampaignSelected: 'campus-campaign-selected' });
  });
});
