import { act, screen, waitFor } from '@testing-library/react';
import { describe, expect, it, vi } from 'vitest';
import type { ActivityHolderKind } from '@campus/core/api';
import { createTestCampus } from '@campus/core/testing';
import type { Locale } from '@campus/core';
import { renderWithCampus } from '@campus/ui/testing';
import { createLiveApi, LIVE_ACTIVITY, LIVE_AREA, LIVE_CLASS_ID, liveTransmission } from './live-fixtures.test-util.js';
import { LiveViewer } from './live-viewer.js';

/** The viewer as the player mounts it for a live class's activity. */
function renderViewer(options: { kind?: ActivityHolderKind; locale?: Locale } = {}) {
  const api = createLiveApi();
  const campus = createTestCampus({ api, session: true, locale: options.locale ?? 'pt-BR' });
  const onStatement = vi.fn();
  const view = renderWithCampus(
    <LiveViewer
      campus={campus}
      activity={LIVE_ACTIVITY}
      holder={{ kind: options.kind ?? 'live-classes', id: String(LIVE_CLASS_ID) }}
      report={vi.fn(async () => {})}
      onState={vi.fn()}
      onStatement={onStatement}
    />,
    campus,
  );
  /** The server moves the transmission and announces it in the class's area. */
  const move = (overrides: Parameters<typeof liveTransmission>[0]) => {
    api.set(liveTransmission(overrides));
    act(() => campus.realtime.emit({ area: LIVE_AREA, item_id: LIVE_CLASS_ID }, 'transmission'));
  };
  return { api, onStatement, move, ...view };
}

describe('<LiveViewer>', () => {
  it('waits with the date in the browser’s zone, a countdown, the recurrence and the class’s status', async () => {
    const { onStatement, api } = renderViewer();
    expect(await screen.findByText('Aguardando a transmissão', { selector: 'p' })).toBeInTheDocument();
    expect(api.requests[0]?.path).toBe(`/api/live-classes/${LIVE_CLASS_ID}/transmission/`);
    const zone = Intl.DateTimeFormat().resolvedOptions().timeZone;
    expect(screen.getByText(new RegExp(`^Início: .+ \\(${zone.replace('/', '\\/')}\\)$`))).toBeInTheDocument();
    expect(screen.getByRole('timer')).toHaveTextContent(/^Começa em 2 d 3 h 1[45] min$/);
    expect(screen.getByText('Repete toda semana · 8 encontros no total')).toBeInTheDocument();
    const badges = screen.getByRole('list', { name: 'Situação da aula' });
    expect(badges).toHaveTextContent('Inscrições abertas');
    expect(badges).toHaveTextContent('Inscrito');
    expect(onStatement).toHaveBeenCalledWith('initialized');
  });

  it('shows the stream when the class goes live, and the recording when it ends, without a reload', async () => {
    const { move, container } = renderViewer();
    await screen.findByText('Aguardando a transmissão', { selector: 'p' });
    move({ transmission_status: 'live', stream: { kind: 'video', url: '/static/demo/live/aula-ao-vivo.mp4' } });
    expect(await screen.findByText('Assista à transmissão ao vivo')).toBeInTheDocument();
    expect(screen.getByText('A transmissão começou.')).toHaveAttribute('role', 'status');
    // The media viewer plays it (its chunk loads on demand), from the API's host.
    // Its source is set in an effect after the render that adds the <video>.
    await waitFor(() =>
      expect(container.querySelector('video')?.getAttribute('src')).toMatch(/\/static\/demo\/live\/aula-ao-vivo\.mp4$/),
    );
    expect(screen.queryByRole('timer')).not.toBeInTheDocument();

    move({ transmission_status: 'finished', recording: { kind: 'video', url: '/static/demo/live/gravacao.mp4' } });
    expect(await screen.findByText('Gravação da aula')).toBeInTheDocument();
    expect(screen.getByText('A transmissão terminou.')).toHaveAttribute('role', 'status');
    await waitFor(() => expect(container.querySelector('video')?.getAttribute('src')).toMatch(/gravacao\.mp4$/));
  });

  it('asks a learner who is not subscribed to subscribe; a class without recording says it finished', async () => {
    const { move } = renderViewer({ locale: 'en-US' });
    await screen.findByText('Waiting for the broadcast', { selector: 'p' });
    move({ transmission_status: 'live', subscribed: false, live_class_status: 'no_vacancy' });
    expect(await screen.findByText('Enrol in the class to watch the broadcast.')).toBeInTheDocument();
    expect(screen.getByRole('list', { name: 'Class status' })).toHaveTextContent('Fully booked');
    move({ transmission_status: 'finished', has_recording: false, subscribed: true });
    expect(await screen.findByText('This broadcast has ended.')).toBeInTheDocument();
    expect(screen.getByText('This class has no recording.')).toBeInTheDocument();
  });

  it('reads the transmission again every minute, should a realtime event be lost', async () => {
    vi.useFakeTimers({ toFake: ['setInterval', 'clearInterval'] });
    try {
      const { api } = renderViewer();
      await screen.findByText('Aguardando a transmissão', { selector: 'p' });
      api.set(liveTransmission({ transmission_status: 'live', subscribed: false }));
      act(() => vi.advanceTimersByTime(60_000));
      expect(await screen.findByText('Inscreva-se na aula para assistir à transmissão.')).toBeInTheDocument();
      expect(api.to(`GET /api/live-classes/${LIVE_CLASS_ID}/transmission/`)).toHaveLength(2);
    } finally {
      vi.useRealTimers();
    }
  });

  it('says plainly that a live activity of an online course has no transmission, asking for none', async () => {
    const { api } = renderViewer({ kind: 'online-courses' });
    expect(
      await screen.findByText('Esta atividade acontece ao vivo com o instrutor e não tem transmissão neste curso.'),
    ).toBeInTheDocument();
    expect(screen.queryByRole('alert')).not.toBeInTheDocument();
    expect(api.requests).toEqual([]);
  });
});
