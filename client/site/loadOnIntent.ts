/**
 * @module Code loaded on a visitor's first intent (decision 027): the import is made once and shared by
 * every later intent; a failed one is forgotten, so the next intent asks again (the failure itself is
 * reported as unhandled).
 */

/** `load` made at most once at a time: its promise is kept until it fails. */
export function loadOnIntent<T>(load: () => Promise<T>): () => Promise<T> {
  let loading: Promise<T> | undefined;
  return () => {
    loading ??= load().catch((error: unknown) => {
      loading = undefined;
      throw error;
    });
    return loading;
  };
}
