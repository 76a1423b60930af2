import { createElement, lazy, Suspense } from 'react';
import type { ComponentType } from 'react';
import { Spinner } from '@campus/ui';

/**
 * A screen loaded when its element first renders: the element entry registers every tag but carries only
 * the registration, so a page showing `<campus-login>` never downloads the registration form (each screen
 * becomes its own chunk of the element bundle). A spinner shows meanwhile.
 */
export function lazyScreen<P extends object>(load: () => Promise<ComponentType<P>>): ComponentType<P> {
  const Screen = lazy(async () => ({ default: await load() }));
  function LazyScreen(props: P) {
    return createElement(
      Suspense,
      { fallback: createElement(Spinner) },
      createElement(Screen as ComponentType<P>, props),
    );
  }
  return LazyScreen;
}
