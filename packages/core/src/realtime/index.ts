/** Realtime ranking updates (SPECIFICATION §3 ranking areas, §4 realtime sign-in after a refresh). */
export type { RankingEvent, RankingListener, RealtimeAdapter } from './realtime-adapter';
export { createSseRealtime } from './create-sse-realtime';
export type { SseRealtimeOptions } from './create-sse-realtime';
export type { BackoffOptions } from './backoff';
export { createMemoryRealtime } from './memory-realtime';
export type { MemoryRealtime } from './memory-realtime';
export { createSseParser } from './sse-parser';
export type { SseMessage, SseParser, SseParserHandlers } from './sse-parser';
