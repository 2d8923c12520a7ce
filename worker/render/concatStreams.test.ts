import { describe, expect, it } from 'vitest';
import { concatStreams } from './concatStreams';

const streamOf = (...chunks: string[]) =>
  new ReadableStream<Uint8Array>({
    start(controller) {
      for (const c of chunks) controller.enqueue(new TextEncoder().encode(c));
      controller.close();
    },
  });

describe('concatStreams', () => {
  it('yields strings and streams in order, as UTF-8', async () => {
    const text = await new Response(concatStreams(['<head>', streamOf('ár', 'víz'), '</html>'])).text();
    expect(text).toBe('<head>árvíz</html>');
  });

  it('cancels the streams it has not read when the reader cancels', async () => {
    let cancelled = false;
    const pending = new ReadableStream<Uint8Array>({ cancel: () => void (cancelled = true) });
    const reader = concatStreams(['a', pending]).getReader();
    await reader.read();
    await reader.cancel('gone');
    expect(cancelled).toBe(true);
  });
});
