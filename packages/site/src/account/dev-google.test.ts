import { describe, expect, it, vi } from 'vitest';
import { createPopupDevelopmentGoogle } from './dev-google';

function fakeWindow(popup: { closed: boolean } | null) {
  const target = new EventTarget();
  const open = vi.fn((_url: string, _target?: string, _features?: string) => popup);
  const win = {
    open,
    addEventListener: target.addEventListener.bind(target),
    removeEventListener: target.removeEventListener.bind(target),
    setInterval: (fn: () => void, ms: number) => setInterval(fn, ms),
    clearInterval: (id: ReturnType<typeof setInterval>) => clearInterval(id),
  } as unknown as Window;
  const post = (data: unknown, origin: string) => target.dispatchEvent(new MessageEvent('message', { data, origin }));
  return { win, open, post };
}

const OPTIONS = {
  apiBase: 'https://api.campus.test',
  siteOrigin: 'https://site.campus.test',
  signInPath: '/dev/google/sign-in/',
  locale: () => 'es-ES',
};

describe('the development Google adapter (a popup of the API’s stand-in page)', () => {
  it('opens the page in the interface language and takes the ID token from the API’s origin only', async () => {
    const { win, open, post } = fakeWindow({ closed: false });
    const token = createPopupDevelopmentGoogle({ ...OPTIONS, win }).getIdToken();
    const url = new URL(String(open.mock.calls[0]?.[0]));
    expect(`${url.origin}${url.pathname}`).toBe('https://api.campus.test/dev/google/sign-in/');
    expect(url.searchParams.get('origin')).toBe('https://site.campus.test');
    expect(url.searchParams.get('locale')).toBe('es-ES');
    post({ type: 'campus:dev-google', id_token: 'forged' }, 'https://evil.test');
    post({ type: 'other', id_token: 'x' }, 'https://api.campus.test');
    post({ type: 'campus:dev-google', id_token: 'header.payload.signature' }, 'https://api.campus.test');
    await expect(token).resolves.toBe('header.payload.signature');
  });

  it('rejects when the popup is blocked or closed', async () => {
    await expect(
      createPopupDevelopmentGoogle({ ...OPTIONS, win: fakeWindow(null).win }).getIdToken(),
    ).rejects.toThrow();
    const popup = { closed: false };
    const pending = createPopupDevelopmentGoogle({ ...OPTIONS, win: fakeWindow(popup).win }).getIdToken();
    popup.closed = true;
    await expect(pending).rejects.toThrow(/closed/);
  });
});
