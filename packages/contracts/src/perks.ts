import { z } from 'zod';

/**
 * Perks a channel's subscription grants each period: its free services. A free service of a request
 * kind (rating, custom request, voice or video call) is used as a request at no charge; a counted one
 * (TurnCount, MessageCount) gives `unit` uses a period, a timed one (Minute, Hour, Day) one use of up to
 * that long. Units are counted down per subscription period and never go below zero.
 */
export const freeServiceKinds = ['rating', 'request', 'voice call', 'video call', 'message'] as const;
export type FreeServiceKind = (typeof freeServiceKinds)[number];

export const freeRequestTypes = ['VOICE', 'VIDEO', 'RATING', 'CUSTOM-SERVICE'] as const;
export type FreeRequestType = (typeof freeRequestTypes)[number];

const requestTypeByKind: Record<FreeServiceKind, FreeRequestType | null> = {
  rating: 'RATING',
  request: 'CUSTOM-SERVICE',
  'voice call': 'VOICE',
  'video call': 'VIDEO',
  message: null,
};

/** The request a free service is used as; null for one that is not a request (messages), or a kind we do not know. */
export function freeServiceRequestType(type: string): FreeRequestType | null {
  const kind = type.trim().toLowerCase() as FreeServiceKind;
  return requestTypeByKind[kind] ?? null;
}

const secondsPer = { Minute: 60, Hour: 3600, Day: 86_400 } as const;

/** What a free service grants each period: a number of uses, and for a timed one the longest a use may last. */
export function freeServiceGrant(service: { unit: number; unit_type: string }): { uses: number; maxDurationSeconds: number | null } {
  const seconds = secondsPer[service.unit_type as keyof typeof secondsPer];
  if (seconds === undefined) return { uses: Math.max(0, service.unit), maxDurationSeconds: null };
  return { uses: service.unit > 0 ? 1 : 0, maxDurationSeconds: service.unit * seconds };
}

export const perkMessages = {
  freeServiceUnavailable: 'This free service is not available',
  freeServiceUsedUp: 'You have used all of this free service for this period',
  freeServiceNoRequest: 'This free service cannot be requested',
  freeServiceNoOffer: 'The creator does not offer this service right now',
  freeDurationMaximum: (minutes: number) => `A free call lasts at most ${minutes} minutes`,
  freeRequestNoCounter: 'A free request cannot be countered',
} as const;

/** A free service the viewer holds through a live subscription to the creator's channel, with what is left this period. */
export const freeServiceEntrySchema = z.object({
  _id: z.string(),
  channel_id: z.string(),
  type: z.string(),
  unit: z.number(),
  unit_type: z.enum(['TurnCount', 'Minute', 'MessageCount', 'Hour', 'Day']),
  /** The request a use makes; null when it is not used as a request. */
  request_type: z.enum(freeRequestTypes).nullable(),
  /** Uses left this period. */
  remaining: z.number().int(),
  /** The longest a use may last (timed services), in seconds. */
  max_duration: z.number().int().nullable(),
  /** When this period ends (the units are granted again with the next one). */
  period_ends_at: z.string(),
});
export type FreeServiceEntry = z.infer<typeof freeServiceEntrySchema>;
