import { Alert, Button, Group, Radio, Stack, Stepper, Text } from '@mantine/core';
import type { ContextModalProps } from '@mantine/modals';
import { useMutation, useQueryClient } from '@tanstack/react-query';
import type { Gender, Me } from '@velvet/contracts';
import { genderPreferences, genders, profileMessages } from '@velvet/contracts';
import { useCallback, useState } from 'react';
import { sessionQueryScope } from '@/shared/api';
import { isApiRequestError } from '@/shared/api';
import { toUserMessage } from '@/shared/errors';
import { completeProfile } from '../api/profile-api';
import { interestsStepError, stepAfterFailure, wizardSteps, type WizardStep } from '../lib/wizard';
import { ImagePicker } from './ImageStep';
import { InterestPicker } from './InterestsStep';
import { personalInfoError, PersonalInfoStep, type PersonalInfo } from './PersonalInfoStep';

type Preference = (typeof genderPreferences)[number];
type CompleteProfileWizardProps = ContextModalProps & { user: Me };

const emptyInfo: PersonalInfo = { country: '', dob: '', dialCode: '+1', dialIso: 'US', phone: '', otp: '', sid: '', resendAt: 0 };

/** COMPLETE_PROFILE: five steps with back navigation; the finish submits, refreshes the user and closes. */
export function CompleteProfileWizard({ context, id, user }: CompleteProfileWizardProps) {
  const queryClient = useQueryClient();
  const creator = user.role === 'CREATOR';
  const [step, setStep] = useState<WizardStep>(1);
  const [error, setError] = useState<string | undefined>();
  const [avatar, setAvatar] = useState<string | undefined>();
  const [background, setBackground] = useState<string | undefined>();
  const [info, setInfo] = useState<PersonalInfo>(emptyInfo);
  const [gender, setGender] = useState<Gender | ''>('');
  const [preference, setPreference] = useState<Preference>('All');
  const [kinks, setKinks] = useState<string[]>([]);
  const [topics, setTopics] = useState<string[]>([]);
  const onInfoChange = useCallback((value: PersonalInfo) => setInfo(value), []);

  const submit = useMutation({
    mutationFn: () =>
      completeProfile({
        country: info.country,
        dob: info.dob,
        ...(info.phone && { phone_number: info.phone, country_code: info.dialCode, otp: info.otp, sid: info.sid }),
        gender: gender as Gender,
        ...(avatar && { avatar }),
        ...(background && { background }),
        preferences: { gender: preference, kinks, lifestyle_topics: topics },
      }),
    onSuccess: async () => {
      await queryClient.invalidateQueries({ queryKey: [sessionQueryScope, 'me'] });
      context.closeModal(id);
    },
    onError: (failure) => {
      setError(toUserMessage(failure));
      const next = stepAfterFailure({ status: isApiRequestError(failure) ? failure.status : undefined, message: failure.message });
      // The code is typed again; an expired or used one is replaced with Resend code.
      if (next === 2) setInfo((current) => ({ ...current, otp: '' }));
      setStep(next);
    },
  });

  const stepError = (): string | undefined => {
    if (step === 1 && creator && !avatar) return profileMessages.avatarRequired;
    if (step === 2) return personalInfoError(info, creator);
    if (step === 3 && !gender) return profileMessages.invalidGender;
    if (step === 4) return interestsStepError(kinks, topics);
    return undefined;
  };

  function next() {
    const problem = stepError();
    setError(problem);
    if (problem) return;
    if (step === 5) return submit.mutate();
    setStep((step + 1) as WizardStep);
  }

  return (
    <Stack>
      <Stepper active={step - 1} size="xs" allowNextStepsSelect={false} onStepClick={(index) => index + 1 < step && setStep((index + 1) as WizardStep)}>
        {wizardSteps.map((label) => (
          <Stepper.Step key={label} label={label} />
        ))}
      </Stepper>
      {step === 1 && (
        <Stack>
          <ImagePicker kind="avatar" label="Profile picture" url={avatar} onUploaded={setAvatar} />
          <ImagePicker kind="background" label="Background" url={background} onUploaded={setBackground} />
        </Stack>
      )}
      {step === 2 && <PersonalInfoStep value={info} onChange={onInfoChange} phoneRequired={creator} />}
      {step === 3 && (
        <Stack>
          <Radio.Group label="Gender" value={gender} onChange={(value) => setGender(value as Gender)}>
            <Group mt="xs">
              {genders.map((option) => (
                <Radio key={option} value={option} label={option} />
              ))}
            </Group>
          </Radio.Group>
          <Radio.Group label="Interested in" value={preference} onChange={(value) => setPreference(value as Preference)}>
            <Group mt="xs">
              {genderPreferences.map((option) => (
                <Radio key={option} value={option} label={option} />
              ))}
            </Group>
          </Radio.Group>
        </Stack>
      )}
      {step === 4 && (
        <Stack>
          <InterestPicker kind="kinks" label={creator ? 'Kinks (shown on your profile)' : 'Kinks (private)'} selected={kinks} onChange={setKinks} />
          <InterestPicker kind="lifestyle-topics" label="Lifestyle interests" selected={topics} onChange={setTopics} />
        </Stack>
      )}
      {step === 5 && <Text>All set. Finish to save your profile.</Text>}
      {error && (
        <Alert color="red" role="alert">
          {error}
        </Alert>
      )}
      <Group justify="space-between">
        <Button variant="default" disabled={step === 1} onClick={() => setStep((step - 1) as WizardStep)}>
          Back
        </Button>
        <Group>
          {step === 1 && !creator && !avatar && (
            <Button variant="subtle" onClick={() => setStep(2)}>
              Skip
            </Button>
          )}
          <Button onClick={next} loading={submit.isPending}>
            {step === 5 ? 'Finish' : 'Next'}
          </Button>
        </Group>
      </Group>
    </Stack>
  );
}
