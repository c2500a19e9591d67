import type { ContextModalProps } from '@mantine/modals';
import type { ReactNode } from 'react';
import { DepositForm } from './DepositForm';

type DepositDialogProps = ContextModalProps & {
  idealDetails?: ReactNode;
  emailVerified: boolean;
};

/** The DEPOSIT dialog: the deposit form, closed after a successful deposit. */
export function DepositDialog({ context, id, idealDetails, emailVerified }: DepositDialogProps) {
  return <DepositForm idealDetails={idealDetails} emailVerified={emailVerified} onSucceeded={() => context.closeModal(id)} />;
}
