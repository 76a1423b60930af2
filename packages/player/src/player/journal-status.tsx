import { useEffect, useState, useSyncExternalStore } from 'react';
import type { Campus } from '@campus/core';
import { useT } from '@campus/ui';

/** What the learner is told of the progress kept on the device. */
type JournalMessage = 'saved' | 'sending' | 'sent' | null;

/**
 * The progress journal's status (docs/player.md "Offline progress"), one polite live region: progress, answers
 * and moves saved on the device while offline and to be sent, being sent, sent; and a write the API refused when
 * it arrived late, with the reason.
 */
export function JournalStatus({ campus }: { readonly campus: Campus }) {
  const t = useT();
  const { journal } = campus;
  const snapshot = useSyncExternalStore(journal.subscribe, journal.getSnapshot, journal.getSnapshot);
  const [refusal, setRefusal] = useState<string | undefined>(undefined);
  // "Sent" is said only after something kept on the device was sent, not on every page.
  const [sent, setSent] = useState(false);
  // The journal's code loads with the player, which writes through it: a start sends what earlier pages kept only
  // after the page has loaded (runAfterStart, issue 27), and progress made offline right after the player opened
  // must find the code already there. Sending what is kept now is what that start would do.
  useEffect(() => {
    // A failure is the journal's own to report (its `error` event); a code that cannot load is retried on next use.
    journal.replay().catch(() => undefined);
  }, [journal]);
  useEffect(() => {
    let hadPending = journal.getSnapshot().pending > 0;
    return journal.subscribe(() => {
      const now = journal.getSnapshot();
      if (now.pending > 0) {
        hadPending = true;
        setSent(false);
      } else if (!now.sending && hadPending) {
        hadPending = false;
        setSent(true);
      }
    });
  }, [journal]);

  useEffect(
    () => campus.on('journal-refused', ({ error }) => setRefusal(campus.errorMessage(error, 'player'))),
    [campus],
  );

  const message: JournalMessage =
    snapshot.pending > 0 ? (snapshot.sending ? 'sending' : 'saved') : sent ? 'sent' : null;
  return (
    <div className="campus-player__journal" part="journal-status" role="status">
      {message !== null && <p>{t(`player.journal.${message}`)}</p>}
      {refusal !== undefined && <p>{t('player.journal.refused', { reason: refusal })}</p>}
    </div>
  );
}
