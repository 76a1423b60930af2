import { afterEach, describe, expect, it, vi } from 'vitest';
import { allowedParentOrigins, parentOriginOf, startIframeMode } from './iframe-mode';

const childLoaded = vi.fn();
vi.mock('@iframe-resizer/child', () => {
  childLoaded();
  return {};
});

const SITE = 'http://localhost:3100';
const HOST = 'http://localhost:4100';

/** A fresh document with the build's frame-ancestors meta tag. */
function documentWith(ancestors: string | undefined): Document {
  const doc = document.implementation.createHTMLDocument('site');
  if (ancestors !== undefined) {
    const meta = doc.createElement('meta');
    meta.name = 'campus-frame-ancestors';
    meta.content = ancestors;
    doc.head.append(meta);
  }
  return doc;
}

/** A framed window as `startIframeMode` sees it: its own document and location, a parent of `parentOrigin`. */
function framedWindow(parentOrigin: string | undefined, ancestors = `http://localhost:4000 ${HOST}`) {
  const target = new EventTarget();
  const win = Object.assign(target, {
    document: documentWith(ancestors),
    location: { origin: SITE, ancestorOrigins: parentOrigin === undefined ? [] : [parentOrigin] },
    top: {},
  }) as unknown as Window & { iframeResizer?: { targetOrigin: string } };
  Object.assign(win, { self: win });
  return win;
}

const resizerMessage = (origin: string) =>
  new MessageEvent('message', { data: '[iFrameSizer]campus-site:8:false:false:32:true:true', origin });

describe('iframe mode (docs/embedding.md §10: the site talks only to allowed parent origins)', () => {
  afterEach(() => {
    childLoaded.mockClear();
    vi.restoreAllMocks();
  });

  it('reads the allowed origins from the meta tag (spaces or commas), always with its own origin', () => {
    expect([...allowedParentOrigins(documentWith('http://a.test, http://b.test/  http://c.test:8080'), SITE)]).toEqual([
      SITE,
      'http://a.test',
      'http://b.test',
      'http://c.test:8080',
    ]);
    expect([...allowedParentOrigins(documentWith(undefined), SITE)]).toEqual([SITE]);
    expect([...allowedParentOrigins(documentWith('%CAMPUS_FRAME_ANCESTORS%'), SITE)]).toEqual([SITE]);
  });

  it('finds the parent origin from ancestorOrigins, else from the referrer', () => {
    expect(parentOriginOf(framedWindow(HOST))).toBe(HOST);
    const firefoxLike = {
      location: { origin: SITE },
      document: { referrer: `${HOST}/iframe-embed/?x=1` },
    } as unknown as Window;
    expect(parentOriginOf(firefoxLike)).toBe(HOST);
    expect(parentOriginOf({ location: { origin: SITE }, document: { referrer: '' } } as unknown as Window)).toBe(
      undefined,
    );
  });

  it('does nothing outside a frame', () => {
    expect(startIframeMode(window)).toBe(false);
    expect(document.documentElement.dataset['framed']).toBeUndefined();
  });

  it('framed by an allowed origin: loads the child, which sends only to that origin', async () => {
    const win = framedWindow(HOST);
    expect(startIframeMode(win)).toBe(true);
    expect(win.document.documentElement.dataset['framed']).toBe('true');
    expect(win.iframeResizer).toEqual({ targetOrigin: HOST });
    await vi.waitFor(() => expect(childLoaded).toHaveBeenCalled());
  });

  it('drops resizer messages from any origin but the parent before the child sees them', () => {
    const win = framedWindow(HOST);
    startIframeMode(win);
    const seen: string[] = [];
    win.addEventListener('message', (event) => seen.push((event as MessageEvent).origin));
    win.dispatchEvent(resizerMessage('http://evil.test'));
    win.dispatchEvent(resizerMessage(HOST));
    win.dispatchEvent(new MessageEvent('message', { data: 'another library', origin: 'http://other.test' }));
    expect(seen).toEqual([HOST, 'http://other.test']);
  });

  it('framed by an origin that is not allowed: no child, no target origin, a warning', () => {
    const warn = vi.spyOn(console, 'warn').mockImplementation(() => undefined);
    const win = framedWindow('http://evil.test');
    expect(startIframeMode(win)).toBe(true);
    expect(win.iframeResizer).toBeUndefined();
    expect(warn).toHaveBeenCalledWith(expect.stringContaining('http://evil.test'));
    expect(childLoaded).not.toHaveBeenCalled();
  });
});
