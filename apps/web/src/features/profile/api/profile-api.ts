import type { CompleteProfileInput, ImageKind, InterestKind, SaveNameInput, SendVerificationCodeInput } from '@velvet/contracts';
import { countrySchema, interestsPageSchema, uploadedImageSchema, verificationCodeSentSchema } from '@velvet/contracts';
import { z } from 'zod';
import { apiClient, uploadFile } from '@/shared/api';

export const profileKeys = {
  countries: ['profile', 'countries'] as const,
  interests: (kind: InterestKind, query: string) => ['profile', 'interests', kind, query] as const,
};

export const getCountries = (signal?: AbortSignal) => apiClient.request({ path: '/api/countries', schema: z.array(countrySchema), signal });

export const getInterests = (kind: InterestKind, query: string, signal?: AbortSignal) => {
  const search = query ? `query=${encodeURIComponent(query)}&page=1&limit=20` : 'limit=100';
  return apiClient.request({ path: `/api/interests/${kind}?${search}`, schema: interestsPageSchema, signal });
};

export const sendVerificationCode = (input: SendVerificationCodeInput) =>
  apiClient.request({ path: '/api/users/send-verification-code', method: 'POST', body: input, schema: verificationCodeSentSchema });

export const completeProfile = (input: CompleteProfileInput) => apiClient.request({ path: '/api/users/complete-profile', method: 'POST', body: input });

export const saveName = (input: SaveNameInput) => apiClient.request({ path: '/api/users/name', method: 'POST', body: input });

type UploadOptions = { file: Blob; filename: string; kind: ImageKind; onProgress?: (percent: number) => void };

/** Uploads an image with its progress; answers its URL. */
export const uploadImage = async ({ kind, ...options }: UploadOptions): Promise<string> =>
  (await uploadFile({ ...options, path: `/api/uploads/images?kind=${kind}`, schema: uploadedImageSchema })).url;
