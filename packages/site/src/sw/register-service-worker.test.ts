import { afterEach, describe, expect, it, vi } from 'vitest';

const register = vi.fn<() => Promise<unknown>>();

vi.mock('workbox-window', () => ({
  Workbox: class {
    register = register;
    update = () => Promise.resolve();
    addEventListener() {}
    messageSkipWaiting() {}
  },
}));

const { registerSiteServiceWorker } = await import('./register-service-worker');

/** A window whose network state the test sets, with the `online` listeners it was given. */
function fakeWindow(onLine: boolean) {
  const listeners: (() => void)[] = [];
  const win = {
    navigator: { onLine },
    location: { reload: vi.fn() },
    setInterval: vi.fn(),
    addEventListener: vi.fn((name: string, listener: () => void) => {
      if (name === 'online') listeners.push(listener);
    }),
  };
  return { win, goOnline: () => listeners.splice(0).forEach((listener) => listener()) };
}

const settle = () => new Promise((resolve) => setTimeout(resolve, 0));

afterEach(() => register.mockReset());

describe('registerSiteServiceWorker', () => {
  it('registers again when the network returns if the device went offline as it registered', async () => {
    register.mockRejectedValueOnce(new TypeError('An unknown error occurred when fetching the script.'));
    register.mockResolvedValueOnce({});
    const { win, goOnline } = fakeWindow(false);
    registerSiteServiceWorker(win as unknown as Window);
    await settle();
    expect(register).toHaveBeenCalledTimes(1);
    goOnline();
    await settle();
    expect(register).toHaveBeenCalledTimes(2);
  });

  it('does not ask again when the browser refused it online (private mode, storage blocked)', async () => {
    register.mockRejectedValueOnce(new DOMException('blocked', 'SecurityError'));
    const { win } = fakeWindow(true);
    registerSiteServiceWorker(win as unknown as Window);
    await settle();
    expect(register).toHaveBeenCalledTimes(1);
    expect(win.addEventListener).not.toHaveBeenCalledWith('online', expect.anything(), expect.anything());
  });
});
