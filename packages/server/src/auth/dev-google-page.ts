import type { Locale } from '@campus/core';
import { escapeHtml, pageSecurityPolicy } from '../activities/scorm-cloud/scorm-cloud-pages';

/** Texts of the development Google pages. */
const TEXTS: Record<Locale, { title: string; intro: string; email: string; submit: string; done: string }> = {
  'pt-BR': {
    title: 'Google (desenvolvimento)',
    intro:
      'Este servidor está em modo demonstração, sem cliente Google: esta página faz o papel do Google e entrega ao site um token de identidade assinado por uma chave de desenvolvimento. Informe o e-mail de uma conta.',
    email: 'E-mail',
    submit: 'Entrar',
    done: 'Pronto. Você pode fechar esta janela.',
  },
  'en-US': {
    title: 'Google (development)',
    intro:
      'This server runs in demo mode without a Google client: this page stands in for Google and hands the site an identity token signed by a development key. Enter an account’s e-mail.',
    email: 'E-mail',
    submit: 'Sign in',
    done: 'Done. You may close this window.',
  },
  'es-ES': {
    title: 'Google (desarrollo)',
    intro:
      'Este servidor está en modo demostración, sin cliente de Google: esta página hace el papel de Google y entrega al sitio un token de identidad firmado con una clave de desarrollo. Escribe el correo de una cuenta.',
    email: 'Correo electrónico',
    submit: 'Entrar',
    done: 'Listo. Puedes cerrar esta ventana.',
  },
  'fr-FR': {
    title: 'Google (développement)',
    intro:
      'Ce serveur fonctionne en mode démo sans client Google : cette page tient lieu de Google et remet au site un jeton d’identité signé par une clé de développement. Saisissez l’adresse e-mail d’un compte.',
    email: 'Adresse e-mail',
    submit: 'Se connecter',
    done: 'Terminé. Vous pouvez fermer cette fenêtre.',
  },
};

const STYLE =
  'body{font-family:system-ui,sans-serif;margin:0;padding:1.5rem;line-height:1.5}main{max-width:28rem;margin:auto}' +
  'label{display:block;font-weight:600;margin:.75rem 0 .25rem}input{font:inherit;width:100%;padding:.5rem;' +
  'box-sizing:border-box}button{font:inherit;margin-top:1rem;padding:.5rem 1rem}';

// Hands the ID token to the site's window that opened this one, at its origin only, then closes.
const RESULT_SCRIPT =
  "const main = document.querySelector('main');" +
  'if (window.opener) window.opener.postMessage({ type: "campus:dev-google", id_token: main.dataset.token }, main.dataset.origin);' +
  'window.close();';

function frame(locale: Locale, title: string, body: string, policy: string): { html: string; policy: string } {
  return {
    html:
      `<!doctype html><html lang="${locale}"><head><meta charset="utf-8">` +
      '<meta name="viewport" content="width=device-width, initial-scale=1">' +
      `<title>${escapeHtml(title)}</title><style>${STYLE}</style></head><body>${body}</body></html>`,
    policy,
  };
}

/** The development Google sign-in form: an e-mail, posted to `action` with the site's origin. */
export function devGoogleFormPage(input: {
  readonly locale: Locale;
  readonly action: string;
  readonly origin: string;
  readonly email: string;
}): { html: string; policy: string } {
  const texts = TEXTS[input.locale];
  const body =
    `<main><h1>${escapeHtml(texts.title)}</h1><p>${escapeHtml(texts.intro)}</p>` +
    `<form method="post" action="${escapeHtml(input.action)}">` +
    `<input type="hidden" name="origin" value="${escapeHtml(input.origin)}">` +
    `<label for="email">${escapeHtml(texts.email)}</label>` +
    `<input id="email" name="email" type="email" required autocomplete="email" value="${escapeHtml(input.email)}">` +
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

/** The answer to the form: posts the ID token to the opener at `origin` and closes. */
export function devGoogleResultPage(input: {
  readonly locale: Locale;
  readonly origin: string;
  readonly idToken: string;
}): { html: string; policy: string } {
  const texts = TEXTS[input.locale];
  const body =
    `<main data-token="${escapeHtml(input.idToken)}" data-origin="${escapeHtml(input.origin)}">` +
    `<p>${escapeHtml(texts.done)}</p></main><script>${RESULT_SCRIPT}</script>`;
  return frame(input.locale, texts.title, body, pageSecurityPolicy(RESULT_SCRIPT, { frameAncestors: [] }));
}
