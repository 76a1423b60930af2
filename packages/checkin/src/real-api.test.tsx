// The check-in against the real reference API: @campus/server on an in-memory PGlite with the demo seed, in a
// child process, reached through the Campus client's own fetch (no fake anywhere). The administrator creates
// the events it needs with fresh codes; `agent` (Creator) checks in, `owner` (basic) cannot.
import { screen, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { startReferenceApi } from '@campus/server/test-support/reference-api';
import type { ReferenceApi } from '@campus/server/test-support/reference-api';
import { renderWithCampus } from '@campus/ui/testing';
import { IDEMPOTENCY_KEY_HEADER } from '@campus/core';
import { adminEventSchema, adminEventsResponseSchema } from '@campus/core/schemas';
import type { Campus } from '@campus/core';
import type { AdminEventWire } from '@campus/core/schemas';
import { CheckIn } from './check-in/check-in.js';
import { blankImageFile } from './testing/qr-image.test-util.js';
import type { QrReader } from './qr/qr-reader.js';
import { signedIn } from '../../server/src/test-support/signed-in.test-util.js';

let server: ReferenceApi | undefined;

beforeAll(async () => {
  server = await startReferenceApi();
}, 180_000);

afterAll(async () => {
  await server?.stop();
});

/** A code no other event uses (six random digits; the server refuses a taken one with 409). */
const randomCode = () => String(Math.floor(Math.random() * 1_000_000)).padStart(6, '0');

/** Creates an event happening now (or at `offsetHours`) through the administrator's API. */
async function createEvent(admin: Campus, title: string, offsetHours = -1): Promise<AdminEventWire> {
  const begin = new Date(Date.now() + offsetHours * 3_600_000);
  return admin.api.requestJson('/api/admin/events/', adminEventSchema, {
    method: 'POST',
    headers: { [IDEMPOTENCY_KEY_HEADER]: `checkin-real-api-${randomCode()}-${Date.now()}` },
    json: {
      type: 'training',
      title,
      begin_at: begin.toISOString(),
      end_at: new Date(begin.getTime() + 4 * 3_600_000).toISOString(),
      points: 150,
      check_in_code: randomCode(),
      minimum_level: 'intermediate',
    },
  });
}

/** A reader that "sees" the given text in any picture: the image decoding itself is the browser test's. */
const readerSeeing = (text: string): QrReader => ({
  readImage: () => Promise.resolve(text),
  readFrame: () => Promise.resolve(null),
});

describe('@campus/checkin against the real API', { timeout: 120_000 }, () => {
  it('agent checks in with an event’s code, sees the points, then is told it was already done', async () => {
    const admin = await signedIn('admin', { server });
    const event = await createEvent(admin, `Check-in por código ${randomCode()}`);
    const campus = await signedIn('agent', { server });
    const user = userEvent.setup({ delay: null });
    const view = renderWithCampus(<CheckIn />, campus);
    expect(await screen.findByRole('article', { name: event.title }, { timeout: 30_000 })).toBeInTheDocument();
    await user.click(screen.getByRole('textbox', { name: 'Dígito 1 de 6' }));
    await user.keyboard(event.check_in_code);
    await user.click(screen.getByRole('button', { name: 'Fazer check-in' }));
    expect(
      await screen.findByText(`Você ganhou 150 pontos em “${event.title}”.`, {}, { timeout: 30_000 }),
    ).toBeVisible();
    const card = screen.getByRole('article', { name: event.title });
    expect(await within(card).findByText('Check-in feito', {}, { timeout: 30_000 })).toBeInTheDocument();

    await user.click(screen.getByRole('button', { name: 'Fazer outro check-in' }));
    await user.click(screen.getByRole('textbox', { name: 'Dígito 1 de 6' }));
    await user.keyboard(event.check_in_code);
    await user.click(screen.getByRole('button', { name: 'Fazer check-in' }));
    expect(await screen.findByRole('alert', {}, { timeout: 30_000 })).toHaveTextContent(
      'Você já fez check-in neste evento.',
    );
    view.unmount();
    await Promise.all([campus.destroy(), admin.destroy()]);
  });

  it('agent checks in with an event’s QR secret, and a wrong code is invalid', async () => {
    const admin = await signedIn('admin', { server });
    const event = await createEvent(admin, `Check-in por QR ${randomCode()}`);
    const campus = await signedIn('agent', { server });
    const user = userEvent.setup({ delay: null });
    const view = renderWithCampus(
      <CheckIn method="picture" qrReader={readerSeeing(`https://portal.example/check-in?qr=${event.qr}`)} />,
      campus,
    );
    const input = await screen.findByLabelText('Imagem com o QR code do evento', {}, { timeout: 30_000 });
    await user.upload(input, blankImageFile());
    expect(
      await screen.findByText(`Você ganhou 150 pontos em “${event.title}”.`, {}, { timeout: 30_000 }),
    ).toBeVisible();

    await user.click(screen.getByRole('button', { name: 'Fazer outro check-in' }));
    await user.click(screen.getByRole('tab', { name: 'Código' }));
    await user.click(screen.getByRole('textbox', { name: 'Dígito 1 de 6' }));
    // The server's code space is six digits; an event nobody created answers invalid_event_code.
    const events = await admin.api.requestJson('/api/admin/events/', adminEventsResponseSchema);
    const taken = new Set(events.results.map((entry) => entry.check_in_code));
    let wrong = randomCode();
    while (taken.has(wrong)) wrong = randomCode();
    await user.keyboard(wrong);
    await user.click(screen.getByRole('button', { name: 'Fazer check-in' }));
    expect(await screen.findByRole('alert', {}, { timeout: 30_000 })).toHaveTextContent(
      'Código do evento inválido. Confirme o código com o organizador.',
    );
    view.unmount();
    await Promise.all([campus.destroy(), admin.destroy()]);
  });

  it('owner (basic level) sees why events are closed', async () => {
    const campus = await signedIn('owner', { server });
    const view = renderWithCampus(<CheckIn />, campus);
    expect(await screen.findByText('Eventos a partir do nível Creator', {}, { timeout: 30_000 })).toBeVisible();
    expect(screen.queryByRole('button', { name: 'Fazer check-in' })).not.toBeInTheDocument();
    view.unmount();
    await campus.destroy();
  });

  it('an event not open yet is refused as not open', async () => {
    const admin = await signedIn('admin', { server });
    const event = await createEvent(admin, `Evento futuro ${randomCode()}`, 48);
    const campus = await signedIn('agent', { server });
    const user = userEvent.setup({ delay: null });
    const view = renderWithCampus(<CheckIn />, campus);
    await user.click(await screen.findByRole('textbox', { name: 'Dígito 1 de 6' }, { timeout: 30_000 }));
    await user.keyboard(event.check_in_code);
    await user.click(screen.getByRole('button', { name: 'Fazer check-in' }));
    expect(await screen.findByRole('alert', {}, { timeout: 30_000 })).toHaveTextContent(
      'O check-in deste evento não está aberto',
    );
    view.unmount();
    await Promise.all([campus.destroy(), admin.destroy()]);
  });
});
