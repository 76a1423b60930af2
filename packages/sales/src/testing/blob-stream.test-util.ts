// jsdom 29's Blob has no `stream()`, which Node's `Response` reads a multipart body's files with (the API
// client serializes uploads that way): without it a test upload never finishes. Shimmed only where missing,
// from `arrayBuffer()`, so a newer jsdom's own wins. Test-only.
if (typeof Blob !== 'undefined' && typeof Blob.prototype.stream !== 'function') {
  Object.defineProperty(Blob.prototype, 'stream', {
    configurable: true,
    value(this: Blob) {
      return new ReadableStream<Uint8Array>({
        start: async (controller) => {
          controller.enqueue(new Uint8Array(await this.arrayBuffer()));
          controller.close();
        },
      });
    },
  });
}
export {};
