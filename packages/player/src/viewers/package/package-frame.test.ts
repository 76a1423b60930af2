import { describe, expect, it } from 'vitest';
import { isCompletionMessage, PACKAGE_FRAME_SANDBOX } from './package-frame.js';
import { contentOriginOf, scoFrameUrl } from './sco-frame-url.js';
import { scaledScoreOf } from './scorm-score.js';

describe('package frames', () => {
  it('sandbox the package with its own origin’s rights and no top navigation or modals', () => {
    const flags = PACKAGE_FRAME_SANDBOX.split(' ');
    expect(flags).toEqual(
      expect.arrayContaining(['allow-scripts', 'allow-same-origin', 'allow-popups-to-escape-sandbox']),
    );
    expect(flags.some((flag) => flag.startsWith('allow-top-navigation'))).toBe(false);
    expect(flags).not.toContain('allow-modals');
  });

  it('take the completion message only from the package’s frame window and the content origin', () => {
    const frame = {} as Window;
    const other = {} as Window;
    const origin = 'https://content.example';
    const message = { type: 'campus:complete' };
    expect(isCompletionMessage({ data: message, origin, source: frame }, frame, origin)).toBe(true);
    expect(isCompletionMessage({ data: message, origin, source: other }, frame, origin)).toBe(false);
    expect(isCompletionMessage({ data: message, origin: 'https://evil.example', source: frame }, frame, origin)).toBe(
      false,
    );
    expect(isCompletionMessage({ data: 'campus:complete', origin, source: frame }, frame, origin)).toBe(false);
    expect(isCompletionMessage({ data: { type: 'other' }, origin, source: frame }, frame, origin)).toBe(false);
    expect(isCompletionMessage({ data: message, origin, source: frame }, null, origin)).toBe(false);
  });

  it('open a SCO through the SCO frame of the content origin', () => {
    const base = 'https://content.example/41/7.1764170000.sig/';
    const url = new URL(
      scoFrameUrl({
        baseUrl: base,
        launchUrl: 'sco%201/index.html?lang=pt#start',
        playerOrigin: 'https://learn.example',
        version: '2004',
        title: 'Lição 1',
        lang: 'pt-BR',
      }),
    );
    expect(`${url.origin}${url.pathname}`).toBe('https://content.example/.campus/sco-frame.html');
    expect(url.searchParams.get('launch')).toBe('/41/7.1764170000.sig/sco%201/index.html?lang=pt#start');
    expect(url.searchParams.get('origin')).toBe('https://learn.example');
    expect(url.searchParams.get('version')).toBe('2004');
    expect(url.searchParams.get('title')).toBe('Lição 1');
    expect(url.searchParams.get('lang')).toBe('pt-BR');
    expect(contentOriginOf(base)).toBe('https://content.example');
  });

  it('open a downloaded package’s SCO offline through the SCO frame’s offline copy (issue 23)', () => {
    const url = new URL(
      scoFrameUrl({
        baseUrl: 'https://content.example/.campus/offline/41/',
        launchUrl: 'sco%201/index.html',
        playerOrigin: 'https://learn.example',
        version: '1.2',
        title: 'Lição 1',
        lang: 'pt-BR',
      }),
    );
    expect(`${url.origin}${url.pathname}`).toBe('https://content.example/.campus/offline/sco-frame.html');
    expect(url.searchParams.get('launch')).toBe('/.campus/offline/41/sco%201/index.html');
  });
});

describe('scaledScoreOf', () => {
  it('scales SCORM 2004’s score and SCORM 1.2’s raw score within its range', () => {
    expect(scaledScoreOf('scorm2004', { score: { scaled: '0.85' } })).toBe(0.85);
    expect(scaledScoreOf('scorm2004', { score: { raw: '30', min: '0', max: '40' } })).toBe(0.75);
    expect(scaledScoreOf('scorm12', { core: { score: { raw: '80', min: '', max: '' } } })).toBe(0.8);
    expect(scaledScoreOf('scorm12', { core: { score: { raw: '' } } })).toBeUndefined();
    expect(scaledScoreOf('scorm12', {})).toBeUndefined();
  });
});
