// The catalogue against the real reference API: @campus/server on an in-memory PGlite with the demo seed, in a
// child process, reached through the Campus client's own fetch (no fake anywhere), signed in as the demo learner.
import { screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { afterAll, beforeAll, beforeEach, describe, expect, it, vi } from 'vitest';
import { renderWithCampus } from '@campus/ui/testing';
import { onlineCourseSchema, paginatedSchema } from '@campus/core/schemas';
import { CATALOGUE_TYPES } from './catalogue-type.js';
import type { CatalogueType } from './catalogue-type.js';
import { CourseDetail } from './detail/course-detail.js';
import { CourseCatalogue } from './list/course-catalogue.js';
import { startReferenceApi } from '@campus/server/test-support/reference-api';
import type { ReferenceApi } from '@campus/server/test-support/reference-api';
import { signedIn } from '../../server/src/test-support/signed-in.test-util.js';

let server: ReferenceApi | undefined;

beforeAll(async () => {
  server = await startReferenceApi();
}, 180_000);

afterAll(async () => {
  await server?.stop();
});

beforeEach(() => {
  vi.spyOn(HTMLElement.prototype, 'clientHeight', 'get').mockReturnValue(1200);
  vi.spyOn(HTMLElement.prototype, 'clientWidth', 'get').mockReturnValue(800);
  vi.spyOn(HTMLElement.prototype, 'getBoundingClientRect').mockReturnValue(
    DOMRect.fromRect({ width: 800, height: 260 }),
  );
  return () => vi.restoreAllMocks();
});

const TITLES: Readonly<Record<CatalogueType, string>> = {
  'online-courses': 'Cursos online',
  trails: 'Trilhas',
  'presential-courses': 'Cursos presenciais',
  webinars: 'Webinars',
  'live-classes': 'Aulas ao vivo',
};

async function renderCatalogue(type: CatalogueType) {
  const campus = await signedIn('learner', { server });
  const user = userEvent.setup({ delay: null });
  const view = renderWithCampus(<CourseCatalogue type={type} />, campus);
  // The first page arrived: the list or the empty state, never the error state.
  await waitFor(
    () =>
      expect(
        screen.queryByRole('list', { name: `Lista de ${TITLES[type]}` }) ?? screen.getByText('Nenhum item encontrado'),
      ).toBeInTheDocument(),
    { timeout: 30_000 },
  );
  expect(screen.queryByText('Algo deu errado')).not.toBeInTheDocument();
  return { user, ...view };
}

describe('@campus/catalogue against the real API', { timeout: 120_000 }, () => {
  it.each(CATALOGUE_TYPES)('lists %s with the statuses and actions of the demo learner', async (type) => {
    const { campus, unmount } = await renderCatalogue(type);
    const articles = screen.queryAllByRole('article');
    // The demo seed publishes items of every kind for the learner's client.
    expect(articles.length).toBeGreaterThan(0);
    for (const article of articles.slice(0, 5)) {
      expect(within(article).getByRole('button', { name: 'Favorito' })).toBeInTheDocument();
      expect(article.querySelector('[part~="item-status"]')?.textContent).not.toBe('');
    }
    unmount();
    await campus.destroy();
  });

  it('applies every filter of the live classes on the server without a refusal', async () => {
    const { campus, user, unmount } = await renderCatalogue('live-classes');
    await user.click(screen.getByText('Filtros'));
    const panel = screen.getByText('Filtros').closest('details') as HTMLElement;
    for (const select of within(panel).getAllByRole('combobox')) {
      const options = within(select).getAllByRole('option');
      await user.selectOptions(select, options[options.length - 1] as HTMLOptionElement);
    }
    await user.type(within(panel).getByLabelText('A partir de'), '2020-01-01');
    await user.type(screen.getByRole('searchbox', { name: 'Buscar' }), 'aula');
    await waitFor(() => expect(campus.stores.filters.getState().live_classes.search).toBe('aula'), { timeout: 5_000 });
    await waitFor(
      () => expect(screen.queryByRole('list') ?? screen.getByText('Nenhum item encontrado')).toBeInTheDocument(),
      {
        timeout: 30_000,
      },
    );
    expect(screen.queryByText('Algo deu errado')).not.toBeInTheDocument();
    unmount();
    await campus.destroy();
  });

  it('marks a favourite, enrols and opens a trail in place', async () => {
    const { campus, user, unmount } = await renderCatalogue('trails');
    const article = screen.getAllByRole('article')[0] as HTMLElement;
    const favourite = within(article).getByRole('button', { name: 'Favorito' });
    const before = favourite.getAttribute('aria-pressed');
    await user.click(favourite);
    await waitFor(() => expect(favourite.getAttribute('aria-pressed')).not.toBe(before), { timeout: 30_000 });
    const enrol = within(article).queryByRole('button', { name: 'Inscrever-se' });
    if (enrol) {
      await user.click(enrol);
      await waitFor(
        () => expect(within(article).queryByRole('button', { name: 'Inscrever-se' })).not.toBeInTheDocument(),
        {
          timeout: 30_000,
        },
      );
    }
    await user.click(within(article).getByRole('button', { name: 'Ver detalhes' }));
    expect(await screen.findByRole('heading', { name: 'Conteúdo da trilha' }, { timeout: 30_000 })).toBeInTheDocument();
    unmount();
    await campus.destroy();
  });

  it('subscribes to an opened live class after confirming, or says Vagas esgotadas', async () => {
    const { campus, user, unmount } = await renderCatalogue('live-classes');
    const open = screen
      .queryAllByRole('article')
      .find((article) => within(article).queryByRole('button', { name: 'Inscrever-se' }) !== null);
    expect(open).toBeDefined();
    if (open) {
      await user.click(within(open).getByRole('button', { name: 'Inscrever-se' }));
      await user.click(within(screen.getByRole('alertdialog')).getByRole('button', { name: 'Inscrever-se' }));
      await waitFor(
        () =>
          expect(
            within(open).queryByRole('button', { name: 'Acessar' }) ??
              screen.getByRole('alert', { name: '' }).textContent?.match(/Vagas esgotadas/),
          ).toBeTruthy(),
        { timeout: 30_000 },
      );
    }
    unmount();
    await campus.destroy();
  });

  it("shows the activities of the learner's blocked course, blocked on its block test, and opens a done one", async () => {
    const campus = await signedIn('learner', { server });
    const blocked = await campus.api.requestJson('/api/online-courses/', paginatedSchema(onlineCourseSchema), {
      searchParams: { progress: 'blocked' },
    });
    const course = blocked.results[0];
    expect(course).toBeDefined();
    const onActivityOpen = vi.fn();
    const user = userEvent.setup({ delay: null });
    const view = renderWithCampus(
      <CourseDetail type="online-courses" itemId={course?.id ?? 0} onActivityOpen={onActivityOpen} />,
      campus,
    );
    const section = await screen.findByRole('region', { name: 'Atividades' }, { timeout: 30_000 });
    const list = await within(section).findByRole('list', {}, { timeout: 30_000 });
    const entries = within(list).getAllByRole('listitem');
    expect(entries.length).toBeGreaterThanOrEqual(5);
    const test = entries.find((entry) => entry.textContent?.includes('Prova com bloqueio'));
    expect(test).toHaveAccessibleDescription(/Você foi bloqueado nesta prova/);
    expect(within(test as HTMLElement).queryByRole('button')).not.toBeInTheDocument();
    await user.click(within(entries[0] as HTMLElement).getByRole('button', { name: 'Abrir' }));
    expect(onActivityOpen).toHaveBeenCalledWith({ type: 'online-courses', id: course?.id, hierarchyOrder: 1 });
    view.unmount();
    await campus.destroy();
  });
});
