type Waiting<Item, Result> = { item: Item; resolve: (result: Result) => void; reject: (error: unknown) => void };

type GroupRunnerOptions<Item, Result> = {
  /** Runs a group in one statement and answers one result per item, in order; it must change nothing when it throws. */
  runGroup: (items: Item[]) => Promise<Result[]>;
  /** Groups running at once. */
  maxInFlight: number;
  maxGroupSize: number;
  /** Items with the same key never share a group: the later one waits for the next, so with one group in flight their order holds. */
  keyOf?: (item: Item) => string;
};

/**
 * Group commit: items arriving while earlier groups run wait together and go to the database as one
 * statement, so under load a round trip (and a commit) serves many; an item that finds a free slot goes
 * alone at once, so a quiet process adds no delay. When a group fails, each of its items is run alone,
 * so one bad item fails only its own caller.
 */
export function createGroupRunner<Item, Result>({ runGroup, maxInFlight, maxGroupSize, keyOf }: GroupRunnerOptions<Item, Result>) {
  let waiting: Waiting<Item, Result>[] = [];
  let inFlight = 0;

  function takeGroup(): Waiting<Item, Result>[] {
    if (!keyOf) return waiting.splice(0, maxGroupSize);
    const group: Waiting<Item, Result>[] = [];
    const left: Waiting<Item, Result>[] = [];
    const keys = new Set<string>();
    for (const entry of waiting) {
      const key = keyOf(entry.item);
      // Once an item of a key waits, the later ones of that key wait behind it.
      if (group.length < maxGroupSize && !keys.has(key)) group.push(entry);
      else left.push(entry);
      keys.add(key);
    }
    waiting = left;
    return group;
  }

  async function runAlone(entry: Waiting<Item, Result>): Promise<void> {
    try {
      entry.resolve((await runGroup([entry.item]))[0]!);
    } catch (error) {
      entry.reject(error);
    }
  }

  async function run(group: Waiting<Item, Result>[]): Promise<void> {
    try {
      const results = await runGroup(group.map((entry) => entry.item));
      group.forEach((entry, index) => entry.resolve(results[index]!));
    } catch (error) {
      if (group.length === 1) group[0]!.reject(error);
      else await Promise.all(group.map(runAlone));
    }
  }

  function pump(): void {
    while (waiting.length && inFlight < maxInFlight) {
      const group = takeGroup();
      inFlight += 1;
      void run(group).finally(() => {
        inFlight -= 1;
        pump();
      });
    }
  }

  return (item: Item): Promise<Result> =>
    new Promise<Result>((resolve, reject) => {
      waiting.push({ item, resolve, reject });
      pump();
    });
}
