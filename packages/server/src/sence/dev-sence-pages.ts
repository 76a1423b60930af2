import { MESSAGE_BUNDLES } from '@campus/core';
import type { Locale } from '@campus/core';
import { senceErrorMessageKey } from '@campus/core/rules';
import { escapeHtml, pageSecurityPolicy } from '../activities/scorm-cloud/scorm-cloud-pages';
import type { SenceFormField } from './sence-service';

/* The pages of the development SENCE (demo mode): the RUT and password page, the answer that posts back, a refusal. */

/** Texts of the development SENCE's pages. */
const TEXTS: Record<
  Locale,
  {
    title: string;
    intro: string;
    course: string;
    window: string;
    rut: string;
    rutHint: string;
    password: string;
    submit: string;
    back: string;
    refused: string;
  }
> = {
  'pt-BR': {
    title: 'SENCE (desenvolvimento)',
    intro:
      'Este servidor está em modo demonstração: esta página faz o papel do registro de presença do SENCE. Informe seu RUT e sua senha SENCE.',
    course: 'Código SENCE {{sence}} · curso {{course}} · linha {{line}}',
    window: 'Você tem 3 minutos desde a primeira entrada para informar o RUT e a senha ({{seconds}} s restantes).',
    rut: 'RUT',
    rutHint: 'Com dígito verificador, por exemplo 12.345.678-5.',
    password: 'Senha SENCE',
    submit: 'Entrar',
    back: 'Continuar',
    refused: 'O SENCE recusou o pedido',
  },
  'en-US': {
    title: 'SENCE (development)',
    intro:
      'This server runs in demo mode: this page stands in for SENCE’s attendance registration. Enter your RUT and your SENCE password.',
    course: 'SENCE code {{sence}} · course {{course}} · line {{line}}',
    window: 'You have 3 minutes from the first entry to enter the RUT and password ({{seconds}} s left).',
    rut: 'RUT',
    rutHint: 'With its check digit, for example 12.345.678-5.',
    password: 'SENCE password',
    submit: 'Sign in',
    back: 'Continue',
    refused: 'SENCE refused the request',
  },
  'es-ES': {
    title: 'SENCE (desarrollo)',
    intro:
      'Este servidor está en modo demostración: esta página hace el papel del registro de asistencia del SENCE. Ingresa tu RUT y tu clave SENCE.',
    course: 'Código SENCE {{sence}} · curso {{course}} · línea {{line}}',
    window: 'Tienes 3 minutos desde el primer ingreso para escribir el RUT y la clave (quedan {{seconds}} s).',
    rut: 'RUT',
    rutHint: 'Con dígito verificador, por ejemplo 12.345.678-5.',
    password: 'Clave SENCE',
    submit: 'Ingresar',
    back: 'Continuar',
    refused: 'El SENCE rechazó la solicitud',
  },
  'fr-FR': {
    title: 'SENCE (développement)',
    intro:
      'Ce serveur fonctionne en mode démo : cette page tient lieu du registre de présence du SENCE. Saisissez votre RUT et votre mot de passe SENCE.',
    course: 'Code SENCE {{sence}} · cours {{course}} · ligne {{line}}',
    window:
      'Vous avez 3 minutes depuis la première entrée pour saisir le RUT et le mot de passe ({{seconds}} s restantes).',
    rut: 'RUT',
    rutHint: 'Avec son chiffre de contrôle, par exemple 12.345.678-5.',
    password: 'Mot de passe SENCE',
    submit: 'Se connecter',
    back: 'Continuer',
    refused: 'Le SENCE a refusé la demande',
  },
};

const STYLE =
  'body{font:16px/1.5 system-ui,sans-serif;margin:0;padding:1.5rem;color:#1d1d1f;background:#fff}main{max-width:28rem;margin:auto}' +
  'label{display:block;font-weight:600;margin:.75rem 0 .25rem}input{font:inherit;width:100%;padding:.5rem;box-sizing:border-box}' +
  '.hint{color:#4a4a4f;font-size:.9rem;margin:.25rem 0}button{font:inherit;margin-top:1rem;padding:.5rem 1rem}';

/** A page and its Content-Security-Policy. */
export interface DevSencePage {
  readonly html: string;
  readonly policy: string;
}

const fill = (text: string, values: Readonly<Record<string, string | number>>) =>
  text.replace(/\{\{(\w+)\}\}/g, (_, name: string) => escapeHtml(String(values[name] ?? '')));

function frame(locale: Locale, title: string, body: string, policy: string): DevSencePage {
  return {
    html:
      `<!doctype html><html lang="${locale}"><head><meta charset="utf-8">` +
      '<meta name="viewport" content="width=device-width, initial-scale=1">' +
      `<title>${escapeHtml(title)}</title><style>${STYLE}</style></head><body>${body}</body></html>`,
    policy,
  };
}

/** The message of a SENCE code in a language (core's `sence.error_<code>`). */
export function senceCodeMessage(locale: Locale, code: number | string): string {
  const key = senceErrorMessageKey(code).slice('sence.'.length) as keyof (typeof MESSAGE_BUNDLES)['pt-BR']['sence'];
  return MESSAGE_BUNDLES[locale].sence[key];
}

/** The RUT and password page: posts `ticket`, `rut` and `password` to `action` (its own origin). */
export function devSenceLoginPage(input: {
  readonly locale: Locale;
  readonly action: string;
  readonly ticket: string;
  readonly senceCode: string;
  readonly courseCode: string;
  readonly trainingLine: string;
  readonly secondsLeft: number;
}): DevSencePage {
  const texts = TEXTS[input.locale];
  const body =
    `<main><h1>${escapeHtml(texts.title)}</h1><p>${escapeHtml(texts.intro)}</p>` +
    `<p>${fill(texts.course, { sence: input.senceCode, course: input.courseCode, line: input.trainingLine })}</p>` +
    `<p>${fill(texts.window, { seconds: input.secondsLeft })}</p>` +
    `<form method="post" action="${escapeHtml(input.action)}">` +
    `<input type="hidden" name="ticket" value="${escapeHtml(input.ticket)}">` +
    `<label for="rut">${escapeHtml(texts.rut)}</label>` +
    `<p class="hint" id="rut-hint">${escapeHtml(texts.rutHint)}</p>` +
    '<input id="rut" name="rut" required autocomplete="username" aria-describedby="rut-hint">' +
    `<label for="password">${escapeHtml(texts.password)}</label>` +
    '<input id="password" name="password" type="password" required autocomplete="current-password">' +
    `<button type="submit">${escapeHtml(texts.submit)}</button></form></main>`;
  const policy = [
    "default-src 'none'",
    "style-src 'unsafe-inline'",
    "form-action 'self'",
    "frame-ancestors 'none'",
    "base-uri 'none'",
  ].join('; ');
  return frame(input.locale, texts.title, body, policy);
}

// Posts the answer on at once, as SENCE's own page does; the button stays for a browser without scripts.
const POST_SCRIPT = "document.getElementById('sence-answer').submit();";

/**
 * SENCE's answer: a form of `fields` POSTed at once to `action` (`UrlRetoma` or `UrlError`). No `form-action`: the
 * return endpoint redirects the browser on to the site, and a `form-action` would have to name it too.
 */
export function devSencePostPage(input: {
  readonly locale: Locale;
  readonly action: string;
  readonly fields: readonly SenceFormField[];
}): DevSencePage {
  const texts = TEXTS[input.locale];
  const hidden = input.fields
    .map((field) => `<input type="hidden" name="${escapeHtml(field.name)}" value="${escapeHtml(field.value)}">`)
    .join('');
  const body =
    `<main><h1>${escapeHtml(texts.title)}</h1>` +
    `<form id="sence-answer" method="post" action="${escapeHtml(input.action)}">${hidden}` +
    `<button type="submit">${escapeHtml(texts.back)}</button></form></main><script>${POST_SCRIPT}</script>`;
  const policy = pageSecurityPolicy(POST_SCRIPT, { frameAncestors: [] }).replace("; form-action 'none'", '');
  return frame(input.locale, texts.title, body, policy);
}

/** A refusal SENCE cannot post anywhere (no or invalid return URLs: codes 201–203): shown on its own page. */
export function devSenceRefusalPage(input: { readonly locale: Locale; readonly code: number }): DevSencePage {
  const texts = TEXTS[input.locale];
  const body =
    `<main><h1>${escapeHtml(texts.refused)}</h1>` +
    `<p role="alert"><strong>${input.code}</strong> — ${escapeHtml(senceCodeMessage(input.locale, input.code))}</p></main>`;
  const policy = ["default-src 'none'", "style-src 'unsafe-inline'", "frame-ancestors 'none'", "base-uri 'none'"].join(
    '; ',
  );
  return frame(input.locale, texts.refused, body, policy);
}
