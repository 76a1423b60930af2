import { screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { describe, expect, it } from 'vitest';
import type { Transmission } from '@campus/core/schemas';
import { renderWithCampus } from '@campus/ui/testing';
import { createInstructorApi, demoClassAttendance } from '../testing/instructor-fake-api.test-util.js';
import { ClassAttendance } from './class-attendance.js';

const liveTransmission = (): Transmission => ({
  item_id: 12,
  event_id: null,
  type: 'live_class',
  title: 'Aula ao Vivo: Excel Rápido',
  transmission_status: 'waiting',
  live_class_status: 'opened',
  event_status: null,
  subscribed: false,
  starts_at: '2026-12-08T21:00:00.000Z',
  ends_at: '2026-12-08T22:30:00.000Z',
  recurrence: null,
  has_recording: false,
  stream: null,
  recording: null,
  realtime_area: 'client:1:live:12',
});

describe('ClassAttendance', { timeout: 20_000 }, () => {
  it('lists the learners with a labelled presence toggle each and validates one from the keyboard', async () => {
    const api = createInstructorApi();
    renderWithCampus(<ClassAttendance eventId={7} />, { api, session: true });
    expect(
      await screen.findByRole('heading', { level: 2, name: /Lista de presença: Aula presencial 2/ }),
    ).toBeVisible();
    expect(screen.getByText('2 inscritos · 1 presente')).toBeInTheDocument();
    const igor = screen.getByRole('checkbox', { name: 'Presença de Igor Nunes' });
    expect(igor).not.toBeChecked();
    expect(igor).toHaveAccessibleDescription('Presença ainda não validada');
    const bruno = screen.getByRole('checkbox', { name: 'Presença de Bruno Lima' });
    expect(bruno).toBeChecked();
    expect(bruno).toHaveAccessibleDescription('Validada pelo check-in');
    const user = userEvent.setup();
    igor.focus();
    await user.keyboard(' ');
    await waitFor(() => expect(screen.getByRole('checkbox', { name: 'Presença de Igor Nunes' })).toBeChecked());
    expect(screen.getByRole('status')).toHaveTextContent('Presença de Igor Nunes validada.');
    expect(api.attendance.learners[0]).toMatchObject({ present: true, source: 'instructor' });
    expect(await screen.findByText('2 inscritos · 2 presentes')).toBeInTheDocument();
  });

  it('authorises an activity for one learner, then for the whole class', async () => {
    const api = createInstructorApi();
    renderWithCampus(<ClassAttendance eventId={7} />, { api, session: true });
    const user = userEvent.setup();
    await user.click(await screen.findByRole('button', { name: 'Liberar “Dinâmica em grupo” para Igor Nunes' }));
    await waitFor(() => expect(api.attendance.learners[0]?.authorized_activity_ids).toEqual([302]));
    expect(screen.getByRole('status')).toHaveTextContent('“Dinâmica em grupo” liberada para Igor Nunes.');
    const activities = screen.getByRole('region', { name: 'Atividades da turma' });
    const row = within(activities).getByRole('listitem', { name: 'Dinâmica em grupo' });
    expect(within(row).getByText('Aguarda liberação do instrutor')).toBeInTheDocument();
    await user.click(within(row).getByRole('button', { name: 'Liberar para a turma' }));
    await waitFor(() => expect(within(row).getByText('Liberada')).toBeInTheDocument());
    expect(api.attendance.learners.map((learner) => learner.authorized_activity_ids)).toEqual([[302], [302]]);
    expect(within(activities).getByRole('listitem', { name: 'Boas-vindas ao encontro' })).toHaveTextContent(
      'Aberta a todos os inscritos',
    );
  });

  it('publishes an event’s results while awaited, and then takes no presence change', async () => {
    const api = createInstructorApi({
      attendance: demoClassAttendance({ can_publish_results: true }),
    });
    renderWithCampus(<ClassAttendance eventId={7} />, { api, session: true });
    await userEvent.setup().click(await screen.findByRole('button', { name: 'Publicar resultados' }));
    expect(await screen.findByText('Resultados publicados: os participantes já veem a presença.')).toBeInTheDocument();
    expect(screen.getByRole('checkbox', { name: 'Presença de Igor Nunes' })).toBeDisabled();
  });

  it('starts and finishes a live class’s transmission', async () => {
    const base = demoClassAttendance();
    const api = createInstructorApi({
      attendance: { ...base, class: { ...base.class, kind: 'live_class', id: 12, item_id: 12, status: 'opened' } },
      transmission: liveTransmission(),
    });
    renderWithCampus(<ClassAttendance itemId={12} />, { api, session: true });
    const user = userEvent.setup();
    await user.click(await screen.findByRole('button', { name: 'Iniciar transmissão' }));
    expect(await screen.findByRole('button', { name: 'Encerrar transmissão' })).toBeInTheDocument();
    expect(screen.getByText('Ao vivo')).toBeInTheDocument();
    await user.click(screen.getByRole('button', { name: 'Encerrar transmissão' }));
    expect(await screen.findByText('Encerrada')).toBeInTheDocument();
  });

  it('says not-found for a class that is not the caller’s, and for no class at all', async () => {
    renderWithCampus(<ClassAttendance eventId={99} />, { api: createInstructorApi(), session: true });
    expect(await screen.findByText('Não encontrado ou não possui permissão para acessar.')).toBeInTheDocument();
  });
});
