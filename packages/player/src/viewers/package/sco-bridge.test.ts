// @vitest-environment jsdom
import { afterEach, describe, expect, it, vi } from 'vitest';
import { ScoBridge } from './sco-bridge.js';

const CONTENT = 'https://content.campus.test';

/** Two frames' windows, as the SCO frames of two sessions (one leaving, one starting). */
function frames() {
  const made = [document.createElement('iframe'), document.createElement('iframe')];
  for (const frame of made) document.body.append(frame);
  return made.map((frame) => frame.contentWindow as Window);
}

function call(source: Window, method: string, origin = CONTENT, ...params: string[]) {
  globalThis.dispatchEvent(
    new MessageEvent('message', { data: { messageId: `m-${method}`, method, params }, origin, source }),
  );
}

afterEach(() => {
  document.body.replaceChildren();
});

describe('ScoBridge', () => {
  it('answers only the calls of its own frame, from the content origin', () => {
    const [leaving, starting] = frames() as [Window, Window];
    const scorm12 = { LMSInitialize: vi.fn(() => 'true') };
    const scorm2004 = { Initialize: vi.fn(() => 'true'), GetValue: vi.fn((element: string) => `value of ${element}`) };
    const old = new ScoBridge(scorm12, CONTENT);
    old.bind(leaving);
    const current = new ScoBridge(scorm2004, CONTENT);
    current.bind(starting);
    const toLeaving = vi.spyOn(leaving, 'postMessage');
    const toStarting = vi.spyOn(starting, 'postMessage');

    // The 2004 SCO's Initialize: answered by its session only, never "Method Initialize not found" by the other.
    call(starting, 'Initialize');
    expect(scorm2004.Initialize).toHaveBeenCalledOnce();
    expect(toStarting).toHaveBeenCalledExactlyOnceWith({ messageId: 'm-Initialize', result: 'true' }, CONTENT);
    call(starting, 'GetValue', CONTENT, 'cmi.location');
    expect(toStarting).toHaveBeenLastCalledWith({ messageId: 'm-GetValue', result: 'value of cmi.location' }, CONTENT);

    // The leaving frame's own last call still reaches its session.
    call(leaving, 'LMSInitialize');
    expect(scorm12.LMSInitialize).toHaveBeenCalledOnce();
    expect(toLeaving).toHaveBeenCalledExactlyOnceWith({ messageId: 'm-LMSInitialize', result: 'true' }, CONTENT);

    // Another origin, a method outside the protocol, and a destroyed bridge.
    call(starting, 'Initialize', 'https://evil.example');
    expect(scorm2004.Initialize).toHaveBeenCalledOnce();
    call(starting, 'constructor');
    expect(toStarting).toHaveBeenLastCalledWith(
      { messageId: 'm-constructor', error: { message: 'Method not allowed: constructor', code: '101' } },
      CONTENT,
    );
    current.destroy();
    call(starting, 'Initialize');
    expect(scorm2004.Initialize).toHaveBeenCalledOnce();
    old.destroy();
  });
});
