import { Alert, Badge, Button, Card, Group, Loader, PasswordInput, SegmentedControl, Stack, Switch, Text, Textarea, Title } from '@mantine/core';
import { useDocumentTitle } from '@mantine/hooks';
import { IconAlertCircle, IconLogout } from '@tabler/icons-react';
import { useMutation, useQuery, useQueryClient } from '@tanstack/react-query';
import { accountSettingsMessages, changePasswordSchema, type AccountSettings, type AutoMessage, type PrivacySetting } from '@velvet/contracts';
import { useState, type FormEvent } from 'react';
import { useNavigate } from 'react-router';
import { useSession } from '@/features/auth/hooks/use-session';
import { useSignOut } from '@/features/auth/hooks/use-sign-out';
import { tokenStore } from '@/shared/api';
import { toUserMessage } from '@/shared/errors';
import { useModalManager } from '@/shared/modals';
import { paths } from '@/shared/routing/paths';
import { showToast } from '@/shared/ui/toast';
import { changePassword, getAccountSettings, saveAutoMessage, savePrivacy, signOutEverywhere } from '../api/account-settings';
import { autoMessageRemaining, AUTO_MESSAGE_LIMIT } from '../lib/email-change';
import { accountSettingsQueryKey } from './ChangeEmailDialog';

const ErrorAlert = ({ error }: { error: unknown }) =>
  error ? (
    <Alert color="red" variant="light" icon={<IconAlertCircle />}>
      {toUserMessage(error)}
    </Alert>
  ) : null;

/** A creator's public profile (cover, picture, name, bio, links): edited in the Edit profile dialog. */
function ProfileSection() {
  const { openModal } = useModalManager();
  return (
    <Card withBorder>
      <Group justify="space-between">
        <Stack gap={2}>
          <Title order={2} size="h4">
            Public profile
          </Title>
          <Text size="sm" c="dimmed">
            Your cover, picture, display name, bio and links, as fans see them on your page.
          </Text>
        </Stack>
        <Button variant="light" onClick={() => openModal('EDIT_PROFILE')}>
          Edit profile
        </Button>
      </Group>
    </Card>
  );
}

function EmailSection({ settings }: { settings: AccountSettings }) {
  const { openModal } = useModalManager();
  return (
    <Card withBorder>
      <Stack gap="xs">
        <Title order={2} size="h4">
          Email
        </Title>
        <Group justify="space-between">
          <Group gap="xs">
            <Text>{settings.email}</Text>
            <Badge color={settings.email_verified ? 'teal' : 'yellow'} variant="light">
              {settings.email_verified ? 'Verified' : 'Not verified'}
            </Badge>
          </Group>
          <Button variant="light" onClick={() => openModal('CHANGE_EMAIL')}>
            Change email
          </Button>
        </Group>
      </Stack>
    </Card>
  );
}

function ChangePasswordSection() {
  const [oldPassword, setOldPassword] = useState('');
  const [newPassword, setNewPassword] = useState('');
  const [fieldErrors, setFieldErrors] = useState<Record<string, string>>({});
  const mutation = useMutation({
    mutationFn: changePassword,
    onSuccess: (tokens) => {
      tokenStore.setTokens(tokens);
      setOldPassword('');
      setNewPassword('');
      showToast({ color: 'teal', message: 'Your password was changed. Other sessions were signed out.' });
    },
  });
  const submit = (event: FormEvent) => {
    event.preventDefault();
    const parsed = changePasswordSchema.safeParse({ old_password: oldPassword, new_password: newPassword });
    if (!parsed.success) {
      setFieldErrors(Object.fromEntries(parsed.error.issues.map((issue) => [String(issue.path[0]), issue.message])));
      return;
    }
    setFieldErrors({});
    mutation.mutate(parsed.data);
  };
  return (
    <Card withBorder>
      <form onSubmit={submit}>
        <Stack gap="xs">
          <Title order={2} size="h4">
            Change password
          </Title>
          <PasswordInput label="Current password" autoComplete="current-password" value={oldPassword} onChange={(event) => setOldPassword(event.currentTarget.value)} error={fieldErrors.old_password} />
          <PasswordInput label="New password" autoComplete="new-password" value={newPassword} onChange={(event) => setNewPassword(event.currentTarget.value)} error={fieldErrors.new_password} />
          <ErrorAlert error={mutation.error} />
          <Group justify="flex-end">
            <Button type="submit" loading={mutation.isPending}>
              Change password
            </Button>
          </Group>
        </Stack>
      </form>
    </Card>
  );
}

function PrivacySection({ initial }: { initial: PrivacySetting }) {
  const queryClient = useQueryClient();
  const [privacy, setPrivacy] = useState(initial);
  const mutation = useMutation({
    mutationFn: savePrivacy,
    onSuccess: async () => {
      showToast({ color: 'teal', message: accountSettingsMessages.privacySaved });
      await queryClient.invalidateQueries({ queryKey: accountSettingsQueryKey });
    },
  });
  return (
    <Card withBorder>
      <Stack gap="sm">
        <Title order={2} size="h4">
          Privacy
        </Title>
        <Text size="sm">Who can see your profile</Text>
        <SegmentedControl
          value={privacy.profile_visibility}
          onChange={(value) => setPrivacy({ ...privacy, profile_visibility: value as PrivacySetting['profile_visibility'] })}
          data={[
            { value: 'public', label: 'Everyone' },
            { value: 'subscribers', label: 'Subscribers' },
            { value: 'private', label: 'Only me' },
          ]}
        />
        <Text size="sm">Allow messages from</Text>
        <SegmentedControl
          value={privacy.allow_messages_from}
          onChange={(value) => setPrivacy({ ...privacy, allow_messages_from: value as PrivacySetting['allow_messages_from'] })}
          data={[
            { value: 'everyone', label: 'Everyone' },
            { value: 'subscribers', label: 'Subscribers' },
            { value: 'nobody', label: 'Nobody' },
          ]}
        />
        <Switch label="Show when I am online" checked={privacy.show_online_status} onChange={(event) => setPrivacy({ ...privacy, show_online_status: event.currentTarget.checked })} />
        <ErrorAlert error={mutation.error} />
        <Group justify="flex-end">
          <Button loading={mutation.isPending} onClick={() => mutation.mutate(privacy)}>
            Save privacy settings
          </Button>
        </Group>
      </Stack>
    </Card>
  );
}

function AutoMessageSection({ initial }: { initial: AutoMessage }) {
  const [message, setMessage] = useState(initial);
  const mutation = useMutation({ mutationFn: saveAutoMessage, onSuccess: () => showToast({ color: 'teal', message: accountSettingsMessages.autoMessageSaved }) });
  const remaining = autoMessageRemaining(message.text);
  return (
    <Card withBorder>
      <Stack gap="sm">
        <Title order={2} size="h4">
          Auto-message
        </Title>
        <Text size="sm">Sent automatically to every new subscriber.</Text>
        <Switch label="Send a welcome message" checked={message.enabled} onChange={(event) => setMessage({ ...message, enabled: event.currentTarget.checked })} />
        <Textarea
          label="Message"
          autosize
          minRows={3}
          maxLength={AUTO_MESSAGE_LIMIT}
          value={message.text}
          onChange={(event) => setMessage({ ...message, text: event.currentTarget.value })}
          description={`${remaining} characters left`}
        />
        <ErrorAlert error={mutation.error} />
        <Group justify="flex-end">
          <Button loading={mutation.isPending} onClick={() => mutation.mutate(message)}>
            Save auto-message
          </Button>
        </Group>
      </Stack>
    </Card>
  );
}

function SignOutEverywhereSection() {
  const navigate = useNavigate();
  const signOut = useSignOut();
  const mutation = useMutation({
    mutationFn: signOutEverywhere,
    onSuccess: async ({ message }) => {
      showToast({ color: 'teal', message });
      await signOut.mutateAsync();
      void navigate(paths.home.to());
    },
  });
  return (
    <Card withBorder>
      <Stack gap="xs">
        <Title order={2} size="h4">
          Sessions
        </Title>
        <Text size="sm">Signs you out on every device, this one included.</Text>
        <ErrorAlert error={mutation.error} />
        <Group justify="flex-end">
          <Button color="red" variant="light" leftSection={<IconLogout size={18} />} loading={mutation.isPending} onClick={() => mutation.mutate()}>
            Sign out everywhere
          </Button>
        </Group>
      </Stack>
    </Card>
  );
}

/** /settings/account (and its alias /settings/account-information). */
export function AccountSettingsPage() {
  useDocumentTitle('Account · Velvet');
  const settings = useQuery({ queryKey: accountSettingsQueryKey, queryFn: getAccountSettings });
  const session = useSession();
  const isCreator = session.status === 'signed-in' && session.user.role === 'CREATOR';
  return (
    <Stack>
      <Title order={1} size="h2">
        Account
      </Title>
      {settings.isPending ? (
        <Loader />
      ) : settings.error ? (
        <ErrorAlert error={settings.error} />
      ) : (
        <>
          {isCreator && <ProfileSection />}
          <EmailSection settings={settings.data} />
          <ChangePasswordSection />
          <PrivacySection initial={settings.data.privacy} />
          {settings.data.auto_message && <AutoMessageSection initial={settings.data.auto_message} />}
          <SignOutEverywhereSection />
        </>
      )}
    </Stack>
  );
}
