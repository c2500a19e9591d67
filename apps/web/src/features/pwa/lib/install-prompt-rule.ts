/** The spec: the install prompt is re-shown after 7 days. */
export const INSTALL_PROMPT_INTERVAL_MS = 7 * 24 * 60 * 60 * 1000;
/** The spec: the install toast stays 10 s. */
export const INSTALL_TOAST_MS = 10_000;

export type InstallPromptState = {
  /** Who is signed in on this page, if anyone. */
  userId: string | null;
  /** The browser offered to install the app (a captured beforeinstallprompt). */
  canPrompt: boolean;
  /** The toast was already shown on this page. */
  shownOnThisPage: boolean;
  /** When this user on this device may see it again; null when never shown. */
  nextShowAt: number | null;
  now: number;
};

/** The spec's rule: shown on sign-in when never shown, or when its next-show time has passed; once a page at most. */
export function isInstallPromptDue({ userId, canPrompt, shownOnThisPage, nextShowAt, now }: InstallPromptState): boolean {
  if (!userId || !canPrompt || shownOnThisPage) return false;
  return nextShowAt === null || now >= nextShowAt;
}

/** Showing it, or the user dismissing it, puts the next showing a week away. */
export const nextShowTime = (shownAt: number) => shownAt + INSTALL_PROMPT_INTERVAL_MS;
