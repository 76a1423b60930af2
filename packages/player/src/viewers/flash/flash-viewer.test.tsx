import { screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { afterEach, beforeEach, describe, expect, it } from 'vitest';
import { API_PATHS } from '@campus/core/api';
import { renderWithCampus } from '@campus/ui/testing';
import { ActivityPlayer } from '../../player/activity-player.js';
import { createPlayerApi } from '../../testing/fake-api.test-util.js';
import { demoActivities } from '../../testing/player-fixtures.test-util.js';

// jsdom does not navigate: the download link's default action is stopped before it tries.
const stopNavigation = (event: Event) => event.preventDefault();
beforeEach(() => document.addEventListener('click', stopNavigation, true));
afterEach(() => document.removeEventListener('click', stopNavigation, true));

describe('FlashViewer in the player', { timeout: 20_000 }, () => {
  it('never plays Flash: offers the file, and the download completes the activity through files/complete', async () => {
    const [first, ...others] = demoActivities();
    const flash = {
      ...first!,
      id: 201,
      title: 'Animação de boas-vindas',
      type: 'flash' as const,
      status: 'not_started' as const,
      progress: 0,
    };
    const api = createPlayerApi({ activities: [flash, ...others] });
    renderWithCampus(<ActivityPlayer itemId={42} hierarchyOrder={1} />, { api, session: true });
    expect(await screen.findByText('Conteúdo em Flash')).toBeInTheDocument();
    const link = screen.getByRole('link', { name: 'Baixar o arquivo' });
    expect(link).toHaveAttribute('href', 'https://content.campus.test/201/token/content');
    await userEvent.setup().click(link);
    expect(await screen.findByText('Download registrado.')).toBeInTheDocument();
    const sent = api.to(`POST ${API_PATHS.filesComplete}`);
    expect(sent).toHaveLength(1);
    expect(sent[0]?.form?.['url']).toBe('https://content.campus.test/201/token/content');
    // No bearer on this call (spec §7).
    expect(sent[0]?.headers.get('authorization')).toBeNull();
    const menu = screen.getByRole('navigation', { name: 'Atividades do curso' });
    await waitFor(() =>
      expect(within(menu).getAllByRole('listitem')[0]).toHaveTextContent('Animação Flash · Concluída'),
    );
  });
});
