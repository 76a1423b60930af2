/** Realtime ranking updates (SPECIFICATION §3 ranking areas, §4 realtime sign-in after a refresh). */
export type { RankingEvent, RankingListener, RealtimeAdapter } from './realtime-adapter.js';
export { createSseRealtime } from './create-sse-realtime.js';
export type { SseRealtimeOptions } from './create-sse-realtime.js';
export type { BackoffOptions } from './backoff.js';
export { createMemoryRealtime } from './memory-realtime.js';
export type { MemoryRealtime } from './memory-realtime.js';
export { createSseParser } from './sse-parser.js';
export type { SseMessage, SseParser, SseParserHandlers } from './sse-parser.js';
export { ACTIVITY_UNLOCKED_EVENT, watchActivityUnlocks } from './activity-unlocks.js';
