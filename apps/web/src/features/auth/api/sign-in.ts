import { tokensSchema, type SignInInput } from '@velvet/contracts';
import { apiClient } from '@/shared/api';

export const signIn = (input: SignInInput) =>
  apiClient.request({ path: '/api/users/login', method: 'POST', body: input, schema: tokensSchema });
