import { screen, within } from '@testing-library/react';
import { describe, expect, it } from 'vitest';
import { renderWithCampus } from '@campus/ui/testing';
import { BadgeList } from './badge-list.js';
import { createAchievementsApi, LEARNER_SESSION } from '../testing/fake-api.test-util.js';

describe('<BadgeList>', { timeout: 20_000 }, () => {
  it('shows the earned badges first with the day, then the others with their progress', async () => {
    renderWithCampus(<BadgeList />, { api: createAchievementsApi(), session: LEARNER_SESSION });
    const list = await screen.findByRole('list', { name: 'Minhas medalhas' });
    const items = within(list).getAllByRole('listitem');
    expect(items.map((item) => item.getAttribute('data-code'))).toEqual([
      'first-course',
      'five-courses',
      'points-1000',
    ]);
    expect(items[0]).toHaveTextContent('Conquistada em 20 de nov. de 2026');
    expect(items[0]?.getAttribute('data-earned')).toBe('true');
    expect(within(items[0] as HTMLElement).queryByRole('progressbar')).toBeNull();
    expect(items[1]).toHaveTextContent('Ainda não conquistada · 3 de 5');
    const progress = within(items[1] as HTMLElement).getByRole('progressbar', {
      name: 'Progresso da medalha Cinco cursos',
    });
    expect(progress).toHaveAttribute('value', '3');
    expect(progress).toHaveAttribute('max', '5');
    expect(items[2]).toHaveTextContent('250 de 1.000');
    expect(screen.getByText('1 de 3 medalhas conquistadas')).toBeInTheDocument();
  });

  it('loads the pictures from the API with an empty alt (the name is beside them)', async () => {
    renderWithCampus(<BadgeList />, { api: createAchievementsApi(), session: LEARNER_SESSION });
    const first = await screen.findByRole('listitem', { name: 'Primeiro curso' });
    const image = first.querySelector('img');
    expect(image).toHaveAttribute('src', 'https://api.campus.test/static/badges/first-course.svg');
    expect(image).toHaveAttribute('alt', '');
  });

  it('has an empty state and an error state', async () => {
    const { unmount } = renderWithCampus(<BadgeList />, {
      api: createAchievementsApi({ badges: { results: [] } }),
      session: LEARNER_SESSION,
    });
    expect(await screen.findByText('Nenhuma medalha disponível no momento.')).toBeInTheDocument();
    unmount();
    renderWithCampus(<BadgeList />, {
      api: createAchievementsApi({ fail: () => ({ status: 500, code: 'server_error' }) }),
      session: LEARNER_SESSION,
    });
    expect(await screen.findByRole('button', { name: 'Tentar novamente' })).toBeInTheDocument();
  });

  it('speaks French', async () => {
    renderWithCampus(<BadgeList />, { api: createAchievementsApi(), session: LEARNER_SESSION, locale: 'fr-FR' });
    expect(await screen.findByText('Pas encore obtenu · 3 sur 5')).toBeInTheDocument();
  });
});
