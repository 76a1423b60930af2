import { readFile } from 'node:fs/promises';
import { createRequire } from 'node:module';
import { join } from 'node:path';
import { describe, expect, it } from 'vitest';
import { DEMO_CONTENT_DIR } from './demo-content-files';

/*
 * The demo lessons' own scripts, in jsdom. The SCOs run against scorm-again (the LMS side the player uses), in jsdom: they must initialise, write
 * their location, suspend data, interactions, score and status with values scorm-again's data model accepts
 * (any refused value makes the SCO log a warning), resume where they stopped, and terminate when the page goes. The HTML lesson posts its completion message.
 */

const require = createRequire(import.meta.url);

/** The part of jsdom these tests use (the repository has jsdom for the DOM test project, not its typings). */
interface PageElement {
  click(): void;
  checked: boolean;
  getAttribute(name: string): string | null;
  readonly dataset: Record<string, string | undefined>;
}
interface PageWindow {
  eval(code: string): unknown;
  readonly console: { warn: (message: string) => void };
  readonly JSON: JSON;
  readonly Event: new (type: string) => object;
  dispatchEvent(event: object): boolean;
  readonly document: {
    querySelector(selector: string): PageElement | null;
    readonly documentElement: PageElement;
  };
}
const { JSDOM } = require('jsdom') as {
  JSDOM: new (html: string, options: { runScripts: 'outside-only' }) => { window: PageWindow };
};

/** A scorm-again API object as the SCOs see it, plus its data model. */
interface LmsApi {
  cmi: unknown;
  loadFromJSON(json: Record<string, unknown>, element?: string): void;
  GetValue?(element: string): string;
  LMSGetValue?(element: string): string;
  isTerminated?(): boolean;
}

interface OpenSco {
  readonly window: PageWindow;
  readonly api: LmsApi;
  /** What the SCO logged as refused by the API. */
  readonly warnings: string[];
  /** The data model as the LMS would store it (what the runtime endpoint hands back on resume). */
  cmi(): Record<string, unknown>;
  click(selector: string): void;
}

type Version = '1.2' | '2004';

const bundles = new Map<Version, string>();
async function bundle(version: Version): Promise<string> {
  const file = require.resolve(version === '1.2' ? 'scorm-again/scorm12' : 'scorm-again/scorm2004');
  const cached = bundles.get(version) ?? (await readFile(file, 'utf8'));
  bundles.set(version, cached);
  return cached;
}

/**
 * Opens a SCO page with scorm-again's API on its window (found by the SCO's own search), optionally loaded with
 * the data model of an earlier session, and runs the SCO's script.
 */
async function openSco(version: Version, page: string, script: string, saved?: Record<string, unknown>) {
  const folder = join(DEMO_CONTENT_DIR, version === '1.2' ? 'scorm-1.2' : 'scorm-2004');
  const dom = new JSDOM(await readFile(join(folder, page), 'utf8'), { runScripts: 'outside-only' });
  const { window } = dom;
  const warnings: string[] = [];
  window.console.warn = (message: string) => warnings.push(message);
  window.eval(await bundle(version));
  const global = window as unknown as Record<string, new (settings: object) => LmsApi>;
  const api = new (global[version === '1.2' ? 'Scorm12API' : 'Scorm2004API'] as new (settings: object) => LmsApi)({
    autocommit: false,
    lmsCommitUrl: false,
    logLevel: 5,
  });
  // Parsed in the page's realm: scorm-again tells objects by `constructor === Object`.
  if (saved) api.loadFromJSON(window.JSON.parse(JSON.stringify(saved)) as Record<string, unknown>, '');
  (window as unknown as Record<string, unknown>)[version === '1.2' ? 'API' : 'API_1484_11'] = api;
  window.eval(await readFile(join(folder, script), 'utf8'));
  return {
    window,
    api,
    warnings,
    cmi: () => JSON.parse(JSON.stringify(api.cmi)) as Record<string, unknown>,
    click(selector: string) {
      const element = window.document.querySelector(selector);
      if (!element) throw new Error(`no ${selector}`);
      element.click();
    },
  } satisfies OpenSco;
}

const slideOf = (sco: OpenSco) => sco.window.document.querySelector('main')?.getAttribute('data-slide');

/** The data model an LMS hands back on resume: what was stored, entered as a resume. */
function resumed(cmi: Record<string, unknown>, version: Version): Record<string, unknown> {
  if (version === '1.2') {
    const core = cmi['core'] as Record<string, unknown>;
    return { suspend_data: cmi['suspend_data'], core: { lesson_location: core['lesson_location'], entry: 'resume' } };
  }
  return { location: cmi['location'], suspend_data: cmi['suspend_data'], entry: 'resume' };
}

describe('the SCORM 1.2 demo SCO against scorm-again', () => {
  it('initialises, saves its page and 4096 characters of suspend data, resumes there, scores and passes', async () => {
    const first = await openSco('1.2', 'licao/index.html', 'licao/sco12.js');
    expect(first.window.document.documentElement.dataset['lms']).toBe('connected');
    expect(first.api.LMSGetValue?.('cmi.core.lesson_status')).toBe('incomplete');
    expect(slideOf(first)).toBe('1');
    first.click('#next');
    expect(slideOf(first)).toBe('2');
    expect(first.api.LMSGetValue?.('cmi.core.lesson_location')).toBe('2');
    const suspendData = first.api.LMSGetValue?.('cmi.suspend_data') ?? '';
    expect(suspendData).toHaveLength(4096);
    expect(JSON.parse(suspendData)).toMatchObject({ slide: 2, seen: [1, 2] });
    first.window.dispatchEvent(new first.window.Event('pagehide'));
    // cmi.core.exit is write-only: read what the LMS stored.
    expect(first.cmi()['core']).toMatchObject({ exit: 'suspend' });
    expect(first.warnings).toEqual([]);

    // A reload: the LMS hands back what was stored, and the SCO opens on page 2.
    const second = await openSco('1.2', 'licao/index.html', 'licao/sco12.js', resumed(first.cmi(), '1.2'));
    expect(slideOf(second)).toBe('2');
    second.click('#next');
    second.window.document.querySelector('input[name="acolher"][value="b"]')!.checked = true;
    second.click('.question .check');
    expect(second.api.LMSGetValue?.('cmi.core.score.raw')).toBe('100');
    // 1.2 interactions are write-only to the SCO: read what the LMS stored.
    const interactions = second.cmi()['interactions'] as Record<string, unknown>;
    expect(interactions['0']).toMatchObject({ id: 'campus_demo_acolher', type: 'choice', result: 'correct' });
    second.click('#next');
    expect(second.api.LMSGetValue?.('cmi.core.lesson_status')).toBe('passed');
    second.window.dispatchEvent(new second.window.Event('pagehide'));
    expect(second.cmi()['core']).toMatchObject({ exit: '' });
    expect(second.warnings).toEqual([]);
  });

  it('without an LMS still pages, and says progress is not saved', async () => {
    const dom = new JSDOM(await readFile(join(DEMO_CONTENT_DIR, 'scorm-1.2/licao/index.html'), 'utf8'), {
      runScripts: 'outside-only',
    });
    dom.window.eval(await readFile(join(DEMO_CONTENT_DIR, 'scorm-1.2/licao/sco12.js'), 'utf8'));
    expect(dom.window.document.documentElement.dataset['lms']).toBe('no-api');
    dom.window.document.querySelector('#next')!.click();
    expect(dom.window.document.querySelector('main')?.getAttribute('data-slide')).toBe('2');
  });
});

describe('the SCORM 2004 demo SCOs against scorm-again', () => {
  it('lesson 1 saves its location and long suspend data, resumes there and completes', async () => {
    const first = await openSco('2004', 'sco-1/index.html', 'shared/sco2004.js');
    expect(first.api.GetValue?.('cmi.completion_status')).toBe('incomplete');
    first.click('#next');
    expect(first.api.GetValue?.('cmi.location')).toBe('2');
    expect(first.api.GetValue?.('cmi.progress_measure')).toBe('0.67');
    const suspendData = first.api.GetValue?.('cmi.suspend_data') ?? '';
    expect(suspendData.length).toBeGreaterThanOrEqual(4096);
    expect(JSON.parse(suspendData)).toMatchObject({ slide: 2 });
    first.window.dispatchEvent(new first.window.Event('pagehide'));
    expect(first.cmi()).toMatchObject({ exit: 'suspend' });
    expect(first.warnings).toEqual([]);

    const second = await openSco('2004', 'sco-1/index.html', 'shared/sco2004.js', resumed(first.cmi(), '2004'));
    expect(slideOf(second)).toBe('2');
    second.click('#next');
    expect(second.api.GetValue?.('cmi.completion_status')).toBe('completed');
    second.window.dispatchEvent(new second.window.Event('pagehide'));
    expect(second.cmi()).toMatchObject({ exit: 'normal' });
    expect(second.warnings).toEqual([]);
  });

  it('the assessment records cmi.interactions, its score and success', async () => {
    const sco = await openSco('2004', 'sco-3/index.html', 'shared/sco2004.js');
    const answer = (name: string, value: string) => {
      sco.window.document.querySelector(`input[name="${name}"][value="${value}"]`)!.checked = true;
      sco.window.document.querySelector(`.question[data-id="${name}"] .check`)!.click();
    };
    sco.click('#next');
    answer('sondagem', 'c');
    sco.click('#next');
    answer('garantia', 'b');
    expect(sco.api.GetValue?.('cmi.interactions._count')).toBe('2');
    expect(sco.api.GetValue?.('cmi.interactions.0.id')).toBe('urn:campus:demo:sondagem');
    expect(sco.api.GetValue?.('cmi.interactions.0.result')).toBe('correct');
    expect(sco.api.GetValue?.('cmi.interactions.1.learner_response')).toBe('b');
    expect(sco.api.GetValue?.('cmi.interactions.1.result')).toBe('incorrect');
    expect(sco.api.GetValue?.('cmi.score.scaled')).toBe('0.5');
    sco.click('#next');
    expect(sco.api.GetValue?.('cmi.completion_status')).toBe('completed');
    expect(sco.api.GetValue?.('cmi.success_status')).toBe('failed');
    // A second try at the last question: the new answer is a new interaction, and the learner passes.
    sco.click('#previous');
    answer('garantia', 'a');
    sco.click('#next');
    expect(sco.api.GetValue?.('cmi.interactions._count')).toBe('3');
    expect(sco.api.GetValue?.('cmi.score.scaled')).toBe('1');
    expect(sco.api.GetValue?.('cmi.success_status')).toBe('passed');
    expect(sco.warnings).toEqual([]);
  });
});

describe('the HTML demo lesson', () => {
  it('pages by buttons and tells the player once, by postMessage, when the learner finishes', async () => {
    const folder = join(DEMO_CONTENT_DIR, 'html-lesson');
    const { window } = new JSDOM(await readFile(join(folder, 'index.html'), 'utf8'), { runScripts: 'outside-only' });
    const sent: unknown[][] = [];
    // The player's frame, as the lesson sees it from its iframe.
    Object.defineProperty(window, 'parent', {
      value: { postMessage: (...args: unknown[]) => sent.push(args) },
      configurable: true,
    });
    window.eval(await readFile(join(folder, 'js/licao.js'), 'utf8'));
    const click = (selector: string) => window.document.querySelector(selector)?.click();
    click('#next');
    click('#next');
    expect(window.document.querySelector('main')?.getAttribute('data-step')).toBe('3');
    expect(sent).toEqual([]);
    click('#complete');
    click('#complete');
    expect(sent).toEqual([[{ type: 'campus:complete' }, '*']]);
  });
});
