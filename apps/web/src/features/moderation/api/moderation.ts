import { takedownSchema, type HideContentInput } from '@velvet/contracts';
import { apiClient } from '@/shared/api';

export const hideContent = (input: HideContentInput) => apiClient.request({ path: '/api/admin/moderation/hide', method: 'POST', body: input, schema: takedownSchema });
