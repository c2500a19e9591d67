/**
 * Runs at most `limit` tasks at once and starts the others in arrival order as those end. Socket
 * requests all start at once otherwise: past the database's pace each one's queries queue behind every
 * other request's, so all of them finish late together (the chat bench: none answered within 30 s).
 */
export function createRequestQueue(limit: number) {
  let running = 0;
  const waiting: Array<() => void> = [];

  async function run<T>(task: () => Promise<T>): Promise<T> {
    if (running >= limit) await new Promise<void>((start) => waiting.push(start));
    else running += 1;
    try {
      return await task();
    } finally {
      // The slot passes straight to the next in line, so `running` never drops while some wait.
      const next = waiting.shift();
      if (next) next();
      else running -= 1;
    }
  }

  return { run };
}
