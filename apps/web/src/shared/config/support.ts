/**
 * Where 'Contact Support' leads. The spec opens live support, which the platform does not have yet;
 * until it does, the button writes to the support mailbox (VITE_SUPPORT_URL overrides it).
 */
export const SUPPORT_URL: string = import.meta.env.VITE_SUPPORT_URL ?? 'mailto:support@velvet.example';
