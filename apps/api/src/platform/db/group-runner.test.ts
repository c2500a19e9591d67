import { describe, expect, it } from 'vitest';
import { createGroupRunner } from './group-runner.ts';

type Item = { key: string; value: number };

/** A runGroup that records each group and answers it only when told to. */
function controlledGroups() {
  const groups: Array<{ items: Item[]; answer: () => void; fail: (error: Error) => void }> = [];
  const runGroup = (items: Item[]) =>
    new Promise<number[]>((resolve, reject) => {
      groups.push({ items, answer: () => resolve(items.map((item) => item.value * 10)), fail: reject });
    });
  return { groups, runGroup };
}

const settle = () => new Promise((resolve) => setImmediate(resolve));
const item = (key: string, value: number): Item => ({ key, value });

describe('group runner', () => {
  it('runs an item alone at once, and the items arriving meanwhile together as the next group', async () => {
    const { groups, runGroup } = controlledGroups();
    const run = createGroupRunner({ runGroup, maxInFlight: 1, maxGroupSize: 10 });
    const first = run(item('a', 1));
    const later = [run(item('b', 2)), run(item('c', 3)), run(item('d', 4))];
    await settle();
    expect(groups.map((group) => group.items.map((entry) => entry.value))).toEqual([[1]]);

    groups[0]!.answer();
    expect(await first).toBe(10);
    await settle();
    expect(groups.map((group) => group.items.map((entry) => entry.value))).toEqual([[1], [2, 3, 4]]);
    groups[1]!.answer();
    expect(await Promise.all(later)).toEqual([20, 30, 40]);
  });

  it('keeps items of one key in separate groups, in arrival order, and caps a group', async () => {
    const { groups, runGroup } = controlledGroups();
    const run = createGroupRunner({ runGroup, maxInFlight: 1, maxGroupSize: 2, keyOf: (entry: Item) => entry.key });
    const answers = [run(item('x', 1)), run(item('x', 2)), run(item('y', 3)), run(item('x', 4)), run(item('z', 5))];
    for (let round = 0; round < 4; round += 1) {
      await settle();
      groups.at(-1)?.answer();
    }
    await Promise.all(answers);
    expect(groups.map((group) => group.items.map((entry) => entry.value))).toEqual([[1], [2, 3], [4, 5]]);
  });

  it('runs each item of a failed group alone, so only the item that fails is refused', async () => {
    const refused = new Error('refused');
    const runGroup = async (items: Item[]) => {
      if (items.some((entry) => entry.key === 'bad')) throw refused;
      return items.map((entry) => entry.value);
    };
    const run = createGroupRunner({ runGroup, maxInFlight: 1, maxGroupSize: 10 });
    const [blocker, ...grouped] = [run(item('a', 1)), run(item('b', 2)), run(item('bad', 3)), run(item('c', 4))];
    const outcomes = await Promise.allSettled([blocker, ...grouped]);
    expect(outcomes).toEqual([
      { status: 'fulfilled', value: 1 },
      { status: 'fulfilled', value: 2 },
      { status: 'rejected', reason: refused },
      { status: 'fulfilled', value: 4 },
    ]);
  });
});
