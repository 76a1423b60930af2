/*
 * The little of jsdom the news sanitizer uses (a window for DOMPurify): jsdom ships no types and @types/jsdom is
 * not a dependency of the server, so this declares only `new JSDOM('').window`.
 */
declare module 'jsdom' {
  /** A jsdom document and its window. */
  export class JSDOM {
    constructor(html?: string);
    /** The document's window (the DOM lib's `Window` shape). */
    readonly window: Window & typeof globalThis;
  }
}
