// The API's own event-loop delay and garbage collection over a load, read from its Prometheus metrics
// (prom-client's default collectors): the loop delay histogram is reset at every scrape, so a scrape
// before the load starts the window; the GC histogram counts since start, so the window is a difference.
import type { Stalls } from './stalls.ts';

type Sample = { name: string; labels: string; value: number };

function parse(text: string): Sample[] {
  return text
    .split('\n')
    .filter((line) => line && !line.startsWith('#'))
    .map((line) => {
      const match = /^([a-z_]+)(\{[^}]*\})? (\S+)$/.exec(line);
      return match ? { name: match[1]!, labels: match[2] ?? '', value: Number(match[3]) } : undefined;
    })
    .filter((sample): sample is Sample => sample !== undefined);
}

const total = (samples: Sample[], name: string, labels = '') =>
  samples.filter((sample) => sample.name === name && sample.labels.includes(labels)).reduce((sum, sample) => sum + sample.value, 0);

/** prom-client's GC buckets are 1, 10 and 100 ms: pauses past 10 ms are the ones that show in a 50 ms p99. */
const gcFigures = (samples: Sample[]) => ({
  count: total(samples, 'nodejs_gc_duration_seconds_count'),
  seconds: total(samples, 'nodejs_gc_duration_seconds_sum'),
  under10ms: total(samples, 'nodejs_gc_duration_seconds_bucket', 'le="0.01"'),
});

export type ApiStalls = Omit<Stalls, 'gcMaxMs'> & { gcOver10Ms: number };

/** Starts the window on the API at `metricsUrl`; the answer ends it. */
export async function watchApiStalls(metricsUrl: string): Promise<() => Promise<ApiStalls>> {
  const scrape = async () => parse(await (await fetch(metricsUrl)).text());
  const before = gcFigures(await scrape());
  return async () => {
    const samples = await scrape();
    const after = gcFigures(samples);
    const count = after.count - before.count;
    return {
      loopP99Ms: 1000 * total(samples, 'nodejs_eventloop_lag_p99_seconds'),
      loopMaxMs: 1000 * total(samples, 'nodejs_eventloop_lag_max_seconds'),
      gcCount: count,
      gcTotalMs: 1000 * (after.seconds - before.seconds),
      gcOver10Ms: count - (after.under10ms - before.under10ms),
    };
  };
}
