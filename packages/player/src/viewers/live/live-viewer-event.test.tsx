import { act, screen } from '@testing-library/react';
import { afterEach, describe, expect, it, vi } from 'vitest';
import { createTestCampus } from '@campus/core/testing';
import { renderWithCampus } from '@campus/ui/testing';
import { PlayerEventContext } from '../../player/player-event.js';
import type { PlayerEvent } from '../../player/player-event.js';
import { createLiveApi, LIVE_ACTIVITY, liveTransmission } from './live-fixtures.test-util.js';
import { LiveViewer, transmissionSource } from './live-viewer.js';

// The live viewer in an in-person course's live event, and a stream hosted outside the platform (issue 26).

const COURSE_ID = 30;
const EVENT_ID = 31;
const EVENT_AREA = `client:1:live:${COURSE_ID}:event:${EVENT_ID}`;

function renderInEvent(event: PlayerEvent, start = liveTransmission()) {
  const api = createLiveApi(start);
  const campus = createTestCampus({ api, session: true, locale: 'pt-BR' });
  const view = renderWithCampus(
    <PlayerEventContext.Provider value={event}>
      <LiveViewer
        campus={campus}
        activity={LIVE_ACTIVITY}
        holder={{ kind: 'presential-courses', id: String(COURSE_ID) }}
        report={vi.fn(async () => {})}
        onState={vi.fn()}
        onStatement={vi.fn()}
      />
    </PlayerEventContext.Provider>,
    campus,
  );
  return { ...view, api, campus };
}

const eventTransmission = (overrides: Parameters<typeof liveTransmission>[0] = {}) =>
  liveTransmission({
    item_id: COURSE_ID,
    event_id: EVENT_ID,
    title: 'Aula ao vivo de acompanhamento 2',
    event_status: 'scheduled',
    realtime_area: EVENT_AREA,
    recurrence: null,
    ...overrides,
  });

describe('transmissionSource', () => {
  it('is the live class’s or webinar’s own, or an in-person course’s live event’s; none for an in-person class', () => {
    expect(transmissionSource({ kind: 'webinars', id: 4 }, {})).toEqual({ kind: 'webinars', id: 4 });
    const event = (type: string) => transmissionSource({ kind: 'presential-courses', id: 30 }, { id: '31', type });
    expect(event('live-class')).toEqual({ kind: 'presential-events', id: '31' });
    expect(event('webinar')).toEqual({ kind: 'presential-events', id: '31' });
    expect(event('live_class')).toEqual({ kind: 'presential-events', id: '31' });
    expect(event('presential-class')).toBeUndefined();
    expect(transmissionSource({ kind: 'presential-courses', id: 30 }, {})).toBeUndefined();
    expect(transmissionSource({ kind: 'online-courses', id: 1 }, { id: '31', type: 'webinar' })).toBeUndefined();
  });
});

describe('<LiveViewer> in an in-person course’s live event', () => {
  afterEach(() => vi.restoreAllMocks());

  it('follows the event’s transmission from waiting to live, with the event’s status, in its own area', async () => {
    const { api, campus, container } = renderInEvent({ id: String(EVENT_ID), type: 'live-class' }, eventTransmission());
    expect(await screen.findByText('Aguardando a transmissão', { selector: 'p' })).toBeInTheDocument();
    expect(api.requests[0]?.path).toBe(`/api/presential-events/${EVENT_ID}/transmission/`);
    expect(screen.getByRole('list', { name: 'Situação da aula' })).toHaveTextContent('Agendado');

    api.set(
      eventTransmission({
        transmission_status: 'live',
        event_status: 'live',
        stream: { kind: 'video', url: '/static/demo/live/aula-ao-vivo.mp4' },
      }),
    );
    act(() => campus.realtime.emit({ area: EVENT_AREA, item_id: COURSE_ID, event_id: EVENT_ID }, 'transmission'));
    expect(await screen.findByText('Assista à transmissão ao vivo')).toBeInTheDocument();
    expect(screen.getByRole('list', { name: 'Situação da aula' })).toHaveTextContent('Ao vivo');
    await vi.waitFor(() => expect(container.querySelector('video')).not.toBeNull(), { timeout: 5000 });
  });

  it('says a session ended when a live transmission waits again (a repeating class’s next session)', async () => {
    const { api, campus } = renderInEvent({ id: String(EVENT_ID), type: 'webinar' }, eventTransmission());
    await screen.findByText('Aguardando a transmissão', { selector: 'p' });
    const emit = () =>
      act(() => campus.realtime.emit({ area: EVENT_AREA, item_id: COURSE_ID, event_id: EVENT_ID }, 'transmission'));
    api.set(eventTransmission({ transmission_status: 'live' }));
    emit();
    expect(await screen.findByText('A transmissão começou.')).toBeInTheDocument();
    api.set(eventTransmission({ transmission_status: 'waiting' }));
    emit();
    expect(
      await screen.findByText('Esta sessão terminou. A transmissão da próxima sessão aparece aqui.'),
    ).toHaveAttribute('role', 'status');
  });

  it('says an in-person class has no transmission, asking for none', async () => {
    const { api } = renderInEvent({ id: String(EVENT_ID), type: 'presential-class' });
    expect(
      await screen.findByText('Esta atividade acontece ao vivo com o instrutor e não tem transmissão neste curso.'),
    ).toBeInTheDocument();
    expect(api.requests).toHaveLength(0);
  });
});

describe('<LiveViewer> with a stream hosted outside the platform', () => {
  afterEach(() => vi.restoreAllMocks());

  const youtube = () =>
    liveTransmission({
      transmission_status: 'live',
      stream: { kind: 'youtube', url: 'https://www.youtube.com/watch?v=M7lc1UVf-VE' },
    });

  it('online: the embed, a note that it needs the internet, and a link to open it; offline: a notice instead', async () => {
    const api = createLiveApi(youtube());
    const campus = createTestCampus({ api, session: true, locale: 'pt-BR' });
    const onLine = vi.spyOn(navigator, 'onLine', 'get').mockReturnValue(true);
    const { container } = renderWithCampus(
      <LiveViewer
        campus={campus}
        activity={LIVE_ACTIVITY}
        holder={{ kind: 'live-classes', id: '7' }}
        report={vi.fn(async () => {})}
        onState={vi.fn()}
        onStatement={vi.fn()}
      />,
      campus,
    );
    expect(
      await screen.findByText(/Transmitido pelo YouTube: é preciso estar conectado à internet para assistir\./),
    ).toBeInTheDocument();
    expect(screen.getByRole('link', { name: 'Abrir a transmissão em uma nova aba' })).toHaveAttribute(
      'href',
      'https://www.youtube.com/watch?v=M7lc1UVf-VE',
    );
    await vi.waitFor(() => expect(container.querySelector('iframe')).not.toBeNull(), { timeout: 5000 });

    onLine.mockReturnValue(false);
    act(() => {
      window.dispatchEvent(new Event('offline'));
    });
    expect(await screen.findByText(/Você está sem conexão com a internet/)).toHaveAttribute('role', 'status');
    expect(container.querySelector('iframe')).toBeNull();
  });
});
