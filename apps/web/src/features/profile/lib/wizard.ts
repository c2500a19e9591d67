import type { InterestKind } from '@velvet/contracts';
import { INTERESTS_MAX, interestSelectionError, profileMessages } from '@velvet/contracts';

/** The five steps of Complete profile. */
export const wizardSteps = ['Photos', 'Personal info', 'Gender', 'Interests', 'Finish'] as const;
export type WizardStep = 1 | 2 | 3 | 4 | 5;

/**
 * Where a failed submission sends the user (spec: 422 returns to step 1 with the message; 'Sms
 * verification failed' returns to step 2). Other failures stay on the last step.
 */
export function stepAfterFailure(error: { status?: number; message?: string }): WizardStep {
  if (error.message === profileMessages.smsFailed) return 2;
  if (error.status === 422) return 1;
  return 5;
}

/** Adds or removes an interest; adding stops at 20 (further options are disabled there). */
export function toggleInterest(selected: readonly string[], item: string): string[] {
  if (selected.includes(item)) return selected.filter((chosen) => chosen !== item);
  if (selected.length >= INTERESTS_MAX) return [...selected];
  return [...selected, item];
}

export const isOptionDisabled = (selected: readonly string[], item: string) => selected.length >= INTERESTS_MAX && !selected.includes(item);

export const interestsStepError = (kinks: readonly string[], topics: readonly string[]) =>
  interestSelectionError('kinks' satisfies InterestKind, kinks) ?? interestSelectionError('lifestyle-topics', topics);

/** Seconds left before a new SMS code may be asked. */
export const secondsLeft = (resendAt: number, now: number) => Math.max(0, Math.ceil((resendAt - now) / 1000));

/** The file types the pickers accept (spec: jpg, jpeg, gif, png). */
export const IMAGE_ACCEPT = '.jpg,.jpeg,.gif,.png,image/jpeg,image/gif,image/png';
