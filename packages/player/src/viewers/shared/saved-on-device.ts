import type { JournalOutcome } from '@campus/core';

/**
 * A write the progress journal kept on the device (offline) instead of sending it: not a failure — it is sent in
 * order when the network returns, and the player's journal status says so.
 */
export class SavedOnDevice extends Error {
  override name = 'SavedOnDevice';
  constructor() {
    super('Saved on the device; sent when the network returns');
  }
}

/** The API's answer of a journal write, or {@link SavedOnDevice} thrown when it was kept for later. */
export function answerOf<T>(outcome: JournalOutcome<T>): T {
  if (outcome.status === 'saved') throw new SavedOnDevice();
  return outcome.data;
}

/**
 * The API's answer of a journal write, waiting for the replay when it was kept for later: a game move is judged
 * and a submission scored by the server, so the board or the form waits (its status says the write is saved on
 * the device). `onSaved` is told when it was kept.
 */
export function answerWhenSent<T>(outcome: JournalOutcome<T>, onSaved?: () => void): Promise<T> {
  if (outcome.status === 'sent') return Promise.resolve(outcome.data);
  onSaved?.();
  return outcome.sent;
}
