import { cancellationReasons, type CancellationReason } from '@velvet/contracts';
import { z } from 'zod';

/** What the Unsubscribe dialog lists for each of the spec's cancellation reasons. */
export const cancellationReasonLabels: Record<CancellationReason, string> = {
  NOT_ENOUGH_UPDATES: 'Not enough updates',
  FOUND_BETTER_PAGES: 'I found better pages',
  TOO_EXPENSIVE: 'Too expensive',
  CONTENT_I_DO_NOT_LIKE: "Content I don't like",
  SERVICE_PROMISED_BUT_NOT_DELIVERED: 'Service promised but not delivered',
  JUST_WANT_TO_STOP_TEMPORARILY: 'I just want to stop temporarily',
  TOO_MANY_ADVERTISEMENTS: 'Too many advertisements',
  OTHER: 'Other',
};

export const cancellationReasonOptions = cancellationReasons.map((value) => ({ value, label: cancellationReasonLabels[value] }));

/** The spec: a cancellation reason is required before Unsubscribe is enabled. */
export const unsubscribeFormSchema = z.object({ reason: z.enum(cancellationReasons, { error: 'Please choose a reason' }) });

export const canSubmitUnsubscribe = (reason: string | null | undefined): reason is CancellationReason =>
  unsubscribeFormSchema.safeParse({ reason }).success;
