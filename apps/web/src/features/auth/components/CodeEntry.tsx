import { Alert, Button, Center, PinInput } from '@mantine/core';
import { IconAlertCircle } from '@tabler/icons-react';
import { OTP_LENGTH } from '@velvet/contracts';
import { toUserMessage } from '@/shared/errors';

type CodeEntryProps = {
  /** Names the six boxes for screen readers. */
  label: string;
  code: string;
  onChange: (code: string) => void;
  onComplete: (code: string) => void;
  error: unknown;
  verifying: boolean;
  /** Changing it clears the boxes after a wrong code. */
  attempt: number;
};

/** A six-digit code with its error and the Verify button, inside the step's form. */
export function CodeEntry({ label, code, onChange, onComplete, error, verifying, attempt }: CodeEntryProps) {
  return (
    <>
      {Boolean(error) && (
        <Alert color="red" variant="light" icon={<IconAlertCircle />}>
          {toUserMessage(error)}
        </Alert>
      )}
      <Center>
        <PinInput
          key={attempt}
          length={OTP_LENGTH}
          type="number"
          oneTimeCode
          value={code}
          onChange={onChange}
          onComplete={onComplete}
          ariaLabel={label}
          error={Boolean(error)}
          autoFocus
        />
      </Center>
      <Button type="submit" fullWidth loading={verifying} disabled={code.length !== OTP_LENGTH}>
        Verify
      </Button>
    </>
  );
}
