import type { ContextModalProps } from '@mantine/modals';
import type { ModalInnerProps } from '@/shared/modals';
import { TransactionLoader } from './TransactionLoader';

/** TRANSACTION_INFO, the Transaction info dialog (signed-in users only). */
export function TransactionInfoDialog({ innerProps, context, id }: ContextModalProps<ModalInnerProps['TRANSACTION_INFO']>) {
  return <TransactionLoader transactionId={innerProps.transactionId} onNotFound={() => context.closeModal(id)} />;
}
