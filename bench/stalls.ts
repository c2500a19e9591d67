// What holds a process's event loop while a load runs, whatever the machine's load: the loop's delay
// (perf_hooks monitorEventLoopDelay) and its garbage collection pauses (PerformanceObserver 'gc').
import { monitorEventLoopDelay, PerformanceObserver } from 'node:perf_hooks';

export type Stalls = { loopP99Ms: number; loopMaxMs: number; gcCount: number; gcTotalMs: number; gcMaxMs: number };

/** Starts watching this process; the answer stops and reports. */
export function watchStalls(): () => Stalls {
  const delay = monitorEventLoopDelay({ resolution: 5 });
  const pauses: number[] = [];
  const observer = new PerformanceObserver((list) => {
    for (const entry of list.getEntries()) pauses.push(entry.duration);
  });
  delay.enable();
  observer.observe({ entryTypes: ['gc'] });
  return () => {
    delay.disable();
    observer.disconnect();
    return {
      loopP99Ms: delay.percentile(99) / 1e6,
      loopMaxMs: delay.max / 1e6,
      gcCount: pauses.length,
      gcTotalMs: pauses.reduce((sum, pause) => sum + pause, 0),
      gcMaxMs: Math.max(0, ...pauses),
    };
  };
}
