import { requestMessages, type Service, type Transaction } from '@velvet/contracts';
import { describe, expect, it } from 'vitest';
import { serviceFixture } from '@/features/services/lib/fixtures.test-support';
import { awaitedRequestOutcome, checkRequest, formatCountdown, minutesInputMax, initialRequestValues, pickedFilesProblem, requestErrorMessage, requestFields, requestLabel, requestOutcome, secondsLeft, shownPrice } from './request-form';

const service = (overrides: Partial<Service>) =>
  serviceFixture({
    _id: '7b0c3f5e-1111-4a4a-9a9a-000000000001',
    user_id: '7b0c3f5e-1111-4a4a-9a9a-000000000002',
    name: 'Custom video',
    includes: 'A video',
    fixed_price: false,
    price: 0,
    min_price: 20,
    ...overrides,
  });
const wallet = { payment_mode: 'wallet' as const };

describe('checkRequest', () => {
  it('asks a flexible custom request for a description and at least the min price', () => {
    const custom = service({});
    const empty = checkRequest(custom, { ...initialRequestValues(custom), amount: 10 }, wallet);
    expect(empty.ok ? {} : empty.problems).toEqual({ request_note: requestMessages.descriptionRequired, proposed_amount: requestMessages.amountBelowMin });
    const good = checkRequest(custom, { ...initialRequestValues(custom), amount: 25, note: 'Hi' }, wallet);
    expect(good.ok && good.priceCents).toBe(2500);
    expect(good.ok && good.payload).toMatchObject({ type: 'CUSTOM-SERVICE', proposed_amount: 25, request_note: 'Hi', payment_mode: 'wallet' });
  });

  it('lets a voice request type up to 1000 minutes and refuses past 720 with its own message; a video request stops at 720', () => {
    const voice = service({ type: 'VOICE', service_type: 'per_minute', fixed_price: true, price: 5, min_price: null, unit_type: 'Minute' });
    expect(minutesInputMax(voice)).toBe(1000);
    expect(minutesInputMax({ type: 'VIDEO' })).toBe(720);
    const long = checkRequest(voice, { ...initialRequestValues(voice), minutes: 800, note: 'Call me' }, wallet);
    expect(long.ok ? {} : long.problems).toEqual({ proposed_duration: 'Duration must be less than 12 hours' });
    expect(checkRequest(voice, { ...initialRequestValues(voice), minutes: 720, note: 'Call me' }, wallet).ok).toBe(true);
  });

  it('prices a per-minute call by its minutes and locks a fixed-duration one', () => {
    const voice = service({ type: 'VOICE', service_type: 'per_minute', fixed_price: true, price: 5, min_price: null, unit_type: 'Minute' });
    expect(requestFields(voice).minutes).toBe(true);
    expect(shownPrice(voice, { ...initialRequestValues(voice), minutes: 3 })).toBe(15);
    const zero = checkRequest(voice, { ...initialRequestValues(voice), minutes: 0 }, wallet);
    expect(zero.ok ? {} : zero.problems.proposed_duration).toBe(requestMessages.durationMinimum);
    const video = service({ type: 'VIDEO', service_type: 'fixed_duration', duration: 600, fixed_price: true, price: 30, min_price: null });
    expect(requestFields(video).minutes).toBe(false);
    expect(initialRequestValues(video).minutes).toBe(10);
    expect(shownPrice(video, initialRequestValues(video))).toBe(30);
  });

  it('asks a rating for a file, a description and a rating type', () => {
    const rating = service({ type: 'RATING', fixed_price: true, price: 10, min_price: null });
    const empty = checkRequest(rating, initialRequestValues(rating), wallet);
    expect(empty.ok ? {} : empty.problems).toEqual({ media: requestMessages.noFile, request_note: requestMessages.descriptionRequired, 'extra_data.rating_type': requestMessages.ratingTypeRequired });
  });
});

describe('files and messages', () => {
  it('takes media files only, within their sizes, three at most', () => {
    expect(pickedFilesProblem([{ type: 'application/pdf', size: 10 }], 0)).toBe(requestMessages.mediaOnly);
    expect(pickedFilesProblem([{ type: 'image/png', size: 41 * 1024 * 1024 }], 0)).toBe(requestMessages.fileTooLarge);
    expect(pickedFilesProblem([{ type: 'video/mp4', size: 500 * 1024 * 1024 }], 0)).toBeNull();
    expect(pickedFilesProblem([{ type: 'image/png', size: 1 }, { type: 'image/png', size: 1 }], 2)).toBe(requestMessages.tooManyFiles);
  });

  it('words failures as the spec does', () => {
    expect(requestErrorMessage('VIDEO', requestMessages.insufficientBalance)).toBe('Insufficient Balance');
    expect(requestErrorMessage('RATING', 'boom')).toBe('Something went wrong. Please try again later!');
    expect(requestErrorMessage('CUSTOM-SERVICE', null)).toBe('Something went wrong. Please try again later');
    expect(requestOutcome({ status: 'Completed', method: 'wallet' } as Transaction)).toBe('sent');
    expect(requestOutcome({ status: 'Pending', method: 'card' } as Transaction)).toBe('processing');
  });

  it('labels request messages and counts a call down', () => {
    expect([requestLabel({ requestAccept: 'sent' }), requestLabel({ requestAccept: true }), requestLabel({ requestAccept: false }), requestLabel({})]).toEqual(['New', 'Accepted', 'Declined', null]);
    const start = '2026-01-01T00:00:00.000Z';
    expect(secondsLeft(start, 120, Date.parse(start) + 30_500)).toBe(90);
    expect(secondsLeft(start, 120, Date.parse(start) + 500_000)).toBe(0);
    expect(formatCountdown(65)).toBe('1:05');
  });
});

describe('requestOutcome with the hosted wallet (the v2 call)', () => {
  it('sends a pending Skrill payment to the wallet page, and a failed one to the error', () => {
    expect(requestOutcome({ status: 'Pending', method: 'skrill' } as Transaction)).toBe('wallet-page');
    expect(requestOutcome({ status: 'Failed', method: 'skrill' } as Transaction)).toBe('failed');
  });
});

describe('awaitedRequestOutcome: the dialog waits for the Call-And-Rating-Request notification of its payment', () => {
  const transactionId = '7b0c3f5e-1111-4a4a-9a9a-00000000000a';
  it('closes on success and shows an error on failure, for its own transaction only', () => {
    expect(awaitedRequestOutcome({ type: 'Call-And-Rating-Request', data: { status: 'success', transaction_id: transactionId } }, transactionId)).toBe('success');
    expect(awaitedRequestOutcome({ type: 'Call-And-Rating-Request', data: { status: 'failed', transaction_id: transactionId } }, transactionId)).toBe('failed');
    expect(awaitedRequestOutcome({ type: 'Call-And-Rating-Request', data: { status: 'success', transaction_id: 'another' } }, transactionId)).toBeNull();
    expect(awaitedRequestOutcome({ type: 'Post-Purchase', data: { status: 'success', transaction_id: transactionId } }, transactionId)).toBeNull();
    expect(awaitedRequestOutcome({ type: 'Call-And-Rating-Request', data: { transaction_id: transactionId } }, transactionId)).toBeNull();
  });
});
