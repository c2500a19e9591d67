import { z } from 'zod';

/**
 * Reports of content or people (spec 3: Report dialog, Report payload). Paths (all under /api):
 *
 * - `POST  /api/report`                       body `reportSchema` → `reportReceiptSchema` (201), signed-in only
 * - `GET   /api/admin/reports?status=`        the queue, newest first → `adminReportSchema[]` (admin)
 * - `PATCH /api/admin/reports/:id/resolve`    body `resolveReportSchema` → `adminReportSchema` (admin);
 *                                             the reporter is mailed the note
 */
export const reportPaths = {
  create: '/api/report',
  queue: '/api/admin/reports',
  resolve: (id: string) => `/api/admin/reports/${id}/resolve`,
} as const;

export const reportMessages = {
  descriptionRequired: 'Message is required',
  descriptionTooShort: 'Message must be at least 10 characters long',
  originalLinkRequired: 'Please add the link to the original content',
  originalLinkInvalid: 'Please enter a valid link',
  alreadyReported: 'You have already submitted a report.',
  sentTitle: 'Report sent!',
  sentDetail: 'We will review and send a mail to you soon. Thanks!',
  subtitle: 'Please tell us about the problem with this content.',
  notFound: 'The reported content was not found',
  ownContent: 'You cannot report your own content',
  reportNotFound: 'Report not found',
  alreadyResolved: 'This report is already resolved',
  noteRequired: 'Please write a note for the reporter',
  resolved: 'Report resolved',
} as const;

/** Report description minimum (spec section 9). */
export const REPORT_DESCRIPTION_MIN = 10;

/** The spec's step-0 list, in its order, with the API code of each. */
export const reportTypes = ['COPYRIGHT-THEFT', 'SPAM', 'TERRORISM', 'UNAUTHORIZED-SALES', 'SCAM', 'SOMETHING-ELSE'] as const;
export type ReportType = (typeof reportTypes)[number];
export const reportTypeLabels: Record<ReportType, string> = {
  'COPYRIGHT-THEFT': 'Copyright theft',
  SPAM: 'Spam',
  TERRORISM: 'Terrorism',
  'UNAUTHORIZED-SALES': 'Unauthorised sales',
  SCAM: 'Scam',
  'SOMETHING-ELSE': 'Something else',
};

/** What can be reported (the payload's `type`): each is looked up in its own domain. */
export const reportedKinds = ['post', 'story', 'user', 'channel'] as const;
export type ReportedKind = (typeof reportedKinds)[number];

export const reportDescriptionSchema = z
  .string({ error: reportMessages.descriptionRequired })
  .trim()
  .min(1, { error: reportMessages.descriptionRequired, abort: true })
  .min(REPORT_DESCRIPTION_MIN, reportMessages.descriptionTooShort)
  .max(2000);

/** The Report payload; a copyright report also needs the link to the original. */
export const reportSchema = z
  .strictObject({
    reported_id: z.uuid(),
    report_type: z.enum(reportTypes),
    type: z.enum(reportedKinds),
    original_link: z.string().trim().max(500).default(''),
    description: reportDescriptionSchema,
    reported_location: z.string().trim().max(200).optional(),
  })
  .superRefine((report, context) => {
    if (!report.original_link) {
      if (report.report_type === 'COPYRIGHT-THEFT') context.addIssue({ code: 'custom', path: ['original_link'], message: reportMessages.originalLinkRequired });
      return;
    }
    if (!z.url({ protocol: /^https?$/ }).safeParse(report.original_link).success) {
      context.addIssue({ code: 'custom', path: ['original_link'], message: reportMessages.originalLinkInvalid });
    }
  });
export type ReportInput = z.input<typeof reportSchema>;

export const reportReceiptSchema = z.object({ _id: z.string(), created_at: z.string() });
export type ReportReceipt = z.infer<typeof reportReceiptSchema>;

export const reportStatuses = ['open', 'resolved'] as const;
export type ReportStatus = (typeof reportStatuses)[number];

export const reportQueueQuerySchema = z.strictObject({ status: z.enum(reportStatuses).default('open') });

export const resolveReportSchema = z.strictObject({
  note: z.string({ error: reportMessages.noteRequired }).trim().min(1, reportMessages.noteRequired).max(2000),
});
export type ResolveReportInput = z.input<typeof resolveReportSchema>;

/** A report as the admin queue shows it. */
export const adminReportSchema = z.object({
  _id: z.string(),
  reporter: z.object({ _id: z.string(), username: z.string() }),
  reported_id: z.string(),
  /** Whose the reported item is (the profile itself for a user); null for an item gone before this was recorded. */
  reported_owner: z.object({ _id: z.string(), username: z.string() }).nullable(),
  type: z.enum(reportedKinds),
  report_type: z.enum(reportTypes),
  description: z.string(),
  original_link: z.string(),
  reported_location: z.string().nullable(),
  status: z.enum(reportStatuses),
  resolution_note: z.string().nullable(),
  created_at: z.string(),
  resolved_at: z.string().nullable(),
});
export type AdminReport = z.infer<typeof adminReportSchema>;
