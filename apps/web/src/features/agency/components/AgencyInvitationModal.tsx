import { Alert, Anchor, Badge, Blockquote, Button, Checkbox, Group, Modal, Stack, Text } from '@mantine/core';
import { agencyMessages, agencyTermsSchema, type AgencyCollaboration } from '@velvet/contracts';
import { useState } from 'react';
import { paths } from '@/shared/routing/paths';
import { useRespondToInvitation } from '../hooks/use-agency';
import { answerLabel, invitationStage, termsChanged, termsChoiceOf, termsOf, type PermissionsChoice } from '../lib/agency-terms';
import { PermissionsPicker } from './PermissionsPicker';
import { ShareFields } from './ShareFields';

type AgencyInvitationModalProps = { collaboration: AgencyCollaboration; opened: boolean; onClose: () => void };

type Shares = { agencyShare: number | ''; messageShare: number | ''; isAllAgencyShare: boolean };

/**
 * Agency Invitation: the agency's letter and terms; the creator accepts (terms ticked), changes the
 * shares or permissions (the button becomes 'Update invitation') or rejects.
 */
export function AgencyInvitationModal({ collaboration, opened, onClose }: AgencyInvitationModalProps) {
  const initial = termsChoiceOf(collaboration);
  const [shares, setShares] = useState<Shares>({ agencyShare: initial.agencyShare, messageShare: initial.messageShare, isAllAgencyShare: initial.isAllAgencyShare });
  const [permissions, setPermissions] = useState<PermissionsChoice>(initial.permissions);
  const [termsAccepted, setTermsAccepted] = useState(false);
  const [termsError, setTermsError] = useState<string | null>(null);
  const [sharesError, setSharesError] = useState<string | null>(null);
  const respond = useRespondToInvitation();
  const stage = invitationStage(collaboration);
  const busy = respond.isPending;

  const choice = { agencyShare: Number(shares.agencyShare), messageShare: Number(shares.messageShare), isAllAgencyShare: shares.isAllAgencyShare, permissions };
  const complete = shares.agencyShare !== '' && shares.messageShare !== '';
  const changed = complete && termsChanged(collaboration, choice);
  const done = { onSuccess: onClose };

  const submit = () => {
    if (!complete) return setSharesError(agencyMessages.shareRange);
    if (changed) {
      const terms = agencyTermsSchema.safeParse(termsOf(choice, collaboration.resourcePermissions));
      if (!terms.success) return setSharesError(terms.error.issues[0]?.message ?? agencyMessages.shareRange);
      setSharesError(null);
      return respond.mutate({ id: collaboration._id, action: 'modify', body: terms.data }, done);
    }
    if (!termsAccepted) return setTermsError(agencyMessages.termsRequired);
    respond.mutate({ id: collaboration._id, action: 'accept', body: { terms_accepted: true } }, done);
  };

  return (
    <Modal opened={opened} onClose={onClose} title="Agency Invitation" size="lg">
      <Stack>
        <Group justify="space-between">
          <div>
            <Text fw={600}>{collaboration.agencyId.agency_name}</Text>
            <Text size="sm" c="dimmed">
              Contact: {collaboration.agencyId.contact_name}
            </Text>
          </div>
          {stage === 'answered' && <Badge color={collaboration.status === 'ACTIVE' ? 'green' : 'gray'}>{answerLabel(collaboration.status)}</Badge>}
        </Group>
        <Blockquote p="sm">{collaboration.invitationLetter}</Blockquote>
        {stage === 'waiting' && (
          <Alert color="blue" role="status">
            {agencyMessages.waitingForAgency}
          </Alert>
        )}
        {stage === 'respond' && (
          <>
            <ShareFields value={shares} onChange={setShares} disabled={busy} errors={{ agencyShare: sharesError ?? undefined, messageShare: sharesError ?? undefined }} />
            <PermissionsPicker value={permissions} onChange={setPermissions} disabled={busy} />
            {!changed && (
              <Checkbox
                checked={termsAccepted}
                disabled={busy}
                onChange={(event) => {
                  setTermsAccepted(event.currentTarget.checked);
                  setTermsError(null);
                }}
                error={termsError}
                label={
                  <>
                    I accept the{' '}
                    <Anchor href={paths.article.to('terms-of-service')} target="_blank" rel="noopener noreferrer">
                      terms of service
                    </Anchor>
                  </>
                }
              />
            )}
            <Group justify="flex-end">
              <Button variant="outline" color="red" disabled={busy} onClick={() => respond.mutate({ id: collaboration._id, action: 'reject', body: {} }, done)}>
                Reject
              </Button>
              <Button loading={busy} onClick={submit}>
                {changed ? agencyMessages.updateInvitation : 'Accept'}
              </Button>
            </Group>
          </>
        )}
      </Stack>
    </Modal>
  );
}
