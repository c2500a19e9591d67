import {
  externalReleaseFormSchema,
  releaseFormPaths,
  releaseFormSchema,
  type CreateReleaseFormInput,
  type SignReleaseFormInput,
} from '@velvet/contracts';
import { z } from 'zod';
import { apiClient, uploadFile } from '@/shared/api';

export const myReleaseForms = (signal?: AbortSignal) => apiClient.request({ path: releaseFormPaths.mine, signal, schema: z.array(releaseFormSchema) });

export const createReleaseForm = (form: CreateReleaseFormInput) =>
  apiClient.request({ path: releaseFormPaths.mine, method: 'POST', body: form, schema: z.array(releaseFormSchema) });

export const externalReleaseForm = (formId: string, signal?: AbortSignal) =>
  apiClient.request({ path: releaseFormPaths.external(formId), signal, schema: externalReleaseFormSchema });

export const signReleaseForm = ({ formId, ...release }: SignReleaseFormInput & { formId: string }) =>
  apiClient.request({ path: releaseFormPaths.sign(formId), method: 'POST', body: release, schema: externalReleaseFormSchema });

export const uploadIdDocument = ({ formId, file }: { formId: string; file: File }) =>
  uploadFile({ path: releaseFormPaths.uploadIdDocument(formId), file, filename: file.name, schema: externalReleaseFormSchema });

/** The signer's ID document as a blob (it is private: fetched with the session's token, once refreshed if it expired). */
export async function fetchIdDocument(id: string): Promise<Blob> {
  const get = (token: string | undefined) => fetch(releaseFormPaths.idDocument(id), { headers: token ? { authorization: `Bearer ${token}` } : {} });
  let response = await get(await apiClient.currentToken());
  if (response.status === 401) response = await get(await apiClient.refreshSession());
  if (!response.ok) throw new Error(`ID document unavailable (${response.status})`);
  return response.blob();
}
