/** The calls a SCO frame's CrossFrameAPI may make (scorm-again's CrossFrameLMS allows the same). */
const ALLOWED_METHODS = new Set([
  'LMSInitialize',
  'LMSFinish',
  'LMSGetValue',
  'LMSSetValue',
  'LMSCommit',
  'LMSGetLastError',
  'LMSGetErrorString',
  'LMSGetDiagnostic',
  'Initialize',
  'Terminate',
  'GetValue',
  'SetValue',
  'Commit',
  'GetLastError',
  'GetErrorString',
  'GetDiagnostic',
  'getFlattenedCMI',
]);

interface CallMessage {
  readonly messageId: string;
  readonly method: string;
  readonly params?: unknown[];
  readonly isHeartbeat?: boolean;
}

function isCall(data: unknown): data is CallMessage {
  if (typeof data !== 'object' || data === null) return false;
  const message = data as Partial<CallMessage>;
  return (
    typeof message.messageId === 'string' &&
    message.messageId !== '' &&
    typeof message.method === 'string' &&
    message.method !== '' &&
    (message.params === undefined || Array.isArray(message.params)) &&
    (message.isHeartbeat === undefined || typeof message.isHeartbeat === 'boolean')
  );
}

/**
 * The player's end of scorm-again's cross-frame protocol for one SCO session: answers the calls of CrossFrameAPI
 * (`{ messageId, method, params }` → `{ messageId, result | error }`, heartbeats) with the session's API, as
 * scorm-again's CrossFrameLMS does, but only for the session's own frame.
 *
 * CrossFrameLMS answers every window of the allowed origin. All SCOs share the content origin, so while a session
 * that is leaving (a SCO switch, another activity opened) still listens beside the new one, both answered the new
 * SCO: a SCORM 1.2 API answered a 2004 SCO's `Initialize` "Method … not found", and a leaving SCO's data model
 * could answer the new SCO's warm-up first (another lesson's `suspend_data`, hence an out-of-range
 * `cmi.progress_measure` computed from it). Here a call is answered only when it comes from the frame the session
 * was bound to ({@link bind}), from the content origin.
 */
export class ScoBridge {
  private frame: MessageEventSource | null = null;
  private readonly onMessage = (event: MessageEvent) => this.answer(event);

  constructor(
    private readonly api: object,
    private readonly contentOrigin: string,
  ) {
    globalThis.addEventListener('message', this.onMessage);
  }

  /** The window of the frame the session's SCO runs in: the only one answered. */
  bind(frame: MessageEventSource | null): void {
    this.frame = frame;
  }

  /** Stops answering. */
  destroy(): void {
    globalThis.removeEventListener('message', this.onMessage);
    this.frame = null;
  }

  private answer(event: MessageEvent): void {
    const source = event.source;
    if (source === null || source !== this.frame || event.origin !== this.contentOrigin) return;
    const data: unknown = event.data;
    if (!isCall(data)) return;
    const reply = (answer: { result?: unknown; error?: { message: string; code?: string } }) =>
      (source as Window).postMessage({ messageId: data.messageId, ...answer }, this.contentOrigin);
    if (data.isHeartbeat === true) {
      (source as Window).postMessage({ messageId: data.messageId, isHeartbeat: true }, this.contentOrigin);
      return;
    }
    if (!ALLOWED_METHODS.has(data.method)) {
      reply({ error: { message: `Method not allowed: ${data.method}`, code: '101' } });
      return;
    }
    const method = (this.api as Record<string, unknown>)[data.method];
    if (typeof method !== 'function') {
      reply({ error: { message: `Method ${data.method} not found` } });
      return;
    }
    try {
      reply({ result: (method as (...params: unknown[]) => unknown).apply(this.api, data.params ?? []) });
    } catch (error) {
      reply({ error: { message: error instanceof Error ? error.message : 'Unknown error' } });
    }
  }
}
