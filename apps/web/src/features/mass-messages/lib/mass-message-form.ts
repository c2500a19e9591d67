import { massMessageSendSchema, type MassAudience, type MassMessageSendInput } from '@velvet/contracts';

export type AudienceType = MassAudience['type'];

/** What the form holds: the audience as two fields, the fee as the number input gives it ('' when empty). */
export type MassMessageFormValues = { audienceType: AudienceType; audienceId: string | null; message_text: string; vault_media_ids: string[]; media_fee: number | '' };

/** The form's values as the shared payload, checked by the one schema; field errors by the form's own field names. */
export function toPayload(values: MassMessageFormValues): { payload?: MassMessageSendInput; errors: Record<string, string> } {
  const audience = values.audienceType === 'all' ? { type: 'all' as const } : { type: values.audienceType, id: values.audienceId ?? '' };
  const candidate = { audience, message_text: values.message_text, vault_media_ids: values.vault_media_ids, ...(values.media_fee !== '' && { media_fee: values.media_fee }) };
  const parsed = massMessageSendSchema.safeParse(candidate);
  if (parsed.success) return { payload: candidate, errors: {} };
  const errors: Record<string, string> = {};
  for (const issue of parsed.error.issues) {
    const field = issue.path[0] === 'audience' ? 'audienceId' : String(issue.path[0] ?? 'message_text');
    errors[field] ??= issue.message;
  }
  return { errors };
}
