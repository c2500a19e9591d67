import { Alert, Button, Group, PinInput, Select, Stack, Text, TextInput } from '@mantine/core';
import { useMutation } from '@tanstack/react-query';
import { ageInYears, countryForDialCode, MIN_AGE_YEARS, PHONE_MAX, PHONE_MIN, PHONE_RESEND_SECONDS, profileMessages } from '@velvet/contracts';
import { useEffect, useState } from 'react';
import { toUserMessage } from '@/shared/errors';
import { sendVerificationCode } from '../api/profile-api';
import { useCountries } from '../hooks/use-countries';
import { secondsLeft } from '../lib/wizard';
import { DialCodePicker } from './DialCodePicker';

export type PersonalInfo = {
  country: string;
  dob: string;
  dialCode: string;
  dialIso: string;
  phone: string;
  otp: string;
  sid: string;
  /** When a new code may be asked (ms); kept here so going back and forth keeps the timer. */
  resendAt: number;
};

type PersonalInfoStepProps = { value: PersonalInfo; onChange: (value: PersonalInfo) => void; phoneRequired: boolean };

/** The step's own errors, in the spec's words; undefined when it may go on. */
export function personalInfoError(value: PersonalInfo, phoneRequired: boolean): string | undefined {
  if (!value.country) return profileMessages.countryRequired;
  if (!value.dob) return profileMessages.dobRequired;
  if (ageInYears(value.dob) < MIN_AGE_YEARS) return profileMessages.tooYoung;
  if (phoneRequired && !value.phone) return profileMessages.phoneRequired;
  if (value.phone && (value.phone.length < PHONE_MIN || value.phone.length > PHONE_MAX)) return profileMessages.phoneLength;
  if (value.phone && (!value.sid || !/^\d{6}$/.test(value.otp))) return profileMessages.otpFormat;
  return undefined;
}

/** Country, date of birth and phone, verified by an SMS code (60 s resend timer, change number). */
export function PersonalInfoStep({ value, onChange, phoneRequired }: PersonalInfoStepProps) {
  const countries = useCountries();
  const [dialInput, setDialInput] = useState(value.dialCode);
  const [now, setNow] = useState(() => Date.now());
  const send = useMutation({
    mutationFn: sendVerificationCode,
    onSuccess: (answer, input) => {
      onChange({ ...value, dialCode: input.country_code, dialIso: input.country_iso, sid: answer.sid, otp: '', resendAt: Date.now() + PHONE_RESEND_SECONDS * 1000 });
    },
  });

  useEffect(() => {
    if (!value.sid) return;
    const timer = setInterval(() => setNow(Date.now()), 1000);
    return () => clearInterval(timer);
  }, [value.sid]);

  const wait = secondsLeft(value.resendAt, now);
  // The code goes to the dial code as typed, even inside the picker's 300 ms wait.
  const requestCode = () => {
    const picked = countryForDialCode(countries.data ?? [], dialInput) ?? { dial_code: value.dialCode, iso2: value.dialIso };
    send.mutate({ purpose: 'PhoneNumberChange', phone_number: value.phone, country_code: picked.dial_code, country_iso: picked.iso2 });
  };
  const options = (countries.data ?? []).map((country) => ({ value: country.iso2, label: country.name }));

  return (
    <Stack>
      <Select label="Country" placeholder="Choose your country" searchable data={options} value={value.country || null} onChange={(country) => onChange({ ...value, country: country ?? '' })} required />
      <TextInput label="Date of birth" type="date" value={value.dob} onChange={(event) => onChange({ ...value, dob: event.currentTarget.value })} required />
      {!value.sid ? (
        <>
          <Group align="flex-start" wrap="nowrap">
            <DialCodePicker
              countries={countries.data ?? []}
              value={value}
              onChange={(dial) => onChange({ ...value, ...dial })}
              onInput={setDialInput}
            />
            <TextInput
              label={phoneRequired ? 'Phone number' : 'Phone number (optional)'}
              style={{ flex: 1 }}
              inputMode="numeric"
              maxLength={PHONE_MAX}
              value={value.phone}
              onChange={(event) => onChange({ ...value, phone: event.currentTarget.value.replace(/\D/g, ''), otp: '', sid: '' })}
            />
          </Group>
          {value.phone && (
            <Button variant="light" onClick={requestCode} loading={send.isPending} disabled={value.phone.length < PHONE_MIN || !value.dialIso}>
              Verify
            </Button>
          )}
        </>
      ) : (
        <Stack gap="xs">
          <Text size="sm">
            Enter the 6-digit code we sent to {value.dialCode} {value.phone}.
          </Text>
          <PinInput length={6} type="number" oneTimeCode value={value.otp} onChange={(otp) => onChange({ ...value, otp })} ariaLabel="SMS code" />
          <Group>
            <Button variant="subtle" disabled={wait > 0} onClick={requestCode} loading={send.isPending}>
              {wait > 0 ? `Resend in ${wait}s` : 'Resend code'}
            </Button>
            <Button variant="subtle" onClick={() => onChange({ ...value, sid: '', otp: '' })}>
              Change number
            </Button>
          </Group>
        </Stack>
      )}
      {send.error && (
        <Alert color="red" role="alert">
          {toUserMessage(send.error)}
        </Alert>
      )}
    </Stack>
  );
}
