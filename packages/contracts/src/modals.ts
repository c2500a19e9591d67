/** Dialogs the web opens by name (spec 3, section 2). */
export const modalNames = [
  'REPORT',
  'SHOP_PURCHASE',
  'CUSTOM_REQUEST',
  'SHOW_SERVICES',
  'ON_DEMAND_PLAN',
  'CHANGE_EMAIL',
  'DEPOSIT',
  'COMMON_MODAL',
  'RATING_REQUEST',
  'VOICE_REQUEST',
  'VIDEO_REQUEST',
  'BUY_CHAT_FEE_SERVICE',
  'SIGN_IN',
  'ADD_SERVICES',
  'INSTALL_PWA',
  'WITHDRAW',
] as const;
export type ModalName = (typeof modalNames)[number];
