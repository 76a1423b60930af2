import { useEffect, useLayoutEffect, useRef } from 'react';
import type { RefObject } from 'react';

// Layout effects warn during server rendering; nothing reads the ref there.
const useIsomorphicLayoutEffect = typeof document === 'undefined' ? useEffect : useLayoutEffect;

/**
 * A ref holding the latest value once committed: effects and listeners read callbacks through it without
 * re-subscribing. Read it in effects and event handlers only, never while rendering.
 */
export function useLatest<T>(value: T): RefObject<T> {
  const ref = useRef(value);
  useIsomorphicLayoutEffect(() => {
    ref.current = value;
  });
  return ref;
}
