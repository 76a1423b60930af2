import { screen, waitFor } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { afterEach, describe, expect, it, vi } from 'vitest';
import { IDEMPOTENCY_KEY_HEADER } from '@campus/core';
import { addDays, photoWeekStart } from '@campus/core/rules';
import '../testing/blob-stream.test-util.js';
import { renderWithCampus } from '@campus/ui/testing';
import { createFakeXhr } from '@campus/core/testing';
import { photoFile, STORE_PAULISTA, TODAY } from '../testing/sales-fixtures.test-util.js';
import { PhotoUpload } from './photo-upload.js';
import { createSalesApi } from '../testing/fake-api.test-util.js';
import type { SalesApi, SalesApiOptions } from '../testing/fake-api.test-util.js';

let api: SalesApi;

function setup(options: SalesApiOptions = {}) {
  api = createSalesApi(options);
  vi.stubGlobal('XMLHttpRequest', createFakeXhr(api.fetch));
  const onPhotoUploaded = vi.fn();
  const user = userEvent.setup();
  return {
    onPhotoUploaded,
    user,
    ...renderWithCampus(<PhotoUpload onPhotoUploaded={onPhotoUploaded} />, { api, session: true }),
  };
}

afterEach(() => {
  vi.unstubAllGlobals();
});

const label = (text: string) => new RegExp(`^${text}( \\*)?$`);
const field = (text: string) => screen.getByLabelText(label(text));
const photoPosts = () => api.requests.filter((request) => request.method === 'POST' && request.path === '/api/photos/');
const NEXT_MONDAY = addDays(photoWeekStart(TODAY), 7);
const nextMondayText = new Intl.DateTimeFormat('pt-BR', { dateStyle: 'full', timeZone: 'UTC' }).format(
  Date.parse(`${NEXT_MONDAY}T00:00:00Z`),
);

async function choose(user: ReturnType<typeof userEvent.setup>) {
  await user.selectOptions(await screen.findByLabelText(label('Tipo de foto')), 'Vitrine (50 pontos)');
  await user.selectOptions(field('Loja'), 'Horizonte Paulista — Rede Horizonte');
  await user.upload(field('Foto'), photoFile('vitrine.png'));
}

describe('PhotoUpload', { timeout: 20_000 }, () => {
  it('sends a store photo with an Idempotency-Key, shows the points and the next allowed day, and tells the host', async () => {
    const { user, onPhotoUploaded } = setup();
    await choose(user);
    expect(screen.getByText('Fotografe de frente, com os produtos participantes visíveis.')).toBeInTheDocument();
    await user.click(screen.getByRole('button', { name: 'Enviar foto' }));
    expect(await screen.findByRole('heading', { name: 'Foto enviada!' })).toHaveFocus();
    expect(screen.getByText('50 pontos creditados')).toBeInTheDocument();
    expect(screen.getByText(new RegExp(`a partir de ${nextMondayText}`))).toBeInTheDocument();
    const [post] = photoPosts();
    expect(post?.headers.get(IDEMPOTENCY_KEY_HEADER)).toMatch(/^[0-9a-f]{32}$/);
    expect(post?.form?.['photo_type']).toBe('31');
    expect(post?.form?.['store']).toBe(String(STORE_PAULISTA));
    expect(post?.form?.['photo']).toMatchObject({ name: 'vitrine.png' });
    expect(onPhotoUploaded).toHaveBeenCalledWith({
      id: expect.any(Number),
      points: 50,
      photo_type_id: 31,
      store_id: STORE_PAULISTA,
      week_start: photoWeekStart(TODAY),
      next_allowed_date: NEXT_MONDAY,
    });
    // The same type and store again this week: the limit shows before anything is sent.
    await user.click(screen.getByRole('button', { name: 'Enviar outra foto' }));
    await choose(user);
    expect(screen.getByRole('alert')).toHaveTextContent('Limite semanal atingido');
    await user.click(screen.getByRole('button', { name: 'Enviar foto' }));
    expect(photoPosts()).toHaveLength(1);
  });

  it('shows the weekly limit before a file is picked, from the store’s limits, and sends nothing', async () => {
    const { user } = setup({ photosSent: [`31:${STORE_PAULISTA}`] });
    await user.selectOptions(await screen.findByLabelText(label('Tipo de foto')), 'Vitrine (50 pontos)');
    expect(screen.queryByRole('alert')).not.toBeInTheDocument();
    await user.selectOptions(field('Loja'), 'Horizonte Paulista — Rede Horizonte');
    const notice = await screen.findByRole('alert');
    expect(notice).toHaveTextContent('Limite semanal atingido');
    expect(notice).toHaveTextContent(
      'Uma foto deste tipo já foi enviada para esta loja nesta semana. Tente novamente a partir de segunda-feira.',
    );
    expect(notice).toHaveTextContent(`Próximo envio permitido: ${nextMondayText}.`);
    const asked = api.requests.filter((request) => request.path === '/api/photos/limits/');
    expect(asked.map((request) => request.query.get('store'))).toEqual([String(STORE_PAULISTA)]);
    // Another type of the same store is open this week.
    await user.selectOptions(field('Tipo de foto'), 'Gôndola (30 pontos)');
    expect(screen.queryByRole('alert')).not.toBeInTheDocument();
    await user.selectOptions(field('Tipo de foto'), 'Vitrine (50 pontos)');
    await user.upload(field('Foto'), photoFile('vitrine.png'));
    await user.click(screen.getByRole('button', { name: 'Enviar foto' }));
    expect(screen.getByRole('alert')).toHaveFocus();
    expect(photoPosts()).toEqual([]);
  });

  it('shows the weekly limit the server answers, with the next allowed date, keeping the choices', async () => {
    // An API without the limits call (or one that failed): the refusal of the upload still tells.
    const { user } = setup({
      photosSent: [`31:${STORE_PAULISTA}`],
      fail: (method, path) =>
        method === 'GET' && path === '/api/photos/limits/'
          ? { status: 404, code: 'not_found_or_forbidden' }
          : undefined,
    });
    await choose(user);
    await user.click(screen.getByRole('button', { name: 'Enviar foto' }));
    const notice = await screen.findByRole('alert');
    await waitFor(() => expect(notice).toHaveFocus());
    expect(notice).toHaveTextContent(
      'Uma foto deste tipo já foi enviada para esta loja nesta semana. Tente novamente a partir de segunda-feira.',
    );
    expect(notice).toHaveTextContent(`Próximo envio permitido: ${nextMondayText}.`);
    expect(field('Tipo de foto')).toHaveValue('31');
    expect(field('Loja')).toHaveValue(String(STORE_PAULISTA));
    // Another type for the same store is still open.
    await user.selectOptions(field('Tipo de foto'), 'Gôndola (30 pontos)');
    expect(screen.queryByRole('alert')).not.toBeInTheDocument();
    await user.click(screen.getByRole('button', { name: 'Enviar foto' }));
    expect(await screen.findByText('30 pontos creditados')).toBeInTheDocument();
  });

  it('asks for the type, the store and the photo, and refuses a store outside the campaign', async () => {
    const { user } = setup();
    await user.click(await screen.findByRole('button', { name: 'Enviar foto' }));
    expect(field('Tipo de foto')).toHaveFocus();
    expect(field('Tipo de foto')).toHaveAccessibleDescription('Selecione o tipo de foto.');
    expect(field('Loja')).toHaveAccessibleDescription('Selecione a loja.');
    expect(field('Foto')).toHaveAccessibleDescription(/Escolha a foto\./);
    await user.selectOptions(field('Loja'), 'Vale Sul — Rede Vale (não participa da campanha)');
    expect(field('Loja')).toHaveAccessibleDescription('Esta loja não participa da campanha.');
    expect(photoPosts()).toEqual([]);
  });

  it('shows a failed load with a retry', async () => {
    setup({
      fail: (_method, path) => (path === '/api/photo-types/' ? { status: 500, code: 'server_error' } : undefined),
    });
    expect(await screen.findByRole('alert')).toHaveTextContent('Algo deu errado');
    expect(screen.getByRole('button', { name: 'Tentar novamente' })).toBeInTheDocument();
  });
});
