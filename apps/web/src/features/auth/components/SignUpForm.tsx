import { Alert, Anchor, Button, Checkbox, Loader, PasswordInput, Stack, Text, TextInput } from '@mantine/core';
import { zodResolver } from '@hookform/resolvers/zod';
import { IconAlertCircle, IconCircleCheck } from '@tabler/icons-react';
import { useMutation, useQueryClient } from '@tanstack/react-query';
import type { SignUpInput, SignUpUserType } from '@velvet/contracts';
import { accountMessages } from '@velvet/contracts';
import { useForm, useWatch } from 'react-hook-form';
import { useSearchParams } from 'react-router';
import { isApiRequestError, tokenStore } from '@/shared/api';
import { toUserMessage } from '@/shared/errors';
import { paths } from '@/shared/routing/paths';
import { showToast } from '@/shared/ui/toast';
import { signUp } from '../api/sign-up';
import { useEmailCheck, useUsernameCheck } from '../hooks/use-sign-up-checks';
import { currentDeviceInfo } from '../lib/device-info';
import { referralStore } from '../lib/referral';
import { canCreateAccount, emailFeedback, signUpFormSchema, toSignUpPayload, type SignUpFormValues } from '../lib/sign-up-rules';
import { PasswordRules } from './PasswordRules';
import { SignUpOfferNotice } from './SignUpOfferNotice';

const formFields = ['username', 'email', 'password'] as const;
const isFormField = (field: string): field is (typeof formFields)[number] => (formFields as readonly string[]).includes(field);

type SignUpFormProps = { userType: SignUpUserType; onSignedUp: () => void };

export function SignUpForm({ userType, onSignedUp }: SignUpFormProps) {
  const queryClient = useQueryClient();
  const [searchParams] = useSearchParams();
  const { register, handleSubmit, control, setValue, setError, formState } = useForm<SignUpFormValues>({
    resolver: zodResolver(signUpFormSchema),
    mode: 'onChange',
    defaultValues: { username: '', email: '', password: '', age_confirmed: false },
  });
  const [username, email, password, ageConfirmed] = useWatch({ control, name: ['username', 'email', 'password', 'age_confirmed'] });
  const emailCheck = useEmailCheck(email);
  const usernameCheck = useUsernameCheck(username);
  const feedback = emailFeedback(emailCheck);

  const create = useMutation({
    mutationFn: (input: SignUpInput) => signUp(input),
    onSuccess: (tokens, input) => {
      tokenStore.setTokens(tokens);
      showToast({ color: 'teal', message: `Welcome to Velvet! We sent a verification link to ${input.email}.` });
      onSignedUp();
    },
    onError: (error) => {
      if (!isApiRequestError(error)) return;
      for (const [field, message] of Object.entries(error.fields)) if (isFormField(field)) setError(field, { message });
      // An email check that has expired is asked again.
      if (error.fields.validation_id) void queryClient.invalidateQueries({ queryKey: ['sign-up-check', 'email'] });
    },
  });

  const enabled = canCreateAccount({
    formValid: formState.isValid,
    ageConfirmed,
    emailCheck,
    usernameCheck,
    submitting: create.isPending,
  });

  const offerId = searchParams.get('offer') ?? undefined;
  const submit = handleSubmit((values) => {
    if (!feedback.validationId) return;
    create.mutate(
      toSignUpPayload(values, {
        validationId: feedback.validationId,
        userType,
        deviceInfo: currentDeviceInfo(),
        referral: referralStore.current(searchParams),
        offerId,
      }),
    );
  });

  const usernameRegistration = register('username', {
    onChange: (event: { target: { value: string } }) => setValue('username', event.target.value.toLowerCase(), { shouldValidate: true }),
  });
  const checking = <Loader size={14} aria-label="Checking" />;

  return (
    <form onSubmit={(event) => void submit(event)} noValidate>
      <Stack>
        {offerId && <SignUpOfferNotice offerId={offerId} userType={userType} />}
        {create.error && (!isApiRequestError(create.error) || Object.keys(create.error.fields).every((field) => !isFormField(field))) && (
          <Alert color="red" variant="light" icon={<IconAlertCircle />}>
            {toUserMessage(create.error)}
          </Alert>
        )}
        <TextInput
          label="Username"
          description="Optional: 4 to 40 letters, numbers and underscores"
          autoComplete="username"
          autoCapitalize="none"
          rightSection={usernameCheck.status === 'checking' ? checking : undefined}
          error={formState.errors.username?.message ?? (usernameCheck.status === 'failed' ? usernameCheck.message : undefined)}
          {...usernameRegistration}
        />
        {usernameCheck.status === 'done' && !formState.errors.username && (
          <Text size="xs" c="teal" mt={-12}>
            <IconCircleCheck size={12} /> Username is available
          </Text>
        )}
        <TextInput
          label="Email"
          type="email"
          autoComplete="email"
          rightSection={emailCheck.status === 'checking' ? checking : undefined}
          error={(formState.touchedFields.email && formState.errors.email?.message) || feedback.error}
          description={
            feedback.suggestion ? (
              <>
                Did you mean{' '}
                <Anchor component="button" type="button" size="xs" onClick={() => setValue('email', feedback.suggestion!, { shouldValidate: true, shouldDirty: true })}>
                  {feedback.suggestion}
                </Anchor>
                ?
              </>
            ) : undefined
          }
          {...register('email')}
        />
        <Stack gap={6}>
          <PasswordInput label="Password" autoComplete="new-password" {...register('password')} />
          <PasswordRules password={password} />
        </Stack>
        <Checkbox
          {...register('age_confirmed')}
          label={
            <>
              I am 18 or older (or the age of majority where I live) and I agree to the{' '}
              <Anchor href={paths.article.to('terms-of-service')} target="_blank" rel="noopener">
                Terms of Service
              </Anchor>{' '}
              and the{' '}
              <Anchor href={paths.article.to('privacy-policy')} target="_blank" rel="noopener">
                Privacy Policy
              </Anchor>
              .
            </>
          }
        />
        <Button type="submit" fullWidth disabled={!enabled} loading={create.isPending}>
          Create account
        </Button>
        {!ageConfirmed && formState.isValid && (
          <Text size="xs" c="dimmed" ta="center">
            {accountMessages.ageRequired}
          </Text>
        )}
      </Stack>
    </form>
  );
}
