/**
 * @module One byte stream from strings and streams, in order, read as the client pulls.
 */

/** Streams the parts one after another; a string part is encoded as UTF-8. */
export function concatStreams(parts: Array<string | ReadableStream<Uint8Array>>): ReadableStream<Uint8Array> {
  const encoder = new TextEncoder();
  let index = 0;
  let reader: ReadableStreamDefaultReader<Uint8Array> | null = null;
  return new ReadableStream<Uint8Array>({
    async pull(controller) {
      for (;;) {
        if (reader) {
          const { done, value } = await reader.read();
          if (!done) {
            controller.enqueue(value);
            return;
          }
          reader = null;
        }
        const part = parts[index++];
        if (part === undefined) {
          controller.close();
          return;
        }
        if (typeof part === 'string') {
          controller.enqueue(encoder.encode(part));
          return;
        }
        reader = part.getReader();
      }
    },
    async cancel(reason) {
      await reader?.cancel(reason);
      for (const part of parts.slice(index)) if (typeof part !== 'string') await part.cancel(reason);
    },
  });
}
