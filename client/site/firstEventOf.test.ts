import { describe, expect, it } from 'vitest';
import { firstEventOf } from './firstEventOf';

describe('firstEventOf', () => {
  it('resolves for an event dispatched before it is awaited, so a wake sent early is not lost', async () => {
    const target = new EventTarget();
    const first = firstEventOf(target, ['wakepage', 'keydown']);
    target.dispatchEvent(new Event('wakepage'));
    let resolved = false;
    await first.then(() => (resolved = true));
    expect(resolved).toBe(true);
  });

  it('stays pending while none of its events has come', async () => {
    const target = new EventTarget();
    const first = firstEventOf(target, ['wakepage']);
    target.dispatchEvent(new Event('scroll'));
    const outcome = await Promise.race([first.then(() => 'resolved'), new Promise((resolve) => setTimeout(() => resolve('pending'), 0))]);
    expect(outcome).toBe('pending');
  });

  it('hears each event once at most: its listener goes after the first', () => {
    const target = new CallCountingTarget();
    void firstEventOf(target, ['keydown', 'pointerdown']);
    target.dispatchEvent(new Event('keydown'));
    target.dispatchEvent(new Event('keydown'));
    expect(Object.fromEntries(target.calls)).toEqual({ keydown: 1 });
  });
});

/** An event target that counts how often its listeners were called, by event type. */
class CallCountingTarget extends EventTarget {
  readonly calls = new Map<string, number>();
  override addEventListener(type: string, listener: EventListener | null, options?: AddEventListenerOptions | boolean): void {
    const counted = (event: Event) => {
      this.calls.set(type, (this.calls.get(type) ?? 0) + 1);
      listener?.(event);
    };
    super.addEventListener(type, counted, options);
  }
}
