import { useState, version } from 'react';
import { Login } from '@campus/auth';
import { CourseCatalogue } from '@campus/catalogue';
import type { CourseOpenDetail } from '@campus/catalogue';
import { selectIsSignedIn } from '@campus/core';
import { useAdoptedClientTheme, useCampus, useSession } from '@campus/ui';

/**
 * A host app's page: its own header and layout, the Campus login while signed out, the catalogue once signed in.
 * The components come straight from the packages (no custom elements); callbacks replace DOM events.
 */
export function App() {
  const campus = useCampus();
  const signedIn = useSession(selectIsSignedIn);
  const [opened, setOpened] = useState<CourseOpenDetail | null>(null);
  // The client's colours (from the API's params) as the page's theme tokens.
  useAdoptedClientTheme(document);

  return (
    <>
      <header className="host-header">
        <span className="host-brand">Acme Learning</span>
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
        {signedIn ? (
          <>
            <h1>Online courses</h1>
            {opened && (
              <p role="status" className="host-status">
                The host would open {opened.type} {opened.id} in its player.
              </p>
            )}
            <CourseCatalogue type="online-courses" onCourseOpen={setOpened} />
          </>
        ) : (
          <>
            <h1>Welcome</h1>
            <Login />
          </>
        )}
      </main>
    </>
  );
}
