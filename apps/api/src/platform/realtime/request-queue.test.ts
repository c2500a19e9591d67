import { describe, expect, it } from 'vitest';
import { createRequestQueue } from './request-queue.ts';

/** A task that records its start and ends when told to. */
function controlledTask(name: string, started: string[]) {
  let finish!: () => void;
  let fail!: (error: Error) => void;
  const done = new Promise<string>((resolve, reject) => {
    finish = () => resolve(name);
    fail = reject;
  });
  return {
    task: () => {
      started.push(name);
      return done;
    },
    finish,
    fail,
  };
}

const settle = () => new Promise((resolve) => setImmediate(resolve));

describe('request queue', () => {
  it('runs at most its limit at once and starts the rest in arrival order as slots free', async () => {
    const queue = createRequestQueue(2);
    const started: string[] = [];
    const tasks = ['a', 'b', 'c', 'd', 'e'].map((name) => controlledTask(name, started));
    const answers = tasks.map(({ task }) => queue.run(task));
    await settle();
    expect(started).toEqual(['a', 'b']);

    tasks[1]!.finish();
    await settle();
    expect(started).toEqual(['a', 'b', 'c']);

    tasks[0]!.fail(new Error('refused'));
    await expect(answers[0]).rejects.toThrow('refused');
    await settle();
    expect(started).toEqual(['a', 'b', 'c', 'd']);

    for (const { finish } of tasks.slice(2)) finish();
    expect(await Promise.all(answers.slice(1))).toEqual(['b', 'c', 'd', 'e']);
  });

  it('starts a task at once again after the queue has drained', async () => {
    const queue = createRequestQueue(1);
    const started: string[] = [];
    const first = controlledTask('first', started);
    const second = controlledTask('second', started);
    const firstAnswer = queue.run(first.task);
    const secondAnswer = queue.run(second.task);
    first.finish();
    second.finish();
    await Promise.all([firstAnswer, secondAnswer]);

    const third = controlledTask('third', started);
    const thirdAnswer = queue.run(third.task);
    await settle();
    expect(started).toEqual(['first', 'second', 'third']);
    third.finish();
    expect(await thirdAnswer).toBe('third');
  });
});
