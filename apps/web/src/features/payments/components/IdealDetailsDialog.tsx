import type { ContextModalProps } from '@mantine/modals';
import type { IdealDetails } from '@velvet/contracts';
import { IdealDetailsForm } from './IdealDetailsForm';

type IdealDetailsDialogProps = ContextModalProps & { suggested?: Partial<IdealDetails> };

/** IDEAL_DETAILS, 'Enter iDEAL details'. */
export function IdealDetailsDialog({ context, id, suggested }: IdealDetailsDialogProps) {
  const close = () => context.closeModal(id);
  return <IdealDetailsForm defaultValues={suggested} onSaved={close} onCancel={close} autoFocus />;
}
