import { describe, expect, it } from 'vitest';
import { screen, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { RouterProvider } from '../routes/router';
import { createTestRouter } from '../testing/memory-router.test-util';
import { ACHIEVEMENT_PATHS } from '@campus/core/api';
import { badgesResponseSchema, certificatesResponseSchema } from '@campus/core/schemas';
import { answer, createFakeApi, FAKE_SESSION } from '@campus/core/testing';
import { ToastProvider } from '@campus/ui';
import { renderWithCampus } from '@campus/ui/testing';
import { useSiteMessages } from '../messages/site-messages';
import ProfilePage from './profile-page';

const api = () =>
  createFakeApi({
    [`GET ${ACHIEVEMENT_PATHS.certificates}`]: () =>
      answer(certificatesResponseSchema, {
        results: [
          {
            id: 3,
            training_type: 'online_course',
            training_id: 8,
            training_title: 'Código de Conduta',
            workload_minutes: 60,
            issued_at: '2026-11-20T12:00:00Z',
            code: 'MBDJ-3005-PTEF',
          },
        ],
      }),
    [`GET ${ACHIEVEMENT_PATHS.badges}`]: () =>
      answer(badgesResponseSchema, {
        results: [
          {
            id: 1,
            code: 'first-course',
            name: 'Primeiro curso',
            description: 'Concluiu o primeiro curso.',
            image: null,
            rule: { kind: 'first_course_finished' },
            earned_at: '2026-11-20T12:00:00Z',
            progress: { current: 1, target: 1 },
          },
        ],
      }),
  });

function renderProfile(path = '/profile') {
  function WithMessages() {
    useSiteMessages();
    return (
      <ToastProvider>
        <ProfilePage />
      </ToastProvider>
    );
  }
  const router = createTestRouter([{ id: 'profile', path: '/profile', element: <WithMessages /> }], { path });
  renderWithCampus(<RouterProvider router={router} />, { api: api(), session: FAKE_SESSION });
  return router;
}

describe('the profile page', () => {
  it('opens on the personal data tab, and the other tabs are in the address', async () => {
    const router = renderProfile();
    const tabs = await screen.findByRole('tablist', { name: 'Seções do perfil' });
    expect(within(tabs).getByRole('tab', { name: 'Dados pessoais' })).toHaveAttribute('aria-selected', 'true');
    await userEvent.click(within(tabs).getByRole('tab', { name: 'Certificados' }));
    expect(await screen.findByRole('listitem', { name: 'Código de Conduta' })).toHaveTextContent('MBDJ-3005-PTEF');
    await userEvent.click(within(tabs).getByRole('tab', { name: 'Medalhas' }));
    expect(await screen.findByRole('listitem', { name: 'Primeiro curso' })).toBeInTheDocument();
    expect(router.state.location.search).toBe('?tab=badges');
  });

  it('opens the tab the address names', async () => {
    renderProfile('/profile?tab=badges');
    expect(await screen.findByRole('tab', { name: 'Medalhas' })).toHaveAttribute('aria-selected', 'true');
  });

  it('points the certificates’ share link at the site’s verification page', async () => {
    const user = userEvent.setup();
    renderProfile('/profile?tab=certificates');
    await user.click(await screen.findByRole('button', { name: /Copiar link de verificação do certificado/ }));
    expect(await navigator.clipboard.readText()).toBe(`${window.location.origin}/certificates/verify/MBDJ-3005-PTEF`);
  });
});
