import type { DeviceInfo, EmailCheck, Referral, SignUpInput, SignUpUserType } from '@velvet/contracts';
import { emailSchema, messages, passwordRules, passwordSchema, usernameSchema } from '@velvet/contracts';
import { z } from 'zod';

/** The form's own fields, validated with the server's schemas; the username may stay empty. */
export const signUpFormSchema = z.object({
  username: z.union([z.literal(''), usernameSchema]),
  email: emailSchema,
  password: passwordSchema,
  age_confirmed: z.boolean(),
});
export type SignUpFormValues = z.input<typeof signUpFormSchema>;

/** A server check of what the user typed: not asked yet, running, answered, or failed with a message. */
export type Check<T> = { status: 'idle' } | { status: 'checking' } | { status: 'done'; value: T } | { status: 'failed'; message: string };

export type EmailFeedback = { error?: string; suggestion?: string; validationId?: string };

/** What the email field shows for its check: the reason of a refusal, a suggestion, or nothing. */
export function emailFeedback(check: Check<EmailCheck>): EmailFeedback {
  if (check.status === 'failed') return { error: check.message };
  if (check.status !== 'done') return {};
  const { status, reason, suggestion, validation_id } = check.value;
  if (status === 'reject') return { error: reason ?? messages.somethingWentWrong, ...(suggestion && { suggestion }) };
  return { ...(suggestion && { suggestion }), ...(validation_id && { validationId: validation_id }) };
}

type CreateButtonState = {
  formValid: boolean;
  ageConfirmed: boolean;
  emailCheck: Check<EmailCheck>;
  /** Idle when the username is left empty. */
  usernameCheck: Check<unknown>;
  submitting: boolean;
};

/** Spec: enabled only when the form is valid, the age-and-terms box is ticked and the email was accepted. */
export function canCreateAccount({ formValid, ageConfirmed, emailCheck, usernameCheck, submitting }: CreateButtonState): boolean {
  const usernameOk = usernameCheck.status === 'idle' || usernameCheck.status === 'done';
  return formValid && ageConfirmed && !!emailFeedback(emailCheck).validationId && usernameOk && !submitting;
}

type PayloadContext = { validationId: string; userType: SignUpUserType; deviceInfo?: DeviceInfo; referral?: Referral; offerId?: string };

export function toSignUpPayload(values: SignUpFormValues, context: PayloadContext): SignUpInput {
  return {
    ...(values.username && { username: values.username.toLowerCase() }),
    email: values.email.trim().toLowerCase(),
    password: values.password,
    validation_id: context.validationId,
    user_type: context.userType,
    age_confirmed: true,
    ...(context.deviceInfo && { device_info: context.deviceInfo }),
    ...(context.referral?.referred_by && { referred_by: context.referral.referred_by }),
    ...(context.referral?.velvet_cash_id && { velvet_cash_id: context.referral.velvet_cash_id }),
    ...(context.offerId && { offer_id: context.offerId }),
  };
}

/** The four password rules with whether the password meets each, shown as the user types. */
export const passwordRuleStates = (password: string) => passwordRules.map((rule) => ({ message: rule.message, met: rule.test(password) }));

/** The first message of a value that fails a schema, for checks run outside the form. */
export function firstIssue(schema: z.ZodType, value: unknown): string | undefined {
  const result = schema.safeParse(value);
  return result.success ? undefined : result.error.issues[0]?.message;
}
