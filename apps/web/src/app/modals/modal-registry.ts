import { lazyDialog, type ModalRegistry } from '@/shared/modals';

// Every dialog loads on first use: most visits never open one.
const SignInDialog = lazyDialog(() => import('@/features/auth/components/SignInDialog').then((module) => module.SignInDialog));
const dialogs = () => import('./dialogs');
const DepositModal = lazyDialog(() => dialogs().then((module) => module.DepositModal));
const WithdrawModal = lazyDialog(() => dialogs().then((module) => module.WithdrawModal));
const SendTipModal = lazyDialog(() => dialogs().then((module) => module.SendTipModal));
const IdealDetailsModal = lazyDialog(() => dialogs().then((module) => module.IdealDetailsModal));
const TransactionInfoModal = lazyDialog(() => dialogs().then((module) => module.TransactionInfoModal));
const AddCardDialog = lazyDialog(() => import('@/features/cards/components/AddCardDialog').then((module) => module.AddCardDialog));
const CompleteProfileModal = lazyDialog(() => dialogs().then((module) => module.CompleteProfileModal));
const AddNameDialog = lazyDialog(() => import('@/features/profile/components/AddNameDialog').then((module) => module.AddNameDialog));
const SubscribeModal = lazyDialog(() => dialogs().then((module) => module.SubscribeModal));
const PlanPurchaseModal = lazyDialog(() => dialogs().then((module) => module.PlanPurchaseModal));
const MySubscriptionDialog = lazyDialog(() => import('@/features/subscriptions/components/MySubscriptionDialog').then((module) => module.MySubscriptionDialog));
const UnsubscribeDialog = lazyDialog(() => import('@/features/subscriptions/components/UnsubscribeDialog').then((module) => module.UnsubscribeDialog));
const ChangeEmailDialog = lazyDialog(() => import('@/features/account-settings/components/ChangeEmailDialog').then((module) => module.ChangeEmailDialog));
const ReportModal = lazyDialog(() => dialogs().then((module) => module.ReportModal));
const EditProfileDialog = lazyDialog(() => import('@/features/profile/components/EditProfileDialog').then((module) => module.EditProfileDialog));
const UnlockContentDialog = lazyDialog(() => import('@/features/posts/components/UnlockContentDialog').then((module) => module.UnlockContentDialog));

/** Every dialog that can be opened by its name; features add theirs as they are built. */
export const modalRegistry: ModalRegistry = {
  SIGN_IN: { title: 'Sign In', component: SignInDialog },
  DEPOSIT: { title: 'Deposit', component: DepositModal },
  // A static backdrop, as the spec says: a click beside the dialog does not close it.
  WITHDRAW: { title: 'Withdraw', component: WithdrawModal, settings: { closeOnClickOutside: false } },
  SEND_TIP: { title: 'Confirm Tip', component: SendTipModal },
  // Leaving asks 'Leave checkout?': the dialog has its own Cancel and Escape handling.
  ADD_CARD: {
    title: 'Add a new card',
    component: AddCardDialog,
    settings: { size: 'lg', closeOnClickOutside: false, closeOnEscape: false, withCloseButton: false },
  },
  CHANGE_EMAIL: { title: 'Change Email', component: ChangeEmailDialog, settings: { closeOnClickOutside: false } },
  IDEAL_DETAILS: { title: 'Enter iDEAL details', component: IdealDetailsModal },
  TRANSACTION_INFO: { title: 'Transaction info', component: TransactionInfoModal, settings: { size: 'lg' } },
  COMPLETE_PROFILE: { title: 'Complete your profile', component: CompleteProfileModal, settings: { size: 'lg', closeOnClickOutside: false } },
  // The spec: no Escape dismissal and no cancel button.
  ADD_NAME: {
    title: 'Add your name',
    component: AddNameDialog,
    settings: { closeOnClickOutside: false, closeOnEscape: false, withCloseButton: false },
  },
  // A group's confirmation retitles itself 'Subscribe Collab'.
  SUBSCRIBE: { title: 'Confirm Subscription Purchase', component: SubscribeModal },
  MY_SUBSCRIPTION: { title: 'My subscription', component: MySubscriptionDialog },
  UNSUBSCRIBE: { title: 'Unsubscribe', component: UnsubscribeDialog },
  PLAN_PURCHASE: { title: 'Confirm Plan Purchase', component: PlanPurchaseModal },
  UNLOCK_CONTENT: { title: 'Confirm Purchase', component: UnlockContentDialog },
  // Pictures, name, bio and links being edited: a stray click beside the form must not throw them away (Cancel and × close it).
  EDIT_PROFILE: { title: 'Edit profile', component: EditProfileDialog, settings: { size: 'lg', closeOnClickOutside: false } },
  // Static, as the spec says; a guest never sees the Report entry, and gets Sign In if it is opened anyway.
  REPORT: { title: 'Report', component: ReportModal, settings: { closeOnClickOutside: false } },
};
