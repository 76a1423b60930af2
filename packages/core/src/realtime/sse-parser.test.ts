import fc from 'fast-check';
import { describe, expect, it } from 'vitest';
import { createSseParser } from './sse-parser.js';
import type { SseMessage } from './sse-parser.js';

function parse(chunks: readonly string[]) {
  const messages: SseMessage[] = [];
  const retries: number[] = [];
  const parser = createSseParser({ onMessage: (message) => messages.push(message), onRetry: (ms) => retries.push(ms) });
  for (const chunk of chunks) parser.push(chunk);
  return { messages, retries };
}

describe('SSE parser (HTML standard event-stream interpretation)', () => {
  it('reads event, multi-line data, id and retry; skips comments; default type is message', () => {
    const { messages, retries } = parse([
      '\uFEFF: keep-alive\n',
      'event: ranking\ndata: {"area":"north",\ndata:"points":3}\nid: 7\n\n',
      'data: plain\n\n',
      'retry: 2500\nretry: soon\n',
    ]);
    expect(messages).toEqual([
      { type: 'ranking', data: '{"area":"north",\n"points":3}', id: '7' },
      { type: 'message', data: 'plain', id: '7' },
    ]);
    expect(retries).toEqual([2500]);
  });

  it('accepts CRLF and CR line ends, even when split between chunks', () => {
    expect(parse(['data: a\r', '\n\r', '\ndata: b\r\r']).messages.map((message) => message.data)).toEqual(['a', 'b']);
  });

  it('does not dispatch events without data, nor an unfinished last event; ignores ids with NUL', () => {
    const { messages } = parse([
      'event: x\n\n',
      'id: 1\ndata: one\n\n',
      'id: bad\0id\ndata: two\n\n',
      'data: unfinished\n',
    ]);
    expect(messages).toEqual([
      { type: 'message', data: 'one', id: '1' },
      { type: 'message', data: 'two', id: '1' },
    ]);
  });

  it('gives the same events however the stream is cut into chunks', () => {
    const line = fc.constantFrom(
      'event: ranking',
      'data: {"area":"a"}',
      'data: x: y',
      'id: 42',
      ': comment',
      'data',
      '',
    );
    const ending = fc.constantFrom('\n', '\r\n', '\r');
    const stream = fc
      .array(fc.tuple(line, ending), { maxLength: 40 })
      .map((lines) => lines.map(([text, end]) => text + end).join(''));
    fc.assert(
      fc.property(stream, fc.array(fc.nat(), { maxLength: 10 }), (text, cuts) => {
        const points = [...new Set(cuts.map((cut) => cut % (text.length + 1)))].sort((a, b) => a - b);
        const chunks: string[] = [];
        let start = 0;
        for (const point of points) {
          chunks.push(text.slice(start, point));
          start = point;
        }
        chunks.push(text.slice(start));
        expect(parse(chunks)).toEqual(parse([text]));
      }),
    );
  });
});
