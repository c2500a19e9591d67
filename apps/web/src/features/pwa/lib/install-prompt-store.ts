// Per user and device: the next-show time lives in this browser, under the user's id.
const keyOf = (userId: string) => `velvet:install-prompt:next-show:${userId}`;

export function readNextShowAt(userId: string): number | null {
  const stored = Number(window.localStorage.getItem(keyOf(userId)));
  return Number.isFinite(stored) && stored > 0 ? stored : null;
}

export const writeNextShowAt = (userId: string, at: number) => window.localStorage.setItem(keyOf(userId), String(at));
