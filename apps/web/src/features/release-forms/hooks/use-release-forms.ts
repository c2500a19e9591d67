import { useMutation, useQuery, useQueryClient } from '@tanstack/react-query';
import { sessionQueryScope } from '@/shared/api';
import { createReleaseForm, externalReleaseForm, fetchIdDocument, myReleaseForms, signReleaseForm, uploadIdDocument } from '../api/release-forms';

const releaseFormKeys = {
  mine: [sessionQueryScope, 'release-forms'] as const,
  external: (formId: string) => ['ext-release-form', formId] as const,
};

export const useMyReleaseForms = () => useQuery({ queryKey: releaseFormKeys.mine, queryFn: ({ signal }) => myReleaseForms(signal) });

/** Creating answers the whole list, which replaces the cached one. */
export function useCreateReleaseForm() {
  const queryClient = useQueryClient();
  return useMutation({ mutationFn: createReleaseForm, onSuccess: (forms) => queryClient.setQueryData(releaseFormKeys.mine, forms) });
}

export const useExternalReleaseForm = (formId: string) =>
  useQuery({ queryKey: releaseFormKeys.external(formId), queryFn: ({ signal }) => externalReleaseForm(formId, signal), retry: false });

export function useSignReleaseForm(formId: string) {
  const queryClient = useQueryClient();
  return useMutation({ mutationFn: signReleaseForm, onSuccess: (form) => queryClient.setQueryData(releaseFormKeys.external(formId), form) });
}

export function useUploadIdDocument(formId: string) {
  const queryClient = useQueryClient();
  return useMutation({ mutationFn: uploadIdDocument, onSuccess: (form) => queryClient.setQueryData(releaseFormKeys.external(formId), form) });
}

/** Opens the signer's ID document in a new tab. */
export const useOpenIdDocument = () =>
  useMutation({
    mutationFn: fetchIdDocument,
    onSuccess: (blob) => {
      const url = URL.createObjectURL(blob);
      window.open(url, '_blank', 'noopener');
      setTimeout(() => URL.revokeObjectURL(url), 60_000);
    },
  });
