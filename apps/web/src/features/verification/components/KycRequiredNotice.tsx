import { Alert, Button, Text } from '@mantine/core';
import { IconShieldLock } from '@tabler/icons-react';
import { verificationMessages } from '@velvet/contracts';
import { Link } from 'react-router';
import { paths } from '@/shared/routing/paths';

/** Withdrawals wait for full KYC: the message and 'Get Verified' (→ /settings/kyc). */
export function KycRequiredNotice({ onNavigate }: { onNavigate?: () => void }) {
  return (
    <Alert color="yellow" variant="light" icon={<IconShieldLock />} role="status">
      <Text size="sm" mb="xs">
        {verificationMessages.kycRequiredToWithdraw}
      </Text>
      <Button component={Link} to={paths.kyc.to()} size="xs" variant="light" color="yellow" onClick={onNavigate}>
        {verificationMessages.getVerified}
      </Button>
    </Alert>
  );
}
