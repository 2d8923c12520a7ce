/**
 * @module Test helper: a binding (KV, D1) that works as before and counts the calls that reach it.
 */

/** Wraps `target` so every method call is counted by name; the calls still reach the real binding. */
export function countCalls<T extends object>(target: T): { binding: T; calls: (method: string) => number } {
  const counts = new Map<string, number>();
  const binding = new Proxy(target, {
    get(object, prop, receiver) {
      const member: unknown = Reflect.get(object, prop, receiver);
      if (typeof member !== 'function' || typeof prop !== 'string') return member;
      return (...args: unknown[]) => {
        counts.set(prop, (counts.get(prop) ?? 0) + 1);
        return Reflect.apply(member, object, args);
      };
    },
  });
  return { binding, calls: (method) => counts.get(method) ?? 0 };
}
