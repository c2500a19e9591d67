import { reportDescriptionSchema, reportMessages, reportTypeLabels, reportTypes, type ReportType } from '@velvet/contracts';
import { z } from 'zod';

/** Step 0's list: each type with the title of its form. */
export const reportChoices = reportTypes.map((type) => ({ type, label: reportTypeLabels[type] }));

export const needsOriginalLink = (type: ReportType) => type === 'COPYRIGHT-THEFT';

/** The form of one type: the message, and the original link for copyright (the server's rule, same messages). */
export const reportFormSchema = (type: ReportType) =>
  z.object({
    description: reportDescriptionSchema,
    original_link: needsOriginalLink(type)
      ? z.string().trim().min(1, reportMessages.originalLinkRequired).pipe(z.url({ protocol: /^https?$/, error: reportMessages.originalLinkInvalid }))
      : z.string().trim(),
  });
export type ReportFormValues = z.input<ReturnType<typeof reportFormSchema>>;

export const reportFormDefaults: ReportFormValues = { description: '', original_link: '' };

/** Submit stays disabled until the form is valid and has been changed (spec section 5). */
export const canSubmitReport = ({ isValid, isDirty, isPending }: { isValid: boolean; isDirty: boolean; isPending: boolean }) => isValid && isDirty && !isPending;
