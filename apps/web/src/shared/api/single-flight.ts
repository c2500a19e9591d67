/**
 * Wraps an async task so that callers arriving while it runs share the one running promise;
 * the next call after it settles starts a fresh run.
 */
export function singleFlight<T>(task: () => Promise<T>): () => Promise<T> {
  let running: Promise<T> | null = null;
  return () => {
    running ??= task().finally(() => {
      running = null;
    });
    return running;
  };
}
