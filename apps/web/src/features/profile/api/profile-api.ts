import type { CompleteProfileInput, ImageKind, InterestKind, SaveNameInput, SendVerificationCodeInput } from '@velvet/contracts';
import { countrySchema, interestsPageSchema, messages, uploadedImageSchema, verificationCodeSentSchema } from '@velvet/contracts';
import { z } from 'zod';
import { apiClient, tokenStore } from '@/shared/api';
import { ApiRequestError } from '@/shared/api/api-request-error';

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

/**
 * Uploads an image with XMLHttpRequest, which (unlike fetch) reports upload progress. The access token
 * is refreshed once if it expired on the way.
 */
export async function uploadImage(options: UploadOptions): Promise<string> {
  try {
    return await sendUpload(options, tokenStore.getTokens()?.token);
  } catch (error) {
    if (!(error instanceof ApiRequestError) || error.code !== 'TOKEN_EXPIRED') throw error;
    return sendUpload(options, await apiClient.refreshSession());
  }
}

function sendUpload({ file, filename, kind, onProgress }: UploadOptions, token: string | undefined): Promise<string> {
  return new Promise((resolve, reject) => {
    const request = new XMLHttpRequest();
    request.open('POST', `/api/uploads/images?kind=${kind}`);
    if (token) request.setRequestHeader('Authorization', `Bearer ${token}`);
    request.upload.onprogress = (event) => {
      if (event.lengthComputable) onProgress?.(Math.round((event.loaded / event.total) * 100));
    };
    request.onerror = () => reject(new ApiRequestError({ status: 0, code: 'NETWORK', message: messages.somethingWentWrong }));
    request.onload = () => {
      let body: unknown;
      try {
        body = JSON.parse(request.responseText);
      } catch {
        body = undefined;
      }
      if (request.status >= 200 && request.status < 300) {
        const parsed = z.object({ data: uploadedImageSchema }).safeParse(body);
        if (parsed.success) return resolve(parsed.data.data.url);
      }
      const error = body as { message?: string; code?: string } | undefined;
      reject(new ApiRequestError({ status: request.status, code: error?.code ?? 'INTERNAL', message: error?.message ?? messages.somethingWentWrong }));
    };
    const form = new FormData();
    form.append('file', file, filename);
    request.send(form);
  });
}
