import { screen, waitFor } from '@testing-library/react';
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { createTestCampus } from '@campus/core/testing';
import { renderWithCampus } from '@campus/ui/testing';
import { AREA_NORTH, coursesInEveryStatus, liveClassesInEveryStatus } from '../testing/catalogue-fixtures.test-util.js';
import { createCatalogueApi, LEARNER_SESSION } from '../testing/fake-api.test-util.js';
import { CourseCatalogue } from './course-catalogue.js';
import { warmCatalogueList } from './warm-catalogue-list.js';

// jsdom lays nothing out: give the list a tall viewport so the virtualizer renders the rows.
beforeEach(() => {
  vi.spyOn(HTMLElement.prototype, 'clientHeight', 'get').mockReturnValue(4000);
  vi.spyOn(HTMLElement.prototype, 'clientWidth', 'get').mockReturnValue(800);
  vi.spyOn(HTMLElement.prototype, 'getBoundingClientRect').mockReturnValue(
    DOMRect.fromRect({ width: 800, height: 260 }),
  );
});
afterEach(() => {
  vi.restoreAllMocks();
});

const listRequests = (api: ReturnType<typeof createCatalogueApi>, type: string) =>
  api.requests.filter((request) => request.method === 'GET' && request.path === `/api/${type}/`);

describe('warmCatalogueList', { timeout: 20_000 }, () => {
  it('asks for the first page the list asks for, and the list mounting later reuses that request', async () => {
    const api = createCatalogueApi({ lists: { 'online-courses': coursesInEveryStatus() } });
    const campus = createTestCampus({ api, session: LEARNER_SESSION });
    warmCatalogueList(campus, 'online-courses');
    await waitFor(() => expect(listRequests(api, 'online-courses')).toHaveLength(1));

    renderWithCampus(<CourseCatalogue />, campus);
    expect(await screen.findByRole('list', { name: 'Lista de Cursos online' })).toBeInTheDocument();
    expect(listRequests(api, 'online-courses')).toHaveLength(1);
    await campus.destroy();
  });

  it('sends the filters the instance keeps, as the list does (an impossible date range without its end)', async () => {
    const api = createCatalogueApi({ lists: { 'live-classes': liveClassesInEveryStatus() } });
    const campus = createTestCampus({ api, session: LEARNER_SESSION });
    campus.stores.filters.getState().setFilter('live_classes', {
      selected_areas: [AREA_NORTH.id],
      live_class_status: 'no_vacancy',
      begin_date: '2026-05-10',
      end_date: '2026-05-01',
    });
    warmCatalogueList(campus, 'live-classes');
    renderWithCampus(<CourseCatalogue type="live-classes" />, campus);
    await screen.findByText('A data final deve ser igual ou posterior à data inicial.');
    const requests = listRequests(api, 'live-classes');
    expect(requests).toHaveLength(1);
    expect(Object.fromEntries(requests[0]?.query ?? [])).toEqual({
      begin_date: '2026-05-10',
      live_class_status: 'no_vacancy',
      page: '1',
      page_size: '100',
      selected_areas: String(AREA_NORTH.id),
    });
    await campus.destroy();
  });
});
