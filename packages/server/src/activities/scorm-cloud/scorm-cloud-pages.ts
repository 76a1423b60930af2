import { createHash } from 'node:crypto';
import type { Locale } from '@campus/core';

/*
 * The small HTML pages the SCORM Cloud routes serve inside the player's SCORM Cloud frame: the exit page (where
 * SCORM Cloud sends the frame when the learner leaves the course) and the development adapter's launch page.
 * Each has one inline script, allowed by its hash and nothing else (`default-src 'none'`).
 */

/** The message the exit page posts to the player's page: the learner left the SCORM Cloud course. */
export const SCORM_CLOUD_EXIT_MESSAGE = 'campus:scorm-cloud-exit';

/** Escapes text for HTML content and attribute values. */
export function escapeHtml(text: string): string {
  return text.replace(/[&<>"']/g, (char) => `&#${char.charCodeAt(0)};`);
}

/** What a page's CSP allows besides its own inline script. */
export interface PagePolicyOptions {
  /** The sites that may frame the page (the player's pages: `CAMPUS_CONTENT_FRAME_ANCESTORS`; `*` any). */
  readonly frameAncestors: readonly string[];
  /** Whether the page's script calls its own origin (`connect-src 'self'`). @default false */
  readonly connect?: boolean;
}

/**
 * A page's CSP: nothing but its own inline script (by hash) and inline styles, framed only by the sites that embed
 * the player (the API's default `frame-ancestors 'self'` and `X-Frame-Options` would keep the player's frame
 * empty), never framed when none is configured.
 */
export function pageSecurityPolicy(script: string, { frameAncestors, connect = false }: PagePolicyOptions): string {
  const hash = createHash('sha256').update(script).digest('base64');
  const ancestors = frameAncestors.includes('*')
    ? '*'
    : frameAncestors.length === 0
      ? "'none'"
      : frameAncestors.join(' ');
  return [
    "default-src 'none'",
    `script-src 'sha256-${hash}'`,
    "style-src 'unsafe-inline'",
    connect ? "connect-src 'self'" : null,
    "form-action 'none'",
    "base-uri 'none'",
    `frame-ancestors ${ancestors}`,
  ]
    .filter((part) => part !== null)
    .join('; ');
}

const STYLE =
  'body{font:16px/1.5 system-ui,sans-serif;margin:0;padding:1.5rem;color:#1d1d1f;background:#fff}' +
  'button{font:inherit;margin:.25rem .5rem .25rem 0;padding:.5rem 1rem;cursor:pointer}';

/** Texts of the exit page. */
const EXIT_TEXTS: Record<Locale, { title: string; body: string }> = {
  'pt-BR': {
    title: 'Você saiu do curso',
    body: 'Você saiu do curso no SCORM Cloud. Seu progresso é atualizado na página da atividade.',
  },
  'en-US': {
    title: 'You left the course',
    body: 'You left the course on SCORM Cloud. Your progress is updated on the activity’s page.',
  },
  'es-ES': {
    title: 'Saliste del curso',
    body: 'Saliste del curso en SCORM Cloud. Tu progreso se actualiza en la página de la actividad.',
  },
  'fr-FR': {
    title: 'Vous avez quitté le cours',
    body: 'Vous avez quitté le cours sur SCORM Cloud. Votre progression est mise à jour sur la page de l’activité.',
  },
};

/**
 * The exit page of a SCORM Cloud course (its `redirectOnExitUrl`): it tells the page framing it that the learner
 * left, with `{ type: 'campus:scorm-cloud-exit', activity_id }` posted to any origin (the message holds nothing
 * secret: the player only reads the results again from the server), and says so to a learner who opened the
 * course in a window of its own. Never the site: SCORM Cloud would load the whole site inside the frame.
 */
export function scormCloudExitPage(
  activityId: number,
  locale: Locale,
  frameAncestors: readonly string[],
): { html: string; policy: string } {
  const texts = EXIT_TEXTS[locale];
  const message = JSON.stringify({ type: SCORM_CLOUD_EXIT_MESSAGE, activity_id: activityId });
  const script = `if (window.parent !== window) window.parent.postMessage(${message}, '*');`;
  const html =
    `<!doctype html><html lang="${locale}"><head><meta charset="utf-8">` +
    '<meta name="viewport" content="width=device-width, initial-scale=1">' +
    `<title>${escapeHtml(texts.title)}</title><style>${STYLE}</style></head>` +
    `<body><main><h1>${escapeHtml(texts.title)}</h1><p>${escapeHtml(texts.body)}</p></main>` +
    `<script>${script}</script></body></html>`;
  return { html, policy: pageSecurityPolicy(script, { frameAncestors }) };
}
