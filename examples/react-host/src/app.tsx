import { useState, version } from 'react';
import { Login } from '@campus/auth';
import { CourseCatalogue } from '@campus/catalogue';
import type { CourseOpenDetail } from '@campus/catalogue';
import { selectIsSignedIn } from '@campus/core';
import { Ranking } from '@campus/ranking';
import { RewardStore } from '@campus/rewards';
import { useAdoptedClientTheme, useCampus, useSession } from '@campus/ui';

type HostView = 'courses' | 'rewards' | 'ranking';

const VIEWS: ReadonlyArray<{ view: HostView; label: string }> = [
  { view: 'courses', label: 'Online courses' },
  { view: 'rewards', label: 'Reward store' },
  { view: 'ranking', label: 'Ranking' },
];

/**
 * A host app's page: its own header and navigation, the Campus login while signed out, then the catalogue, the
 * reward store or the ranking. The components come straight from the packages (no custom elements); callbacks
 * replace DOM events.
 */
export function App() {
  const campus = useCampus();
  const signedIn = useSession(selectIsSignedIn);
  const [view, setView] = useState<HostView>('courses');
  const [notice, setNotice] = useState<string | null>(null);
  // The client's colours (from the API's params) as the page's theme tokens.
  useAdoptedClientTheme(document);

  const show = (next: HostView) => {
    setView(next);
    setNotice(null);
  };
  const opened = ({ type, id }: CourseOpenDetail) => setNotice(`The host would open ${type} ${id} in its player.`);

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
            <h1>{VIEWS.find((entry) => entry.view === view)?.label}</h1>
            {notice && (
              <p role="status" className="host-status">
                {notice}
              </p>
            )}
            {view === 'courses' && <CourseCatalogue type="online-courses" onCourseOpen={opened} />}
            {view === 'rewards' && (
              <RewardStore
                onRedeemed={(order) => setNotice(`The host recorded order ${order.id} (${order.total_points} points).`)}
              />
            )}
            {view === 'ranking' && <Ranking />}
          </>
        )}
      </main>
    </>
  );
}
