import { Paper, Stack, Title } from '@mantine/core';
import { AgencyCollaborationsList } from './AgencyCollaborationsList';
import { AgencyFundsCard } from './AgencyFundsCard';
import { InviteCreatorForm } from './InviteCreatorForm';

/** /agency: the agency's funds, its creators and the invitation form. */
export function AgencyPortal() {
  return (
    <Stack gap="lg">
      <Title order={1} size="h2">
        Agency
      </Title>
      <AgencyFundsCard />
      <Paper withBorder radius="lg" p="md" component="section" aria-labelledby="agency-creators-title">
        <Title order={2} size="h3" mb="sm" id="agency-creators-title">
          Creators
        </Title>
        <AgencyCollaborationsList />
      </Paper>
      <Paper withBorder radius="lg" p="md" component="section" aria-labelledby="agency-invite-title">
        <Title order={2} size="h3" mb="sm" id="agency-invite-title">
          Invite a creator
        </Title>
        <InviteCreatorForm />
      </Paper>
    </Stack>
  );
}
