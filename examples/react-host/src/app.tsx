import { useEffect, useRef, useState, version } from 'react';
import { Login } from '@campus/auth';
import { selectIsSignedIn } from '@campus/core';
import { useAdoptedClientTheme, useCampus, useSession } from '@campus/ui';
import { HostViewContent, VIEWS } from './views';
import type { HostView } from './views';

/**
 * A host app's page: its own header and navigation, the Campus login while signed out, then one view per Campus
 * component — courses, the reward store, sales, store photos, events, the ranking, the points statement, the
 * points table and the campaigns. The components come straight from the packages (no custom elements).
 */
export function App() {
  const campus = useCampus();
  const signedIn = useSession(selectIsSignedIn);
  const [view, setView] = useState<HostView>('courses');
  const [notice, setNotice] = useState<string | null>(null);
  const heading = useRef<HTMLHeadingElement>(null);
  const navigated = useRef(false);
  // The client's colours (from the API's params) as the page's theme tokens.
  useAdoptedClientTheme(document);

  // After the person picks a view, focus goes to its heading, as a router's page change would (not on load).
  useEffect(() => {
    if (navigated.current) heading.current?.focus();
  }, [view]);

  const show = (next: HostView) => {
    navigated.current = true;
    setView(next);
    setNotice(null);
  };

  return (
    <>
      <header className="host-header">
        <span className="host-brand">Acme Learning</span>
        {signedIn && (
          <nav aria-label="Acme">
            <ul className="host-nav">
              {VIEWS.map((entry) => (
                <li key={entry.view}>
                  <button
                    type="button"
                    className="host-nav-button"
                    aria-current={view === entry.view ? 'page' : undefined}
                    onClick={() => show(entry.view)}
                  >
                    {entry.label}
                  </button>
                </li>
              ))}
            </ul>
          </nav>
        )}
        <span className="host-react" data-testid="react-version">
          React {version}
        </span>
        {signedIn && (
          <button type="button" className="host-button" onClick={() => campus.signOut()}>
            Sign out
          </button>
        )}
      </header>
      <main className="host-main">
        {!signedIn && (
          <>
            <h1>Welcome</h1>
            <Login />
          </>
        )}
        {signedIn && (
          <>
            <h1 ref={heading} tabIndex={-1} className="host-heading">
              {VIEWS.find((entry) => entry.view === view)?.label}
            </h1>
            {notice && (
              <p role="status" className="host-status">
                {notice}
              </p>
            )}
            <HostViewContent key={view} view={view} onNotice={setNotice} />
          </>
        )}
      </main>
    </>
  );
}
