import { massMessageSchema, type MassMessageSendInput } from '@velvet/contracts';
import { z } from 'zod';
import { apiClient, sessionQueryScope } from '@/shared/api';

export const massMessageKeys = { mine: [sessionQueryScope, 'mass-messages', 'mine'] as const };

export const myMassMessages = (signal?: AbortSignal) => apiClient.request({ path: '/api/mass-messages', schema: z.array(massMessageSchema), signal });

export const sendMassMessage = (input: MassMessageSendInput) => apiClient.request({ path: '/api/mass-messages', method: 'POST', body: input, schema: massMessageSchema });
