import { within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { configureElementPage, insideShadow, mountElement, resetElementPage } from '@campus/ui/testing';
import { elementDefinitions } from '@campus/ui';
import type { ActivityOpenDetail, CourseOpenDetail } from './events.js';
import { onlineCourse, trailDetail } from './testing/catalogue-fixtures.test-util.js';
import './element.js';
import { createCatalogueApi } from './testing/fake-api.test-util.js';
import type { CatalogueApi } from './testing/fake-api.test-util.js';

let api: CatalogueApi;

beforeEach(() => {
  vi.spyOn(HTMLElement.prototype, 'clientHeight', 'get').mockReturnValue(2000);
  vi.spyOn(HTMLElement.prototype, 'clientWidth', 'get').mockReturnValue(800);
  api = createCatalogueApi({
    lists: { 'online-courses': [onlineCourse({ enrolled: true, status: 'in_progress', progress: 20 })] },
    details: { 'trails/201': trailDetail() },
  });
  // A person signed in (the fake API takes any token): the catalogue only asks for its lists then.
  configureElementPage({ fetch: api.fetch, clientId: 'intranet', session: { email: 'learner@campus.example' } });
});

afterEach(async () => {
  await resetElementPage();
  vi.restoreAllMocks();
});

describe('<campus-course-catalogue>', { timeout: 20_000 }, () => {
  it('renders the catalogue of its type in a shadow root and tells the host which course to open', async () => {
    const element = mountElement('campus-course-catalogue', { type: 'online-courses' });
    const opened: CustomEvent<CourseOpenDetail>[] = [];
    document.addEventListener('campus-course-open', (event) => opened.push(event));
    const article = await insideShadow(element).findByRole('article', { name: 'Excel para vendas' });
    await userEvent.click(within(article).getByRole('button', { name: 'Continuar' }));
    expect(opened).toHaveLength(1);
    expect(opened[0]?.detail).toEqual({ type: 'online-courses', id: 101, action: 'continue' });
    expect(opened[0]?.composed).toBe(true);
    expect(opened[0]?.bubbles).toBe(true);
    expect(opened[0]?.target).toBe(element);
    // The styles are adopted sheets; nothing inline.
    expect(element.shadowRoot?.adoptedStyleSheets.length).toBeGreaterThan(2);
    expect(element.shadowRoot?.querySelector('style, [style]')).toBeNull();
  });

  it('is documented for the manifest', () => {
    const definition = elementDefinitions().find((entry) => entry.tag === 'campus-course-catalogue');
    expect(definition?.attributes).toEqual({ type: 'string' });
    expect(definition?.events).toEqual({ onCourseOpen: 'campus-course-open', onActivityOpen: 'campus-activity-open' });
    expect(definition?.docs?.description).toBeTruthy();
    expect(Object.keys(definition?.docs?.parts ?? {})).toEqual(
      expect.arrayContaining(['item', 'item-status', 'filters', 'activities', 'activity']),
    );
  });
});

describe('<campus-course-detail>', { timeout: 20_000 }, () => {
  it('shows the item of its type and item-id, with the trail id in the events of its items', async () => {
    const element = mountElement('campus-course-detail', { type: 'trails', 'item-id': '201' });
    const opened: CourseOpenDetail[] = [];
    document.addEventListener('campus-course-open', (event) => opened.push(event.detail));
    const view = insideShadow(element);
    const course = await view.findByRole('article', { name: 'Comunicação não violenta' });
    await userEvent.click(within(course).getByRole('button', { name: 'Revisar' }));
    expect(opened).toEqual([{ type: 'online-courses', id: 102, action: 'review', trailId: 201 }]);
    expect(element.id).toBe('');
    expect(api.requests[0]?.path).toBe('/api/trails/201/');
  });

  it('tells the host which activity of a course to open, with the trail it was opened from', async () => {
    const element = mountElement('campus-course-detail', {
      type: 'online-courses',
      'item-id': '101',
      'trail-id': '201',
    });
    const opened: CustomEvent<ActivityOpenDetail>[] = [];
    document.addEventListener('campus-activity-open', (event) => opened.push(event));
    const activities = await insideShadow(element).findByRole('region', { name: 'Atividades' });
    const entry = await within(activities).findByRole('listitem', { name: 'Planilhas na prática' });
    await userEvent.click(within(entry).getByRole('button', { name: 'Abrir' }));
    expect(opened.map((event) => event.detail)).toEqual([
      { type: 'online-courses', id: 101, hierarchyOrder: 2, trailId: '201' },
    ]);
    expect(opened[0]?.composed).toBe(true);
    expect(opened[0]?.bubbles).toBe(true);
  });
});
