// The account pages opened from mails, the dev mailbox, the articles and Settings → Security: one chunk, loaded on first visit.
export { ArticleRoute } from './ArticleRoute';
export { SecurityRoute } from './SecurityRoute';
export { DevMailbox as DevMailboxRoute } from '@/features/dev-mailbox';
export { ResetPasswordPage as ResetPasswordRoute, TwoFactorRecoveryPage as TwoFactorRecoveryRoute, VerifyEmailPage as VerifyEmailRoute } from '@/features/auth';
export { SocialCallbackPage as SocialCallbackRoute } from '@/features/auth';
