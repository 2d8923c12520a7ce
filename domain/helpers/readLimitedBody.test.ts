import { describe, expect, it } from 'vitest';
import { readLimitedBody } from './readLimitedBody';

/** A stream of the given chunks that records how many were pulled. */
function chunkedStream(chunks: Uint8Array[]) {
  let pulled = 0;
  const stream = new ReadableStream<Uint8Array>({
    pull(controller) {
      const next = chunks[pulled];
      pulled += 1;
      if (next) controller.enqueue(next);
      else controller.close();
    },
  });
  return { stream, pulled: () => pulled };
}

describe('readLimitedBody', () => {
  it('returns every byte of a body within the limit, in order', async () => {
    const { stream } = chunkedStream([new Uint8Array([1, 2]), new Uint8Array([3]), new Uint8Array([4, 5])]);
    const result = await readLimitedBody(stream, 5);
    expect(result).toEqual({ kind: 'ok', bytes: new Uint8Array([1, 2, 3, 4, 5]) });
  });

  it('says tooLarge one byte over the limit and stops reading', async () => {
    const { stream, pulled } = chunkedStream([new Uint8Array(4), new Uint8Array(2), new Uint8Array(100), new Uint8Array(100)]);
    await expect(readLimitedBody(stream, 5)).resolves.toEqual({ kind: 'tooLarge' });
    expect(pulled()).toBeLessThanOrEqual(3);
  });

  it('reads a missing body as empty', async () => {
    await expect(readLimitedBody(null, 5)).resolves.toEqual({ kind: 'ok', bytes: new Uint8Array(0) });
  });
});
