import { screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { describe, expect, it, vi } from 'vitest';
import {
  liveClass,
  onlineCourse,
  presentialCatalogDetail,
  presentialCourse,
  presentialCourseDetail,
  trailDetail,
  webinar,
} from '../testing/catalogue-fixtures.test-util';
import { createFakeApi } from '../testing/fake-api.test-util';
import type { FakeApiOptions } from '../testing/fake-api.test-util';
import { renderWithApi } from '../testing/render.test-util';
import { CourseDetail } from './course-detail';
import type { CourseDetailProps } from './course-detail';

function setup(options: FakeApiOptions, props: Omit<CourseDetailProps, 'onCourseOpen'>) {
  const api = createFakeApi(options);
  const onCourseOpen = vi.fn();
  const user = userEvent.setup();
  return { api, onCourseOpen, user, ...renderWithApi(<CourseDetail onCourseOpen={onCourseOpen} {...props} />, api) };
}

describe('CourseDetail', { timeout: 20_000 }, () => {
  it('shows a course with its status, progress and facts, and continues it', async () => {
    const course = onlineCourse({ enrolled: true, status: 'in_progress', progress: 60 });
    const { user, onCourseOpen, api } = setup(
      { lists: { 'online-courses': [course] } },
      { type: 'online-courses', itemId: 101 },
    );
    expect(screen.getByText('Carregando')).toBeInTheDocument();
    const detail = await screen.findByRole('article', { name: 'Excel para vendas' });
    expect(within(detail).getByText('Em andamento')).toBeInTheDocument();
    expect(within(detail).getByRole('progressbar', { name: 'Progresso' })).toHaveAttribute('aria-valuetext', '60%');
    expect(within(detail).getByText('1 h 30 min')).toBeInTheDocument();
    expect(within(detail).getByText('As atividades deste curso abrem no player.')).toBeInTheDocument();
    await user.click(within(detail).getByRole('button', { name: 'Continuar' }));
    expect(onCourseOpen).toHaveBeenCalledWith({ type: 'online-courses', id: 101 });
    expect(api.requests[0]).toMatchObject({ method: 'GET', path: '/api/online-courses/101/' });
  });

  it('shows a trail with its items; an item opens in place and back returns', async () => {
    const { user, onCourseOpen } = setup(
      {
        details: { 'trails/201': trailDetail(), 'presential-catalogs/601': presentialCatalogDetail() },
      },
      { type: 'trails', itemId: '201' },
    );
    const items = await screen.findByRole('region', { name: 'Conteúdo da trilha' });
    expect(
      within(items)
        .getAllByRole('article')
        .map((article) => article.getAttribute('aria-labelledby') && article.textContent),
    ).toHaveLength(4);
    expect(within(items).getByRole('article', { name: 'Mentoria ao vivo' })).toBeInTheDocument();
    await user.click(
      within(within(items).getByRole('article', { name: 'Mentoria ao vivo' })).getByRole('button', { name: 'Acessar' }),
    );
    expect(onCourseOpen).toHaveBeenCalledWith({ type: 'live-classes', id: 502, trailId: 201 });

    await user.click(
      within(within(items).getByRole('article', { name: 'Oficinas de liderança' })).getByRole('button', {
        name: 'Ver detalhes',
      }),
    );
    expect(await screen.findByRole('heading', { level: 2, name: 'Oficinas de liderança' })).toHaveFocus();
    const courses = screen.getByRole('region', { name: 'Cursos presenciais' });
    expect(within(courses).getByRole('article', { name: 'Oficina de feedback' })).toBeInTheDocument();
    await user.click(screen.getByRole('button', { name: 'Voltar' }));
    expect(await screen.findByRole('heading', { level: 2, name: 'Trilha de liderança' })).toBeInTheDocument();
  });

  it('passes the trail and presential catalogue on when a course of a catalogue is entered', async () => {
    const catalog = presentialCatalogDetail({
      presential_courses: [
        presentialCourse({ id: 302, title: 'Oficina de feedback', presential_status: 'live', enrolled: true }),
      ],
    });
    const { user, onCourseOpen } = setup(
      { details: { 'presential-catalogs/601': catalog } },
      { type: 'presential-catalogs', itemId: 601, trailId: 201 },
    );
    const course = await screen.findByRole('article', { name: 'Oficina de feedback' });
    await user.click(within(course).getByRole('button', { name: 'Acessar' }));
    expect(onCourseOpen).toHaveBeenCalledWith({ type: 'presential-courses', id: 302, trailId: 201, catalogId: 601 });
  });

  it('shows a presential course with its events, seats and Vagas esgotadas', async () => {
    const detail = presentialCourseDetail();
    detail.events[0] = { ...detail.events[0]!, available_vacancies: 0 };
    setup({ details: { 'presential-courses/301': detail } }, { type: 'presential-courses', itemId: 301 });
    const events = await screen.findByRole('region', { name: /Eventos/ });
    const entries = within(events).getAllByRole('listitem');
    expect(entries).toHaveLength(2);
    expect(entries[0]).toHaveTextContent('Aula presencial');
    expect(entries[0]).toHaveTextContent('Vagas esgotadas');
    expect(entries[0]).toHaveTextContent('0 de 30 disponíveis');
    expect(entries[1]).toHaveTextContent('Aula ao vivo');
    expect(entries[1]).toHaveTextContent('Sem limite');
    expect(screen.getByRole('button', { name: 'Inscrever-se' })).toBeInTheDocument();
  });

  it('shows a webinar with its transmission date and speaker, and subscribes after confirming', async () => {
    const user = userEvent.setup();
    const api = createFakeApi({ lists: { webinars: [webinar()] } });
    renderWithApi(<CourseDetail type="webinars" itemId={401} />, api, 'en-US');
    const detail = await screen.findByRole('article', { name: 'Tendências do varejo' });
    expect(await within(detail).findByText('Transmission')).toBeInTheDocument();
    expect(within(detail).getByText(/Dec 10, 2026/)).toBeInTheDocument();
    expect(within(detail).getByText('Ana Souza')).toBeInTheDocument();
    await user.click(within(detail).getByRole('button', { name: 'Sign up' }));
    await user.click(
      within(screen.getByRole('alertdialog', { name: 'Confirm sign-up?' })).getByRole('button', { name: 'Sign up' }),
    );
    await within(detail).findByRole('button', { name: 'Join' });
    expect(await screen.findByText('You are enrolled in “Tendências do varejo”.')).toBeInTheDocument();
  });

  it('says the item was not found (404), and retries other failures', async () => {
    setup({}, { type: 'live-classes', itemId: 999 });
    expect(await screen.findByText('Não encontrado ou não possui permissão para acessar.')).toBeInTheDocument();
  });

  it('refuses an unknown type or id without asking', () => {
    const { api } = setup({ lists: { 'live-classes': [liveClass()] } }, { type: 'podcasts', itemId: 'x' });
    expect(screen.getByText('Não encontrado ou não possui permissão para acessar.')).toBeInTheDocument();
    expect(api.requests).toHaveLength(0);
  });

  it('retries after a failure', async () => {
    let failing = true;
    const { user } = setup(
      {
        lists: { 'live-classes': [liveClass()] },
        fail: () => (failing ? { status: 503, code: 'unavailable' } : undefined),
      },
      { type: 'live-classes', itemId: 501 },
    );
    const retry = await screen.findByRole('button', { name: 'Tentar novamente' });
    failing = false;
    await user.click(retry);
    await waitFor(() =>
      expect(screen.getByRole('article', { name: 'Técnicas de negociação ao vivo' })).toBeInTheDocument(),
    );
  });
});
