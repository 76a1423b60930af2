/** The languages of the widgets (the core's `LOCALES`), the first one the default. */
const LOCALES = ['pt-BR', 'en-US', 'es-ES', 'fr-FR'] as const;

/** A language of the error state. */
export type LoadErrorLocale = (typeof LOCALES)[number];

/** What the error state of a widget whose code did not load says. */
export interface LoadErrorMessages {
  title: string;
  message: string;
  retry: string;
  retrying: string;
}

// The loader carries its own few strings: the core (and its messages) is in the chunks that failed to load.
export const LOAD_ERROR_MESSAGES: Readonly<Record<LoadErrorLocale, LoadErrorMessages>> = {
  'pt-BR': {
    title: 'Algo deu errado',
    message: 'Não foi possível carregar este conteúdo. Verifique sua conexão e tente novamente.',
    retry: 'Tentar novamente',
    retrying: 'Carregando…',
  },
  'en-US': {
    title: 'Something went wrong',
    message: 'This content could not be loaded. Check your connection and try again.',
    retry: 'Try again',
    retrying: 'Loading…',
  },
  'es-ES': {
    title: 'Algo salió mal',
    message: 'No se pudo cargar este contenido. Comprueba tu conexión e inténtalo de nuevo.',
    retry: 'Intentar de nuevo',
    retrying: 'Cargando…',
  },
  'fr-FR': {
    title: 'Un problème est survenu',
    message: 'Ce contenu n’a pas pu être chargé. Vérifiez votre connexion et réessayez.',
    retry: 'Réessayer',
    retrying: 'Chargement…',
  },
};

/** A supported language for a requested one, matched by the part before the dash (`es-AR` → `es-ES`). */
function match(requested: string | null | undefined): LoadErrorLocale | undefined {
  const language = requested?.trim().slice(0, 2).toLowerCase();
  return language ? LOCALES.find((locale) => locale.startsWith(language)) : undefined;
}

/**
 * The language a widget would speak, as far as the loader can tell without the core: the page's `?locale=`
 * (spec §9), the widget's own `locale` attribute, `<campus-config locale>`, the document's `lang`; pt-BR otherwise.
 */
export function loadErrorLocale(widget: Element): LoadErrorLocale {
  const root = widget.getRootNode() as Document | ShadowRoot;
  const config = root.querySelector('campus-config') ?? widget.ownerDocument.querySelector('campus-config');
  const fromUrl = new URLSearchParams(widget.ownerDocument.defaultView?.location.search ?? '').get('locale');
  // As the core reads it: a non-empty `?locale=` wins, an unsupported one gives the default.
  if (fromUrl !== null && fromUrl.trim() !== '') return match(fromUrl) ?? LOCALES[0];
  const candidates = [widget.getAttribute('locale'), config?.getAttribute('locale')];
  candidates.push(widget.closest('[lang]')?.getAttribute('lang'), widget.ownerDocument.documentElement.lang);
  for (const candidate of candidates) {
    const locale = match(candidate);
    if (locale !== undefined) return locale;
  }
  return LOCALES[0];
}
