import { act, screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { afterEach, describe, expect, it, vi } from 'vitest';
import { renderWithCampus } from '@campus/ui/testing';
import { CheckIn } from './check-in.js';
import type { CheckInProps } from './check-in.js';
import { CHECKED_IN_BY_CODE, QR_SECRETS } from '../testing/checkin-fixtures.test-util.js';
import { blankImageFile, createPixelQrReader, qrImageFile } from '../testing/qr-image.test-util.js';
import { createCheckInApi } from '../testing/fake-api.test-util.js';
import type { CheckInApi, CheckInApiOptions } from '../testing/fake-api.test-util.js';

afterEach(() => {
  vi.restoreAllMocks();
  vi.useRealTimers();
});

const INVALID_EVENT_CODE = 'Código do evento inválido. Confirme o código com o organizador.';

function setup(options: CheckInApiOptions = {}, props: CheckInProps = {}, locale = 'pt-BR') {
  const api = createCheckInApi(options);
  const onCheckedIn = vi.fn();
  const user = userEvent.setup();
  const view = renderWithCampus(<CheckIn onCheckedIn={onCheckedIn} qrReader={createPixelQrReader()} {...props} />, {
    api,
    session: true,
    locale,
  });
  return { api, onCheckedIn, user, ...view };
}

const checkIns = (api: CheckInApi) => api.requests.filter((request) => request.path === '/api/events/check-in/');

async function typeCode(user: ReturnType<typeof userEvent.setup>, code: string, firstBox = 'Dígito 1 de 6') {
  await user.click(await screen.findByRole('textbox', { name: firstBox }));
  await user.keyboard(code);
}

describe('CheckIn', { timeout: 20_000 }, () => {
  it('invites to sign in, without asking the API, until a session exists', async () => {
    const api = createCheckInApi();
    const { campus } = renderWithCampus(<CheckIn />, { api });
    expect(screen.getByText('Entre para ver os eventos')).toBeInTheDocument();
    expect(api.requests).toEqual([]);
    act(() => campus.stores.session.setState({ access_token: 'token', email: 'agent@campus.example' }));
    expect(await screen.findByRole('list', { name: 'Eventos do programa' })).toBeInTheDocument();
  });

  it('lists the events happening now first, with type, status, dates, place and points', async () => {
    setup();
    const list = await screen.findByRole('list', { name: 'Eventos do programa' });
    const titles = within(list)
      .getAllByRole('heading', { level: 4 })
      .map((heading) => heading.textContent);
    expect(titles).toEqual([
      'Treinamento de lançamento da linha Aurora',
      'Convenção regional de vendas',
      'Lançamento da linha Brisa',
    ]);
    const now = screen.getByRole('article', { name: 'Treinamento de lançamento da linha Aurora' });
    expect(within(now).getByText('Treinamento')).toBeInTheDocument();
    expect(within(now).getByText('Acontecendo agora')).toBeInTheDocument();
    expect(within(now).getByText('200 pontos')).toBeInTheDocument();
    expect(within(now).getByText('Centro de convenções, São Paulo')).toBeInTheDocument();
    expect(within(now).getByText('Quando').nextElementSibling?.textContent).toMatch(/2026/);
    const next = screen.getByRole('article', { name: 'Convenção regional de vendas' });
    expect(within(next).getByText('Em breve')).toBeInTheDocument();
    expect(within(next).getByText('Convenção')).toBeInTheDocument();
    const past = screen.getByRole('article', { name: 'Lançamento da linha Brisa' });
    expect(within(past).getByText('Encerrado')).toBeInTheDocument();
    expect(screen.getByRole('tab', { name: 'Código', selected: true })).toBeInTheDocument();
  });

  it('below the creator level shows the reason instead of the check-in, and on each event', async () => {
    const { api } = setup({ level: 'basic' });
    expect(await screen.findByText('Eventos a partir do nível Creator')).toBeInTheDocument();
    expect(screen.getByText(/Seu nível atual é Básico/)).toBeInTheDocument();
    expect(screen.queryByRole('tab', { name: 'Código' })).not.toBeInTheDocument();
    expect(screen.getAllByText('Disponível a partir do nível Creator.')).toHaveLength(3);
    expect(checkIns(api)).toEqual([]);
  });

  it('checks in with the six-digit code: points, balance, the event, and an Idempotency-Key', async () => {
    const { api, user, onCheckedIn } = setup({ balance: 1000 });
    await typeCode(user, '246810');
    await user.click(screen.getByRole('button', { name: 'Fazer check-in' }));
    const result = await screen.findByText('Check-in confirmado!');
    expect(
      screen.getByText('Você ganhou 200 pontos em “Treinamento de lançamento da linha Aurora”.'),
    ).toBeInTheDocument();
    expect(screen.getByText('Seu saldo: 1.200 pontos.')).toBeInTheDocument();
    // Focus moves to the outcome.
    expect(result.closest('[part="result"]')).toHaveFocus();
    const [request] = checkIns(api);
    expect(request?.body).toEqual({ code: '246810' });
    expect(request?.idempotencyKey).toMatch(/^[0-9a-f]{32}$/);
    expect(onCheckedIn).toHaveBeenCalledWith(CHECKED_IN_BY_CODE);
    // The list is asked again and shows the check-in.
    const event = screen.getByRole('article', { name: 'Treinamento de lançamento da linha Aurora' });
    expect(await within(event).findByText('Check-in feito')).toBeInTheDocument();
    expect(within(event).getByText(/^Check-in feito em /)).toBeInTheDocument();
    // Another check-in starts from an empty code.
    await user.click(screen.getByRole('button', { name: 'Fazer outro check-in' }));
    expect(screen.getByRole('textbox', { name: 'Dígito 1 de 6' })).toHaveValue('');
  });

  it('checks an incomplete code before sending anything', async () => {
    const { api, user } = setup();
    await typeCode(user, '2468');
    await user.click(screen.getByRole('button', { name: 'Fazer check-in' }));
    expect(await screen.findByText('O código de check-in deve ter 6 dígitos.')).toBeInTheDocument();
    expect(screen.getByRole('textbox', { name: 'Dígito 5 de 6' })).toHaveFocus();
    expect(checkIns(api)).toEqual([]);
  });

  it('says a wrong code is invalid (§8), keeps the digits and moves focus to the message', async () => {
    const { api, user, onCheckedIn } = setup();
    await typeCode(user, '999999');
    await user.click(screen.getByRole('button', { name: 'Fazer check-in' }));
    const alert = await screen.findByRole('alert');
    expect(alert).toHaveTextContent(INVALID_EVENT_CODE);
    expect(alert).toHaveFocus();
    expect(screen.getByRole('textbox', { name: 'Dígito 6 de 6' })).toHaveValue('9');
    expect(checkIns(api)).toHaveLength(1);
    expect(onCheckedIn).not.toHaveBeenCalled();
  });

  it.each([
    ['135790', 'O check-in deste evento não está aberto: só é possível fazê-lo entre o início e o fim do evento.'],
    ['112233', 'O check-in deste evento não está aberto: só é possível fazê-lo entre o início e o fim do evento.'],
  ])('refuses %s: the event is not open', async (code, message) => {
    const { user } = setup();
    await typeCode(user, code);
    await user.click(screen.getByRole('button', { name: 'Fazer check-in' }));
    expect(await screen.findByRole('alert')).toHaveTextContent(message);
  });

  it('says when the member already checked in, and sends a new key for the new attempt', async () => {
    const { api, user } = setup();
    await typeCode(user, '246810');
    await user.click(screen.getByRole('button', { name: 'Fazer check-in' }));
    await user.click(await screen.findByRole('button', { name: 'Fazer outro check-in' }));
    await typeCode(user, '246810');
    await user.click(screen.getByRole('button', { name: 'Fazer check-in' }));
    expect(await screen.findByRole('alert')).toHaveTextContent('Você já fez check-in neste evento.');
    const [first, second] = checkIns(api);
    expect(second?.idempotencyKey).not.toBe(first?.idempotencyKey);
  });

  it('says the level is required when the server refuses for the level', async () => {
    const { user } = setup({
      fail: (method) => (method === 'POST' ? { status: 403, code: 'events_level_required' } : undefined),
    });
    await typeCode(user, '246810');
    await user.click(screen.getByRole('button', { name: 'Fazer check-in' }));
    expect(await screen.findByRole('alert')).toHaveTextContent(
      'Os eventos estão disponíveis a partir do nível Creator.',
    );
  });

  // §8 "Events and enrolment": the reference server's check-in has neither catalogues nor certificates per event
  // type, but a server that refuses for them is worded with core's §8 messages, like any other refusal.
  it.each([
    ['already_enrolled_in_catalog', 'Você já está inscrito ou certificado em um evento deste catálogo.'],
    ['already_certified_event_type', 'Você já possui certificado para este tipo de evento.'],
  ])('says the §8 enrolment refusal %s', async (code, message) => {
    const { user } = setup({ fail: (method) => (method === 'POST' ? { status: 409, code } : undefined) });
    await typeCode(user, '246810');
    await user.click(screen.getByRole('button', { name: 'Fazer check-in' }));
    expect(await screen.findByRole('alert')).toHaveTextContent(message);
  });

  it('after too many wrong codes says when to try again and locks the form until then', async () => {
    const { user } = setup({ maxWrongCodes: 0 });
    await typeCode(user, '123456');
    const sentAt = Date.now();
    await user.click(screen.getByRole('button', { name: 'Fazer check-in' }));
    const alert = await screen.findByRole('alert');
    // The fake answers Retry-After: 600 — ten minutes from now, as a time of day.
    const expected = new Intl.DateTimeFormat('pt-BR', { hour: '2-digit', minute: '2-digit' });
    const times = [expected.format(sentAt + 600_000), expected.format(Date.now() + 600_000)];
    expect(times.map((time) => `Muitas tentativas com códigos errados. Tente novamente às ${time}.`)).toContain(
      alert.textContent?.replace('Não foi possível fazer o check-in', ''),
    );
    expect(screen.getByRole('button', { name: 'Fazer check-in' })).toBeDisabled();
    expect(screen.getByRole('textbox', { name: 'Dígito 1 de 6' })).toBeDisabled();
  });

  it('says the connection failed, and a retry carries the same Idempotency-Key', async () => {
    let offline = true;
    const { api, user } = setup({ fail: (method) => (method === 'POST' && offline ? 'network' : undefined) });
    await typeCode(user, '246810');
    await user.click(screen.getByRole('button', { name: 'Fazer check-in' }));
    expect(await screen.findByRole('alert')).toHaveTextContent(
      'Não foi possível conectar ao servidor. Verifique sua conexão e tente novamente.',
    );
    offline = false;
    await user.click(screen.getByRole('button', { name: 'Fazer check-in' }));
    expect(await screen.findByText('Check-in confirmado!')).toBeInTheDocument();
    const [lost, retry] = checkIns(api);
    expect(retry?.idempotencyKey).toBe(lost?.idempotencyKey);
  });

  it('sends once when the button is pressed twice', async () => {
    const { api, user } = setup({ fail: (method) => (method === 'POST' ? 'hang' : undefined) });
    await typeCode(user, '246810');
    const button = screen.getByRole('button', { name: 'Fazer check-in' });
    await user.click(button);
    await user.click(button);
    await user.keyboard('{Enter}');
    expect(await screen.findByText('Enviando o check-in…')).toBeInTheDocument();
    expect(button).toBeDisabled();
    expect(checkIns(api)).toHaveLength(1);
  });

  it('checks in with a picture of the QR code, decoded by jsQR', async () => {
    const { api, user, onCheckedIn } = setup();
    await user.click(await screen.findByRole('tab', { name: 'Imagem' }));
    await user.upload(screen.getByLabelText('Imagem com o QR code do evento'), await qrImageFile(QR_SECRETS.open));
    expect(await screen.findByText('Check-in confirmado!')).toBeInTheDocument();
    expect(checkIns(api)[0]?.body).toEqual({ qr: QR_SECRETS.open });
    expect(onCheckedIn).toHaveBeenCalledWith(expect.objectContaining({ method: 'qr', points: 200 }));
  });

  it('takes a QR code holding a check-in link', async () => {
    const { api, user } = setup();
    await user.click(await screen.findByRole('tab', { name: 'Imagem' }));
    const link = `https://portal.example/check-in?qr=${QR_SECRETS.upcoming}`;
    await user.upload(screen.getByLabelText('Imagem com o QR code do evento'), await qrImageFile(link));
    expect(await screen.findByRole('alert')).toHaveTextContent('não está aberto');
    expect(checkIns(api)[0]?.body).toEqual({ qr: QR_SECRETS.upcoming });
  });

  it('does not send a QR code that is not an event’s, nor a picture without one', async () => {
    const { api, user } = setup();
    await user.click(await screen.findByRole('tab', { name: 'Imagem' }));
    const input = screen.getByLabelText('Imagem com o QR code do evento');
    await user.upload(input, await qrImageFile('https://example.com/promo'));
    expect(
      await screen.findByText('Este QR code não é de um evento do programa. Use o QR code mostrado pelo organizador.'),
    ).toBeInTheDocument();
    await user.upload(input, blankImageFile());
    expect(
      await screen.findByText('Nenhum QR code foi encontrado nesta imagem. Escolha outra imagem, mais nítida.'),
    ).toBeInTheDocument();
    await user.upload(input, new File(['%PDF-1.7'], 'convite.pdf', { type: 'image/png' }));
    expect(
      await screen.findByText('Não foi possível abrir esta imagem. Escolha uma imagem JPEG, PNG ou WebP.'),
    ).toBeInTheDocument();
    expect(checkIns(api)).toEqual([]);
  });

  it('says the camera is unavailable where the browser has no camera API', async () => {
    const { user } = setup({}, { method: 'camera' });
    await user.click(await screen.findByRole('button', { name: 'Abrir câmera' }));
    expect(await screen.findByText(/Este navegador não dá acesso à câmera aqui/)).toBeInTheDocument();
  });

  it('scans with the camera until an event QR code shows, then closes the camera and checks in', async () => {
    const stopTrack = vi.fn();
    const stream = { getTracks: () => [{ stop: stopTrack }] } as unknown as MediaStream;
    const getUserMedia = vi.fn(() => Promise.resolve(stream));
    Object.defineProperty(navigator, 'mediaDevices', { configurable: true, value: { getUserMedia } });
    vi.spyOn(HTMLMediaElement.prototype, 'play').mockResolvedValue(undefined);
    const frames = ['https://example.com/promo', QR_SECRETS.open];
    const reader = { readImage: vi.fn(), readFrame: vi.fn(() => Promise.resolve(frames.shift() ?? null)) };
    const api = createCheckInApi();
    const user = userEvent.setup();
    renderWithCampus(<CheckIn method="camera" qrReader={reader} />, { api, session: true });
    await user.click(await screen.findByRole('button', { name: 'Abrir câmera' }));
    expect(await screen.findByText('Check-in confirmado!', {}, { timeout: 5_000 })).toBeInTheDocument();
    expect(getUserMedia).toHaveBeenCalledWith({ video: { facingMode: { ideal: 'environment' } }, audio: false });
    expect(stopTrack).toHaveBeenCalled();
    expect(checkIns(api).map((request) => request.body)).toEqual([{ qr: QR_SECRETS.open }]);
    Reflect.deleteProperty(navigator, 'mediaDevices');
  });

  it('says a denied camera permission', async () => {
    const denied = new DOMException('Permission denied', 'NotAllowedError');
    Object.defineProperty(navigator, 'mediaDevices', {
      configurable: true,
      value: { getUserMedia: () => Promise.reject(denied) },
    });
    const { user } = setup({}, { method: 'camera' });
    await user.click(await screen.findByRole('button', { name: 'Abrir câmera' }));
    expect(await screen.findByRole('alert')).toHaveTextContent('O acesso à câmera foi negado.');
    Reflect.deleteProperty(navigator, 'mediaDevices');
  });

  it('shows the error state with a retry when the events cannot load', async () => {
    let failing = true;
    setup({ fail: () => (failing ? { status: 500, code: 'server_error' } : undefined) });
    const alert = await screen.findByRole('alert');
    expect(alert).toHaveTextContent('Ocorreu um erro inesperado. Tente novamente.');
    failing = false;
    await userEvent.click(within(alert).getByRole('button', { name: 'Tentar novamente' }));
    expect(await screen.findByRole('list', { name: 'Eventos do programa' })).toBeInTheDocument();
  });

  it('says when there are no events', async () => {
    setup({ events: [] });
    expect(await screen.findByText('Nenhum evento programado')).toBeInTheDocument();
  });

  it('speaks the interface language', async () => {
    const { user } = setup({}, {}, 'en-US');
    expect(await screen.findByRole('heading', { name: 'Event check-in' })).toBeInTheDocument();
    await typeCode(user, '999999', 'Digit 1 of 6');
    await user.click(screen.getByRole('button', { name: 'Check in' }));
    expect(await screen.findByRole('alert')).toHaveTextContent(
      'Invalid event code. Please confirm the code with the organizer.',
    );
    await waitFor(() => expect(screen.getByText('Happening now')).toBeInTheDocument());
  });
});
