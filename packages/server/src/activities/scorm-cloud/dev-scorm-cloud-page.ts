import type { Locale } from '@campus/core';
import { escapeHtml, pageSecurityPolicy } from './scorm-cloud-pages';

/** Texts of the development launch page. */
const TEXTS: Record<
  Locale,
  { title: string; intro: string; passed: string; failed: string; exit: string; refused: string }
> = {
  'pt-BR': {
    title: 'SCORM Cloud (desenvolvimento)',
    intro:
      'Este servidor não tem credenciais do SCORM Cloud: esta página faz o papel do curso «{course}» e guarda o resultado que você escolher, como o SCORM Cloud guardaria.',
    passed: 'Concluir com aprovação',
    failed: 'Concluir com reprovação',
    exit: 'Sair do curso',
    refused: 'Não foi possível registrar o resultado.',
  },
  'en-US': {
    title: 'SCORM Cloud (development)',
    intro:
      'This server has no SCORM Cloud credentials: this page stands in for the course “{course}” and keeps the result you choose, as SCORM Cloud would.',
    passed: 'Finish and pass',
    failed: 'Finish and fail',
    exit: 'Leave the course',
    refused: 'The result could not be recorded.',
  },
  'es-ES': {
    title: 'SCORM Cloud (desarrollo)',
    intro:
      'Este servidor no tiene credenciales de SCORM Cloud: esta página hace el papel del curso «{course}» y guarda el resultado que elijas, como lo haría SCORM Cloud.',
    passed: 'Terminar con aprobado',
    failed: 'Terminar con suspenso',
    exit: 'Salir del curso',
    refused: 'No se pudo registrar el resultado.',
  },
  'fr-FR': {
    title: 'SCORM Cloud (développement)',
    intro:
      'Ce serveur n’a pas d’identifiants SCORM Cloud : cette page tient lieu du cours « {course} » et garde le résultat que vous choisissez, comme le ferait SCORM Cloud.',
    passed: 'Terminer avec réussite',
    failed: 'Terminer avec échec',
    exit: 'Quitter le cours',
    refused: 'Le résultat n’a pas pu être enregistré.',
  },
};

// Each button records its outcome (`POST` the launch's fields as JSON), then leaves for the exit address, as
// SCORM Cloud does when the learner exits. The fields are read from the page's data attributes.
const SCRIPT =
  "const main = document.querySelector('main');" +
  "const status = document.getElementById('status');" +
  "for (const button of document.querySelectorAll('button[data-outcome]')) button.addEventListener('click', async () => {" +
  'const body = JSON.stringify({ registration: main.dataset.registration, redirect: main.dataset.redirect,' +
  ' signature: main.dataset.signature, outcome: button.dataset.outcome });' +
  "const answer = await fetch(main.dataset.results, { method: 'POST', headers: { 'content-type': 'application/json' }, body })" +
  '.catch(() => null);' +
  'if (answer && answer.ok) location.assign(main.dataset.redirect); else status.textContent = main.dataset.refused;' +
  '});';

/** What the development launch page shows. */
export interface DevLaunchPage {
  readonly courseId: string;
  readonly registrationId: string;
  readonly redirectUrl: string;
  readonly signature: string;
  /** Where the buttons post their outcome. */
  readonly resultsPath: string;
  readonly locale: Locale;
  /** The sites that may frame the page (the player's pages). */
  readonly frameAncestors: readonly string[];
}

/**
 * The development adapter's launch page (demo mode): says it stands in for SCORM Cloud's course, and offers to
 * finish it passed or failed, or to leave it incomplete; each records the result in the learner's registration
 * and sends the frame to the exit address. An accessible page: a heading, text and buttons, in four languages.
 */
export function devScormCloudLaunchPage(page: DevLaunchPage): { html: string; policy: string } {
  const texts = TEXTS[page.locale];
  const data = [
    ['registration', page.registrationId],
    ['redirect', page.redirectUrl],
    ['signature', page.signature],
    ['results', page.resultsPath],
    ['refused', texts.refused],
  ]
    .map(([name = '', value = '']) => ` data-${name}="${escapeHtml(value)}"`)
    .join('');
  const button = (outcome: string, label: string) =>
    `<button type="button" data-outcome="${outcome}">${escapeHtml(label)}</button>`;
  const html =
    `<!doctype html><html lang="${page.locale}"><head><meta charset="utf-8">` +
    '<meta name="viewport" content="width=device-width, initial-scale=1">' +
    `<title>${escapeHtml(texts.title)}</title>` +
    '<style>body{font:16px/1.5 system-ui,sans-serif;margin:0;padding:1.5rem;color:#1d1d1f;background:#fff}' +
    'button{font:inherit;margin:.25rem .5rem .25rem 0;padding:.5rem 1rem;cursor:pointer}</style></head>' +
    `<body><main${data}><h1>${escapeHtml(texts.title)}</h1>` +
    `<p>${escapeHtml(texts.intro.replace('{course}', page.courseId))}</p>` +
    `<p>${button('passed', texts.passed)}${button('failed', texts.failed)}${button('incomplete', texts.exit)}</p>` +
    '<p id="status" role="status"></p></main>' +
    `<script>${SCRIPT}</script></body></html>`;
  return { html, policy: pageSecurityPolicy(SCRIPT, { frameAncestors: page.frameAncestors, connect: true }) };
}
