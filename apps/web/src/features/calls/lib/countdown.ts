/** Whole seconds left until `endsAt` (the server's started_at + duration), never below zero. */
export const remainingSeconds = (endsAt: string, now = Date.now()) => Math.max(0, Math.ceil((new Date(endsAt).getTime() - now) / 1000));

/** m:ss, or h:mm:ss from an hour up (calls last up to 24 hours). */
export function formatRemaining(seconds: number): string {
  const hours = Math.floor(seconds / 3600);
  const minutes = Math.floor((seconds % 3600) / 60);
  const secs = String(seconds % 60).padStart(2, '0');
  return hours ? `${hours}:${String(minutes).padStart(2, '0')}:${secs}` : `${minutes}:${secs}`;
}
