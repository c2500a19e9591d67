import { Button, Stack, Text } from '@mantine/core';
import type { ContextModalProps } from '@mantine/modals';
import { messages } from '@velvet/contracts';
import { lazy } from 'react';
import { displayName } from '@/features/auth/lib/display-name';
import { useSession } from '@/features/auth/hooks/use-session';
// Rendered inside the payment dialogs: it comes with them rather than suspend them a second time.
import { IdealDetailsSection } from '@/features/payments/components/IdealDetailsSection';
import { useModalManager, type ModalInnerProps } from '@/shared/modals';
import { CenteredLoader } from '@/shared/ui/CenteredLoader';

// The dialogs that need more than one feature are put together here. Each fetches its code when it first
// opens (lazyDialog's Suspense shows the loader meanwhile), so opening one never loads the others.
const IdealDetailsDialog = lazy(() => import('@/features/payments/components/IdealDetailsDialog').then((module) => ({ default: module.IdealDetailsDialog })));
const PlanPurchaseDialog = lazy(() => import('@/features/plans/components/PlanPurchaseDialog').then((module) => ({ default: module.PlanPurchaseDialog })));
const ReportDialog = lazy(() => import('@/features/reports/components/ReportDialog').then((module) => ({ default: module.ReportDialog })));
const CompleteProfileWizard = lazy(() => import('@/features/profile/components/CompleteProfileWizard').then((module) => ({ default: module.CompleteProfileWizard })));
const SubscribeDialog = lazy(() => import('@/features/subscriptions/components/SubscribeDialog').then((module) => ({ default: module.SubscribeDialog })));
const SendTipDialog = lazy(() => import('@/features/tips/components/SendTipDialog').then((module) => ({ default: module.SendTipDialog })));
const TransactionInfoDialog = lazy(() => import('@/features/transactions/components/TransactionInfoDialog').then((module) => ({ default: module.TransactionInfoDialog })));
const DepositDialog = lazy(() => import('@/features/wallet/components/DepositDialog').then((module) => ({ default: module.DepositDialog })));
const WithdrawDialog = lazy(() => import('@/features/withdrawals/components/WithdrawDialog').then((module) => ({ default: module.WithdrawDialog })));

/** Shown inside a dialog that only signed-in users may use, when a guest gets there. */
function SignInFirst({ onClose }: { onClose: () => void }) {
  const { openModal } = useModalManager();
  return (
    <Stack>
      <Text>{messages.signInRequired}</Text>
      <Button
        onClick={() => {
          onClose();
          openModal('SIGN_IN');
        }}
      >
        Sign In
      </Button>
    </Stack>
  );
}

function useSignedInUser() {
  const session = useSession();
  return session.status === 'signed-in' ? session.user : session.status;
}

export function DepositModal(props: ContextModalProps) {
  const user = useSignedInUser();
  if (user === 'loading') return <CenteredLoader label="Loading your account" />;
  if (user === 'guest') return <SignInFirst onClose={() => props.context.closeModal(props.id)} />;
  const suggested = { f_name: user.f_name ?? '', l_name: user.l_name ?? '', email: user.email };
  return <DepositDialog {...props} emailVerified={user.email_verified} idealDetails={<IdealDetailsSection suggested={suggested} />} />;
}

export function IdealDetailsModal(props: ContextModalProps) {
  const user = useSignedInUser();
  if (user === 'loading') return <CenteredLoader label="Loading your account" />;
  if (user === 'guest') return <SignInFirst onClose={() => props.context.closeModal(props.id)} />;
  return <IdealDetailsDialog {...props} suggested={{ f_name: user.f_name ?? '', l_name: user.l_name ?? '', email: user.email }} />;
}

export function WithdrawModal(props: ContextModalProps<ModalInnerProps['WITHDRAW']>) {
  const user = useSignedInUser();
  if (user === 'loading') return <CenteredLoader label="Loading your account" />;
  if (user === 'guest') return <SignInFirst onClose={() => props.context.closeModal(props.id)} />;
  return <WithdrawDialog {...props} user={{ name: displayName(user), email: user.email }} />;
}

export function SendTipModal(props: ContextModalProps<ModalInnerProps['SEND_TIP']>) {
  const user = useSignedInUser();
  if (user === 'loading') return <CenteredLoader label="Loading your account" />;
  if (user === 'guest') return <SignInFirst onClose={() => props.context.closeModal(props.id)} />;
  const suggested = { f_name: user.f_name ?? '', l_name: user.l_name ?? '', email: user.email };
  return <SendTipDialog {...props} idealDetails={<IdealDetailsSection suggested={suggested} />} />;
}

/** Transaction info is for signed-in users only. */
export function TransactionInfoModal(props: ContextModalProps<ModalInnerProps['TRANSACTION_INFO']>) {
  const user = useSignedInUser();
  if (user === 'loading') return <CenteredLoader label="Loading your account" />;
  if (user === 'guest') return <SignInFirst onClose={() => props.context.closeModal(props.id)} />;
  return <TransactionInfoDialog {...props} />;
}

export function CompleteProfileModal(props: ContextModalProps) {
  const user = useSignedInUser();
  if (user === 'loading') return <CenteredLoader label="Loading your account" />;
  if (user === 'guest') return <SignInFirst onClose={() => props.context.closeModal(props.id)} />;
  return <CompleteProfileWizard {...props} user={user} />;
}

export function SubscribeModal(props: ContextModalProps<ModalInnerProps['SUBSCRIBE']>) {
  const user = useSignedInUser();
  if (user === 'loading') return <CenteredLoader label="Loading your account" />;
  if (user === 'guest') return <SignInFirst onClose={() => props.context.closeModal(props.id)} />;
  const suggested = { f_name: user.f_name ?? '', l_name: user.l_name ?? '', email: user.email };
  return <SubscribeDialog {...props} idealDetails={<IdealDetailsSection suggested={suggested} />} />;
}

export function PlanPurchaseModal(props: ContextModalProps<ModalInnerProps['PLAN_PURCHASE']>) {
  const user = useSignedInUser();
  if (user === 'loading') return <CenteredLoader label="Loading your account" />;
  if (user === 'guest') return <SignInFirst onClose={() => props.context.closeModal(props.id)} />;
  const suggested = { f_name: user.f_name ?? '', l_name: user.l_name ?? '', email: user.email };
  return <PlanPurchaseDialog {...props} idealDetails={<IdealDetailsSection suggested={suggested} />} />;
}

/** The spec: the Report dialog is not rendered for guests. */
export function ReportModal(props: ContextModalProps<ModalInnerProps['REPORT']>) {
  const user = useSignedInUser();
  if (user === 'loading') return <CenteredLoader label="Loading your account" />;
  if (user === 'guest') return <SignInFirst onClose={() => props.context.closeModal(props.id)} />;
  return <ReportDialog {...props} />;
}
