import { z } from 'zod';

export const documentTypes = ['passport', 'id_card', 'driving_licence'] as const;

export const createIdentitySessionBody = z.strictObject({
  reference: z.string().min(1).max(200),
  kind: z.enum(['kyc', 'age']),
  /** Where the hosted page sends the browser after the decision; without it the page just confirms. */
  return_url: z.url({ protocol: /^https?$/ }).optional(),
});
export type CreateIdentitySessionBody = z.infer<typeof createIdentitySessionBody>;

/** The hosted page's document step. */
export const documentForm = z.object({
  document_type: z.enum(documentTypes),
  document_number: z
    .string()
    .trim()
    .regex(/^[A-Za-z0-9]{5,20}$/),
});

/** The hosted page's decision step: the sandbox lets the tester choose the outcome. */
export const decisionForm = z.object({ decision: z.enum(['approve', 'decline']) });
