import { screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { afterEach, describe, expect, it, vi } from 'vitest';
import type { SenceCourse } from '@campus/core/schemas';
import { renderWithCampus } from '@campus/ui/testing';
import { courseActivities, onlineCourse } from '../testing/catalogue-fixtures.test-util.js';
import { createCatalogueApi, FAKE_SENCE_URL, LEARNER_SESSION } from '../testing/fake-api.test-util.js';
import { CourseDetail } from './course-detail.js';

const TODAY = new Date().toISOString();

/** The SENCE course 101 with the learner's session as `session` says. */
function senceCourse(session: SenceCourse['session'] = null): SenceCourse {
  return {
    course_id: 101,
    sence_code: '1237654321',
    course_code: 'CL-0042',
    training_line: '3',
    session_open: session?.status === 'open',
    session,
  };
}

const attempt = (more: Partial<NonNullable<SenceCourse['session']>>): NonNullable<SenceCourse['session']> => ({
  status: 'pending',
  error_code: null,
  run: '12.345.678-5',
  started_at: TODAY,
  opened_at: null,
  closed_at: null,
  sence_session_id: null,
  ...more,
});

function setup(session: SenceCourse['session'] = null) {
  const open = session?.status === 'open';
  const api = createCatalogueApi({
    lists: { 'online-courses': [onlineCourse({ enrolled: true, status: 'in_progress', progress: 35 })] },
    activities: { 101: { ...courseActivities(101), sence_course: true, sence_session_required: !open } },
    sence: { 101: senceCourse(session) },
  });
  // The start navigates the page to SENCE with a form POST: the form is caught here, not sent.
  const submitted: HTMLFormElement[] = [];
  vi.spyOn(HTMLFormElement.prototype, 'submit').mockImplementation(function (this: HTMLFormElement) {
    submitted.push(this);
  });
  const user = userEvent.setup();
  renderWithCampus(<CourseDetail type="online-courses" itemId={101} onActivityOpen={vi.fn()} />, {
    api,
    session: LEARNER_SESSION,
  });
  return { api, user, submitted };
}

/**
 * The SENCE panel once its course has loaded: the region is there at once, busy with a skeleton until the SENCE
 * answer arrives (on a busy machine a test found it before that: a CI-like run failed on it).
 */
function loadedPanel(): Promise<HTMLElement> {
  return waitFor(
    () => {
      const panel = screen.getByRole('region', { name: 'Sessão SENCE' });
      if (panel.getAttribute('aria-busy') === 'true') throw new Error('the SENCE panel is still loading');
      return panel;
    },
    { timeout: 10_000 },
  );
}

afterEach(() => {
  vi.restoreAllMocks();
  // The hidden forms the starts added to the page.
  for (const form of [...document.forms]) if (form.hidden) form.remove();
});

describe('SencePanel', { timeout: 20_000 }, () => {
  it('locks the activities, checks the RUN as typed and starts the session with a form POST to SENCE', async () => {
    const { api, user, submitted } = setup();
    const panel = await loadedPanel();
    expect(within(panel).getByText('1237654321')).toBeInTheDocument();
    expect(within(panel).getByText('CL-0042')).toBeInTheDocument();
    const activities = screen.getByRole('region', { name: 'Atividades' });
    expect(within(activities).getByText('Inicie a sessão SENCE de hoje para abrir as atividades.')).toBeInTheDocument();
    expect(within(activities).queryByRole('button', { name: 'Abrir' })).toBeNull();

    const run = within(panel).getByRole('textbox', { name: /RUN/ });
    await user.type(run, '12.345.678-6');
    expect(run).toHaveAccessibleDescription(expect.stringContaining('RUT inválido.'));
    expect(run).toHaveAttribute('aria-invalid', 'true');
    expect(run).toHaveValue('12.345.678-6');
    await user.clear(run);
    await user.type(run, '12.345.678-5');
    expect(run).not.toHaveAttribute('aria-invalid');
    await user.click(within(panel).getByRole('button', { name: 'Iniciar sessão SENCE' }));
    await waitFor(() => expect(submitted).toHaveLength(1));
    expect(api.requests.find((request) => request.method === 'POST')).toMatchObject({
      path: '/api/online-courses/101/sence/sessions/',
      body: { run: '12.345.678-5', return_url: window.location.href },
    });
    const form = submitted[0]!;
    expect(form.method).toBe('post');
    expect(form.action).toBe(FAKE_SENCE_URL);
    expect(Object.fromEntries(new FormData(form))).toEqual({ CodSence: '1237654321', RunAlumno: '12.345.678-5' });
  });

  it('refuses an empty or wrong RUN without calling the API, keeping what was typed', async () => {
    const { api, user, submitted } = setup();
    const panel = await loadedPanel();
    await user.click(within(panel).getByRole('button', { name: 'Iniciar sessão SENCE' }));
    const run = within(panel).getByRole('textbox', { name: /RUN/ });
    expect(run).toHaveFocus();
    expect(run).toHaveAttribute('aria-invalid', 'true');
    await user.type(run, '1234');
    await user.click(within(panel).getByRole('button', { name: 'Iniciar sessão SENCE' }));
    expect(run).toHaveValue('1234');
    expect(api.requests.filter((request) => request.method === 'POST')).toEqual([]);
    expect(submitted).toEqual([]);
  });

  it('shows SENCE’s code with its message after a failed attempt, and offers a retry', async () => {
    setup(attempt({ status: 'failed', error_code: 100 }));
    const panel = await loadedPanel();
    const alert = within(panel).getByRole('alert');
    expect(alert).toHaveTextContent('O SENCE não abriu a sessão (código 100):');
    expect(alert).toHaveTextContent('Senha incorreta ou usuário sem chave SENCE.');
    expect(within(panel).getByRole('button', { name: 'Tentar novamente' })).toBeInTheDocument();
  });

  it('shows a close SENCE refused with its code and message, the session still open and the close offered', async () => {
    setup(attempt({ status: 'open', opened_at: TODAY, sence_session_id: 'S-1', close_error_code: 310 }));
    const panel = await loadedPanel();
    expect(within(panel).getByRole('status')).toHaveTextContent(/Sessão SENCE aberta hoje às/);
    const alert = within(panel).getByRole('alert');
    expect(alert).toHaveTextContent('O SENCE não encerrou a sessão, que continua aberta (código 310):');
    expect(alert).toHaveTextContent('O curso foi encerrado ou abandonado.');
    expect(within(panel).getByRole('button', { name: 'Encerrar sessão SENCE' })).toBeInTheDocument();
  });

  it('shows the open session, opens the activities, and closes the session through SENCE', async () => {
    const { user, submitted } = setup(attempt({ status: 'open', opened_at: TODAY, sence_session_id: 'S-1' }));
    const panel = await loadedPanel();
    expect(within(panel).getByRole('status')).toHaveTextContent(/Sessão SENCE aberta hoje às/);
    expect(within(panel).queryByRole('textbox')).toBeNull();
    const activities = screen.getByRole('region', { name: 'Atividades' });
    expect(within(activities).getAllByRole('button', { name: 'Abrir' }).length).toBeGreaterThan(0);
    await user.click(within(panel).getByRole('button', { name: 'Encerrar sessão SENCE' }));
    await waitFor(() => expect(submitted).toHaveLength(1));
    expect(submitted[0]!.action).toBe(FAKE_SENCE_URL.replace('IniciarSesion', 'CerrarSesion'));
  });
});
