import { useEffect, useRef, useState } from 'react';

/** How long typing must pause before the search goes to the store (and the server). */
export const SEARCH_DEBOUNCE_MS = 300;

/**
 * The search text as typed, written to the filters store once typing pauses ({@link SEARCH_DEBOUNCE_MS}), so
 * each keystroke filters the loaded items at once while the server is asked once per pause. A change of the
 * stored search from elsewhere (reset, another widget) replaces the typed text.
 */
export function useDebouncedSearch(stored: string, commit: (text: string) => void): [string, (text: string) => void] {
  const [text, setText] = useState(stored);
  const [seen, setSeen] = useState(stored);
  const commitRef = useRef(commit);
  useEffect(() => {
    commitRef.current = commit;
  });
  // The store changed without us (a reset): show its value (adjusting state while rendering, React's pattern).
  if (stored !== seen) {
    setSeen(stored);
    setText(stored);
  }
  useEffect(() => {
    if (text === stored) return undefined;
    const timer = setTimeout(() => {
      setSeen(text);
      commitRef.current(text);
    }, SEARCH_DEBOUNCE_MS);
    return () => clearTimeout(timer);
  }, [text, stored]);
  return [text, setText];
}
