import { useMutation, useQueryClient } from '@tanstack/react-query';
import { createCollab, findCreator, collabKeys } from '../api/collabs-api';
import { collabPayload, memberUsernames, type CollabForm } from '../lib/collab-form';

/** Some usernames of the form are not creators; the form marks each of them. */
export class UnknownCreatorsError extends Error {
  constructor(readonly usernames: readonly string[]) {
    super('Unknown creators');
  }
}

/** Creates a collab: the members' usernames become creator ids first, then the group is created. */
export function useCreateCollab() {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: async (form: CollabForm) => {
      const usernames = memberUsernames(form);
      const creators = await Promise.all(usernames.map(findCreator));
      const unknown = usernames.filter((_, index) => !creators[index]);
      if (unknown.length > 0) throw new UnknownCreatorsError(unknown);
      const ids = new Map(usernames.map((username, index) => [username, creators[index]?._id ?? '']));
      return createCollab(collabPayload(form, ids));
    },
    onSuccess: () => queryClient.invalidateQueries({ queryKey: collabKeys.mine }),
  });
}
