/** Every timer the sandbox starts, so closing the server stops deliveries, settlements and sweeps at once. */
export class Timers {
  private readonly pending = new Set<NodeJS.Timeout>();
  private readonly closeController = new AbortController();

  /** Aborted when the server closes: in-flight outgoing requests listen to it. */
  get closeSignal(): AbortSignal {
    return this.closeController.signal;
  }

  after(delayMs: number, task: () => void): void {
    if (this.closeSignal.aborted) return;
    const timer = setTimeout(() => {
      this.pending.delete(timer);
      task();
    }, delayMs);
    timer.unref();
    this.pending.add(timer);
  }

  every(intervalMs: number, task: () => void): void {
    if (this.closeSignal.aborted) return;
    const timer = setInterval(task, intervalMs);
    timer.unref();
    this.pending.add(timer);
  }

  clearAll(): void {
    this.closeController.abort();
    for (const timer of this.pending) clearTimeout(timer);
    this.pending.clear();
  }
}
