import type { BrokerListener, BrokerMessage, RealtimeBroker } from './broker';
import { createEvent, decodeMessage, encodeMessage } from './broker';

/**
 * The broker of a single process (PGlite): messages go to this process's listeners. They are serialised and
 * read back like PostgreSQL's, so both brokers accept and refuse the same events.
 */
export function createMemoryBroker(): RealtimeBroker {
  const listeners = new Set<BrokerListener>();
  let closed = false;

  function deliver(message: BrokerMessage) {
    const text = encodeMessage(message);
    // Asynchronous like NOTIFY: a publisher never runs subscribers inside its own call stack.
    queueMicrotask(() => {
      const copy = decodeMessage(text);
      if (!copy || closed) return;
      for (const listener of [...listeners]) listener(copy);
    });
  }

  return {
    async publish(area, data = {}, options = {}) {
      const event = createEvent(area, data, options.type);
      deliver({ kind: 'event', event });
      return event;
    },
    async revokeSessions(familyIds) {
      if (familyIds.length > 0) deliver({ kind: 'revoke', familyIds: [...familyIds] });
    },
    async subscribe(listener) {
      listeners.add(listener);
      return () => {
        listeners.delete(listener);
      };
    },
    async close() {
      closed = true;
      listeners.clear();
    },
  };
}
