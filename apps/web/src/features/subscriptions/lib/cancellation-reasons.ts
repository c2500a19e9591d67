import { cancellationReasonLabels, cancellationReasons, unsubscribeSchema, type CancellationReason } from '@velvet/contracts';

export const cancellationReasonOptions = cancellationReasons.map((value) => ({ value, label: cancellationReasonLabels[value] }));

/** The Unsubscribe dialog's form: the contract's payload without the package, which the dialog knows. */
export const unsubscribeFormSchema = unsubscribeSchema.omit({ package_id: true });

/** The spec: a cancellation reason is required before the Unsubscribe button is enabled. */
export const canSubmitUnsubscribe = (reason: string | null | undefined): reason is CancellationReason =>
  unsubscribeFormSchema.shape.reason.safeParse(reason).success;
