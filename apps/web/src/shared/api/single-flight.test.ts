import { describe, expect, it } from 'vitest';
import { singleFlight } from './single-flight';

const deferred = <T>() => {
  let resolve!: (value: T) => void;
  let reject!: (reason: unknown) => void;
  const promise = new Promise<T>((res, rej) => {
    resolve = res;
    reject = rej;
  });
  return { promise, resolve, reject };
};

describe('singleFlight', () => {
  it('shares one run between callers that arrive while it is running', async () => {
    const pending = deferred<string>();
    let runs = 0;
    const run = singleFlight(() => {
      runs += 1;
      return pending.promise;
    });

    const first = run();
    const second = run();
    pending.resolve('token-2');

    expect(await Promise.all([first, second])).toEqual(['token-2', 'token-2']);
    expect(runs).toBe(1);
  });

  it('starts a new run once the previous one has settled', async () => {
    let runs = 0;
    const run = singleFlight(() => {
      runs += 1;
      return Promise.resolve(runs);
    });

    expect(await run()).toBe(1);
    expect(await run()).toBe(2);
  });

  it('hands the failure to every waiting caller and lets the next call try again', async () => {
    const pending = deferred<string>();
    let runs = 0;
    const run = singleFlight(() => {
      runs += 1;
      return runs === 1 ? pending.promise : Promise.resolve('recovered');
    });

    const first = run();
    const second = run();
    pending.reject(new Error('refused'));

    await expect(first).rejects.toThrow('refused');
    await expect(second).rejects.toThrow('refused');
    expect(await run()).toBe('recovered');
  });
});
