import { fireEvent, screen, waitFor } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import axe from 'axe-core';
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { ACCOUNT_PATHS } from '@campus/core/api';
import { profileSchema } from '@campus/core/schemas';
import type { Profile } from '@campus/core/schemas';
import { answer, createFakeApi } from '@campus/core/testing';
import { renderWithCampus } from '@campus/ui/testing';
import { LEARNER_SESSION } from '../testing/fake-api.test-util.js';
import { storedProfile } from '../testing/profile-fixtures.test-util.js';
import { AvatarEditor } from './avatar-editor.js';

const STORED = '/api/avatars/0123456789abcdef0123456789abcdef.jpg';

/** The profile and avatar routes; uploads and removals change the stored profile. */
function avatarApi(initial: Partial<Profile> = {}) {
  const state = { profile: storedProfile({ avatar: null, ...initial }) };
  const api = createFakeApi({
    [`GET ${ACCOUNT_PATHS.profile}`]: () => answer(profileSchema, state.profile),
    [`POST ${ACCOUNT_PATHS.avatar}`]: () => {
      state.profile = { ...state.profile, avatar: STORED };
      return answer(profileSchema, state.profile);
    },
    [`DELETE ${ACCOUNT_PATHS.avatar}`]: () => {
      state.profile = { ...state.profile, avatar: null };
      return answer(profileSchema, state.profile);
    },
  });
  return Object.assign(api, { state });
}

const drawn: number[][] = [];
const encoded: { side: number; type: string | undefined }[] = [];

beforeEach(() => {
  drawn.length = 0;
  encoded.length = 0;
  // jsdom has no image decoding nor canvas: a decoded 800 × 400 image and a context that records what it draws.
  vi.stubGlobal(
    'createImageBitmap',
    vi.fn(async (file: Blob) => {
      if (file.size === 0) throw new Error('cannot decode');
      return { width: 800, height: 400, close: vi.fn() };
    }),
  );
  vi.spyOn(HTMLCanvasElement.prototype, 'getContext').mockImplementation(
    () =>
      ({
        clearRect: vi.fn(),
        drawImage: (_image: unknown, ...args: number[]) => drawn.push(args),
      }) as never,
  );
  vi.spyOn(HTMLCanvasElement.prototype, 'toBlob').mockImplementation(function (this: HTMLCanvasElement, done, type) {
    encoded.push({ side: this.width, type });
    done(new Blob(['crop'], { type: type ?? 'image/png' }));
  });
});
afterEach(() => {
  vi.unstubAllGlobals();
  vi.restoreAllMocks();
});

const photo = (name = 'me.jpg', type = 'image/jpeg', bytes = 'jpeg-bytes') => new File([bytes], name, { type });

describe('<AvatarEditor>', { timeout: 20_000 }, () => {
  it('crops the chosen image with the keyboard, uploads the square and shows the new picture', async () => {
    const api = avatarApi();
    const user = userEvent.setup();
    const onChanged = vi.fn();
    const { container } = renderWithCampus(<AvatarEditor onChanged={onChanged} />, {
      api,
      session: LEARNER_SESSION,
    });
    expect(await screen.findByText('Você ainda não tem foto de perfil.')).toBeInTheDocument();
    await user.upload(screen.getByLabelText('Escolher imagem'), photo());

    const preview = await screen.findByRole('img', { name: 'Prévia do recorte da foto' });
    // Zoom 1, centred: the 400 px square in the middle of the 800 × 400 image.
    expect(drawn.at(-1)).toEqual([200, 0, 400, 400, 0, 0, 240, 240]);
    preview.focus();
    await user.keyboard('{+}{+}{ArrowLeft}');
    const zoom = screen.getByRole('slider', { name: 'Zoom' });
    expect(Number((zoom as HTMLInputElement).value)).toBeCloseTo(1.2);
    expect(Number((screen.getByRole('slider', { name: 'Posição horizontal' }) as HTMLInputElement).value)).toBeCloseTo(
      0.48,
    );
    const [sx, sy, side] = drawn.at(-1) ?? [];
    expect(side).toBeCloseTo(400 / 1.2);
    expect(sx).toBeCloseTo((800 - 400 / 1.2) * 0.48);
    expect(sy).toBeCloseTo((400 - 400 / 1.2) * 0.5);

    const axeResults = await axe.run(container, { rules: { 'color-contrast': { enabled: false } } });
    expect(axeResults.violations).toEqual([]);

    await user.click(screen.getByRole('button', { name: 'Salvar foto' }));
    expect(await screen.findByRole('status')).toHaveTextContent('Foto atualizada.');
    const [upload] = api.to(`POST ${ACCOUNT_PATHS.avatar}`);
    const sent = upload?.form?.['avatar'];
    expect(typeof sent).not.toBe('string');
    // A 333 px crop is sent at its own size (never enlarged, at most 512), as JPEG like the source.
    expect(encoded).toEqual([{ side: 333, type: 'image/jpeg' }]);
    expect(await screen.findByRole('img', { name: 'Sua foto de perfil' })).toHaveAttribute(
      'src',
      expect.stringContaining(STORED),
    );
    expect(screen.queryByRole('img', { name: 'Prévia do recorte da foto' })).not.toBeInTheDocument();
    expect(onChanged).toHaveBeenCalledWith({ avatar: STORED });
  });

  it('refuses a wrong type or a file over 10 MB before sending anything', async () => {
    const api = avatarApi();
    const user = userEvent.setup({ applyAccept: false });
    renderWithCampus(<AvatarEditor />, { api, session: LEARNER_SESSION });
    const picker = await screen.findByLabelText('Escolher imagem');
    await user.upload(picker, photo('notes.gif', 'image/gif'));
    expect(picker).toHaveAccessibleDescription(expect.stringContaining('Envie uma imagem em JPEG, PNG ou WebP.'));
    const big = photo('big.jpg', 'image/jpeg');
    Object.defineProperty(big, 'size', { value: 10 * 1024 * 1024 + 1 });
    await user.upload(picker, big);
    expect(picker).toHaveAccessibleDescription(expect.stringContaining('A imagem é grande demais (máximo de 10 MB).'));
    expect(screen.queryByRole('button', { name: 'Salvar foto' })).not.toBeInTheDocument();
    expect(api.to(`POST ${ACCOUNT_PATHS.avatar}`)).toHaveLength(0);
  });

  it('shows the server’s refusal in the person’s language and keeps the crop to try again', async () => {
    const api = avatarApi();
    api.failNext(`POST ${ACCOUNT_PATHS.avatar}`, { status: 422, code: 'invalid_image' });
    const user = userEvent.setup();
    renderWithCampus(<AvatarEditor />, { api, session: LEARNER_SESSION, locale: 'en-US' });
    await user.upload(await screen.findByLabelText('Choose an image'), photo());
    await screen.findByRole('img', { name: 'Preview of the picture crop' });
    fireEvent.change(screen.getByRole('slider', { name: 'Zoom' }), { target: { value: '2' } });
    await user.click(screen.getByRole('button', { name: 'Save picture' }));
    expect(await screen.findByRole('alert')).toHaveTextContent('This image could not be read. Choose another one.');
    expect(screen.getByRole('slider', { name: 'Zoom' })).toHaveValue('2');
    await user.click(screen.getByRole('button', { name: 'Save picture' }));
    expect(await screen.findByRole('status')).toHaveTextContent('Picture updated.');
  });

  it('removes the current picture', async () => {
    const api = avatarApi({ avatar: STORED });
    const user = userEvent.setup();
    renderWithCampus(<AvatarEditor />, { api, session: LEARNER_SESSION });
    expect(await screen.findByRole('img', { name: 'Sua foto de perfil' })).toBeInTheDocument();
    await user.click(screen.getByRole('button', { name: 'Remover foto' }));
    expect(await screen.findByText('Você ainda não tem foto de perfil.')).toBeInTheDocument();
    expect(screen.getByRole('status')).toHaveTextContent('Foto removida.');
    expect(api.to(`DELETE ${ACCOUNT_PATHS.avatar}`)).toHaveLength(1);
  });

  it('says so when the browser cannot open the image', async () => {
    const api = avatarApi();
    const user = userEvent.setup();
    renderWithCampus(<AvatarEditor />, { api, session: LEARNER_SESSION });
    const picker = await screen.findByLabelText('Escolher imagem');
    await user.upload(picker, photo('broken.jpg', 'image/jpeg', ''));
    await waitFor(() =>
      expect(picker).toHaveAccessibleDescription(expect.stringContaining('Não foi possível abrir esta imagem.')),
    );
  });
});
