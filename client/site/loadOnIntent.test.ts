import { describe, expect, it } from 'vitest';
import { loadOnIntent } from './loadOnIntent';

describe('loadOnIntent', () => {
  it('imports once however many intents ask, and every intent gets the same module', async () => {
    let imports = 0;
    const load = loadOnIntent(async () => ({ imported: ++imports }));
    const [first, second] = await Promise.all([load(), load()]);
    expect(await load()).toBe(first);
    expect(second).toBe(first);
    expect(imports).toBe(1);
  });

  it('forgets a failed import, so the next intent asks again', async () => {
    let attempts = 0;
    const load = loadOnIntent(async () => {
      attempts += 1;
      if (attempts === 1) throw new Error('offline');
      return 'module';
    });
    await expect(load()).rejects.toThrow('offline');
    await expect(load()).resolves.toBe('module');
    expect(attempts).toBe(2);
  });
});
