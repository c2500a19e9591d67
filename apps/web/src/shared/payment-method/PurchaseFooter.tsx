import { Button, Group } from '@mantine/core';
import type { ReactNode } from 'react';
import { useNavigate } from 'react-router';
import { paths } from '@/shared/routing/paths';
import { PaymentProblem } from './PaymentProblem';

type PurchaseFooterProps = {
  /** Why the last attempt did not go through, if it did not. */
  problem: string | null;
  onClose: () => void;
  submitLabel: ReactNode;
  pending: boolean;
  disabled?: boolean;
};

/** A checkout dialog's end: the last attempt's problem (a short wallet offers 'Add money to Wallet'), Cancel and the submit button. */
export function PurchaseFooter({ problem, onClose, submitLabel, pending, disabled = false }: PurchaseFooterProps) {
  const navigate = useNavigate();
  return (
    <>
      {problem && (
        <PaymentProblem
          message={problem}
          onAddMoney={() => {
            onClose();
            void navigate(paths.wallet.to());
          }}
        />
      )}
      <Group justify="flex-end">
        <Button variant="default" onClick={onClose}>
          Cancel
        </Button>
        <Button type="submit" loading={pending} disabled={disabled}>
          {submitLabel}
        </Button>
      </Group>
    </>
  );
}
