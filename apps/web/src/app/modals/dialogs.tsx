import { Button, Stack, Text } from '@mantine/core';
import type { ContextModalProps } from '@mantine/modals';
import { messages } from '@velvet/contracts';
import { displayName, useSession } from '@/features/auth';
import { IdealDetailsDialog, IdealDetailsSection } from '@/features/payments';
import { PlanPurchaseDialog } from '@/features/plans';
import { ReportDialog } from '@/features/reports';
import { CompleteProfileWizard } from '@/features/profile';
import { SubscribeDialog } from '@/features/subscriptions';
import { SendTipDialog } from '@/features/tips';
import { TransactionInfoDialog } from '@/features/transactions';
import { DepositDialog } from '@/features/wallet';
import { WithdrawDialog } from '@/features/withdrawals';
import { useModalManager, type ModalInnerProps } from '@/shared/modals';
import { CenteredLoader } from '@/shared/ui/CenteredLoader';

// The dialogs that need more than one feature are put together here.

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
