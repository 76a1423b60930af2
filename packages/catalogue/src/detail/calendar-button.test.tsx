import { screen, waitFor } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { apiError, createFakeApi } from '@campus/core/testing';
import { renderWithCampus } from '@campus/ui/testing';
import { CalendarButton } from './calendar-button.js';

const ICS = 'BEGIN:VCALENDAR\r\nBEGIN:VEVENT\r\nSUMMARY:Aula\r\nEND:VEVENT\r\nEND:VCALENDAR\r\n';
let saved: { download: string }[];
let files: Blob[];

beforeEach(() => {
  saved = [];
  files = [];
  // jsdom has neither object URLs nor downloads: record what the button asks of them.
  vi.stubGlobal(
    'URL',
    Object.assign(URL, {
      createObjectURL: (blob: Blob) => {
        files.push(blob);
        return `blob:https://campus.test/${files.length}`;
      },
      revokeObjectURL: () => undefined,
    }),
  );
  vi.spyOn(HTMLAnchorElement.prototype, 'click').mockImplementation(function (this: HTMLAnchorElement) {
    saved.push({ download: this.download });
  });
});

afterEach(() => {
  vi.restoreAllMocks();
  vi.unstubAllGlobals();
});

/** A fake API answering the calendar with an .ics (the fake's own answers are JSON), recording the query. */
function calendarApi(options: { fail?: boolean } = {}) {
  const api = createFakeApi({
    'GET /api/:kind/:id/calendar/': () => (options.fail ? apiError(400, 'invalid_time_zone') : undefined),
  });
  const queries: URLSearchParams[] = [];
  const answer = api.fetch;
  const fetch = async (input: RequestInfo | URL, init?: RequestInit) => {
    const url = new URL(input instanceof Request ? input.url : String(input));
    if (url.pathname.endsWith('/calendar/') && !options.fail) {
      queries.push(url.searchParams);
      return new Response(ICS, { status: 200, headers: { 'content-type': 'text/calendar; charset=utf-8' } });
    }
    return answer(input, init);
  };
  return Object.assign(api, { fetch, queries });
}

describe('<CalendarButton>', () => {
  it('downloads the class’s .ics in the browser’s time zone and says so', async () => {
    const api = calendarApi();
    renderWithCampus(<CalendarButton kind="live-classes" id={7} title="Aula ao Vivo: Negociação" />, {
      api,
      session: true,
    });
    await userEvent.setup().click(await screen.findByRole('button', { name: 'Adicionar ao calendário' }));
    await waitFor(() => expect(saved).toEqual([{ download: 'aula-ao-vivo-negociacao.ics' }]));
    expect(api.queries[0]?.get('tz')).toBe(Intl.DateTimeFormat().resolvedOptions().timeZone);
    expect(api.queries[0]?.has('event')).toBe(false);
    expect(await files[0]?.text()).toBe(ICS);
    expect(screen.getByRole('status')).toHaveTextContent(
      'Arquivo do calendário de “Aula ao Vivo: Negociação” baixado.',
    );
  });

  it('asks for one event of a presential course, and explains a failure', async () => {
    const api = calendarApi({ fail: true });
    renderWithCampus(<CalendarButton kind="presential-courses" id={3} eventId={12} title="Aula presencial 1" />, {
      api,
      session: true,
      locale: 'en-US',
    });
    await userEvent.setup().click(await screen.findByRole('button', { name: 'Add to calendar' }));
    expect(await screen.findByRole('alert')).toHaveTextContent('The calendar file could not be created.');
    expect(saved).toEqual([]);
    expect(api.to('GET /api/presential-courses/3/calendar/')[0]?.query.get('event')).toBe('12');
  });
});
