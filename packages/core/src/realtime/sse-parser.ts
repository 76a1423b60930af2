/** One dispatched server-sent event. */
export interface SseMessage {
  /** `event:` field, `message` when absent. */
  type: string;
  /** `data:` lines joined with `\n`. */
  data: string;
  /** The last event id seen on the stream (`id:` field), `''` when none. */
  id: string;
}

/** Callbacks of {@link createSseParser}. */
export interface SseParserHandlers {
  onMessage(message: SseMessage): void;
  /** A `retry:` field: the server's reconnection delay in milliseconds. */
  onRetry?(milliseconds: number): void;
}

/** Incremental parser of a `text/event-stream`; feed it decoded text in chunks of any size. */
export interface SseParser {
  push(text: string): void;
}

/**
 * Creates a parser following the HTML standard's event-stream interpretation: lines end in CRLF, LF or CR
 * (also split across chunks), a leading BOM is dropped, `:` lines are comments, one space after the colon
 * is removed, a blank line dispatches, an event without data is not dispatched, and an `id` containing NUL
 * is ignored. An unfinished event at the end of the stream is discarded, as the standard requires.
 */
export function createSseParser(handlers: SseParserHandlers): SseParser {
  let buffer = '';
  let started = false;
  let pendingCr = false; // the last chunk ended in CR: a LF starting the next one belongs to it
  let type = '';
  let data = '';
  let id = '';

  function processLine(line: string) {
    if (line === '') {
      if (data !== '') handlers.onMessage({ type: type || 'message', data: data.slice(0, -1), id });
      type = '';
      data = '';
      return;
    }
    if (line.startsWith(':')) return;
    const colon = line.indexOf(':');
    const field = colon === -1 ? line : line.slice(0, colon);
    let value = colon === -1 ? '' : line.slice(colon + 1);
    if (value.startsWith(' ')) value = value.slice(1);
    if (field === 'event') type = value;
    else if (field === 'data') data += `${value}\n`;
    else if (field === 'id' && !value.includes('\0')) id = value;
    else if (field === 'retry' && /^\d+$/.test(value)) handlers.onRetry?.(Number(value));
  }

  return {
    push(text) {
      let chunk = text;
      if (!started && chunk !== '') {
        started = true;
        if (chunk.startsWith('\uFEFF')) chunk = chunk.slice(1);
      }
      if (pendingCr && chunk.startsWith('\n')) chunk = chunk.slice(1);
      pendingCr = false;
      buffer += chunk;
      let start = 0;
      for (let index = 0; index < buffer.length; index++) {
        const char = buffer[index];
        if (char !== '\n' && char !== '\r') continue;
        processLine(buffer.slice(start, index));
        if (char === '\r') {
          if (index + 1 === buffer.length) pendingCr = true;
          else if (buffer[index + 1] === '\n') index++;
        }
        start = index + 1;
      }
      buffer = buffer.slice(start);
    },
  };
}
