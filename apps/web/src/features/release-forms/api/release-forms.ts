import {
  externalReleaseFormSchema,
  releaseFormPaths,
  releaseFormSchema,
  type CreateReleaseFormInput,
  type SignReleaseFormInput,
} from '@velvet/contracts';
import { z } from 'zod';
import { apiClient } from '@/shared/api';

export const myReleaseForms = (signal?: AbortSignal) => apiClient.request({ path: releaseFormPaths.mine, signal, schema: z.array(releaseFormSchema) });

export const createReleaseForm = (form: CreateReleaseFormInput) =>
  apiClient.request({ path: releaseFormPaths.mine, method: 'POST', body: form, schema: z.array(releaseFormSchema) });

export const externalReleaseForm = (formId: string, signal?: AbortSignal) =>
  apiClient.request({ path: releaseFormPaths.external(formId), signal, schema: externalReleaseFormSchema });

export const signReleaseForm = ({ formId, ...release }: SignReleaseFormInput & { formId: string }) =>
  apiClient.request({ path: releaseFormPaths.sign(formId), method: 'POST', body: release, schema: externalReleaseFormSchema });
