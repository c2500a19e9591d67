import { useMutation, useQuery, useQueryClient } from '@tanstack/react-query';
import { agencyMessages, type AgencyCollaboration } from '@velvet/contracts';
import { toUserMessage } from '@/shared/errors';
import { moneyKeys } from '@/shared/queries';
import { showToast } from '@/shared/ui/toast';
import {
  agencyFundsQueryOptions,
  agencyKeys,
  answerChanges,
  collaborationsQueryOptions,
  createAgency,
  creatorDetailsQueryOptions,
  inviteCreator,
  respondToInvitation,
  revokeCollaboration,
} from '../api/agency-api';

export const useCollaborations = () => useQuery(collaborationsQueryOptions);
export const useCreatorDetails = (id: string) => useQuery(creatorDetailsQueryOptions(id));
export const useAgencyFunds = () => useQuery(agencyFundsQueryOptions);

/** Agency action errors show the server message as a toast; a success says what happened. */
function useAgencyAction<I>(action: (input: I) => Promise<AgencyCollaboration>, successMessage: (input: I) => string) {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: action,
    onSuccess: (_collaboration, input) => showToast({ color: 'green', message: successMessage(input) }),
    onError: (error) => showToast({ color: 'red', message: toUserMessage(error) }),
    onSettled: () => {
      void queryClient.invalidateQueries({ queryKey: agencyKeys.all });
      void queryClient.invalidateQueries({ queryKey: moneyKeys.withdrawals });
    },
  });
}

const respondMessages = { accept: agencyMessages.acceptedByCreator, modify: agencyMessages.modifiedByCreator, reject: agencyMessages.rejectedByCreator } as const;
const answerMessages = { approve: agencyMessages.approvedByAgency, decline: agencyMessages.declinedByAgency } as const;

export const useInviteCreator = () => useAgencyAction(inviteCreator, () => agencyMessages.invited);
export const useRespondToInvitation = () => useAgencyAction(respondToInvitation, ({ action }) => respondMessages[action]);
export const useRevokeCollaboration = () => useAgencyAction(revokeCollaboration, () => agencyMessages.revoked);
export const useAnswerChanges = () => useAgencyAction(answerChanges, ({ decision }) => answerMessages[decision]);

/** Staff open an agency account; errors of the form's fields are marked on them by the form. */
export const useCreateAgency = () =>
  useMutation({
    mutationFn: createAgency,
    onSuccess: () => showToast({ color: 'green', message: agencyMessages.agencyCreated }),
  });
