import { eventMessages } from '@velvet/contracts';
import { describe, expect, it } from 'vitest';
import { SAME_CODE_PAUSE_MS, cameraMessages, cameraProblem, scanReducer, startingScan, type ScanEvent, type ScanState } from './scan-flow';

const run = (events: ScanEvent[], from: ScanState = startingScan) => events.reduce(scanReducer, from);
const scanning: ScanState = { phase: 'scanning', result: null };

describe('the camera check-in flow', () => {
  it('scans once the camera is on, and checks a ticket code in, uppercased and trimmed', () => {
    expect(run([{ type: 'cameraStarted' }])).toEqual(scanning);
    expect(run([{ type: 'decoded', text: ' 7kq2mx9hrt ', at: 0 }], scanning)).toEqual({ phase: 'checking', code: '7KQ2MX9HRT', text: ' 7kq2mx9hrt ', result: null });
  });

  it('shows the answer and goes on scanning', () => {
    const checked = run([{ type: 'decoded', text: '7KQ2MX9HRT', at: 0 }, { type: 'checkedIn', message: 'Checked in: @fan', at: 100 }], scanning);
    expect(checked).toEqual({ phase: 'scanning', result: { ok: true, message: 'Checked in: @fan', text: '7KQ2MX9HRT', at: 100 } });
    const refused = run([{ type: 'decoded', text: 'AB23CD45EF', at: 0 }, { type: 'refused', message: eventMessages.alreadyCheckedIn, at: 100 }], scanning);
    expect(refused).toMatchObject({ phase: 'scanning', result: { ok: false, message: eventMessages.alreadyCheckedIn } });
  });

  it('reads nothing while a check-in is on its way', () => {
    const checking = run([{ type: 'decoded', text: '7KQ2MX9HRT', at: 0 }], scanning);
    expect(scanReducer(checking, { type: 'decoded', text: 'AB23CD45EF', at: 10 })).toBe(checking);
  });

  it('does not send the same code again while it is still held up, but does after the pause or for another code', () => {
    const answered = run([{ type: 'decoded', text: '7KQ2MX9HRT', at: 0 }, { type: 'checkedIn', message: 'Checked in', at: 100 }], scanning);
    expect(scanReducer(answered, { type: 'decoded', text: '7KQ2MX9HRT', at: 100 + SAME_CODE_PAUSE_MS - 1 })).toBe(answered);
    expect(scanReducer(answered, { type: 'decoded', text: '7KQ2MX9HRT', at: 100 + SAME_CODE_PAUSE_MS })).toMatchObject({ phase: 'checking' });
    expect(scanReducer(answered, { type: 'decoded', text: 'AB23CD45EF', at: 200 })).toMatchObject({ phase: 'checking', code: 'AB23CD45EF' });
  });

  it('says a QR code that holds no ticket code is not a ticket, without asking the server', () => {
    expect(run([{ type: 'decoded', text: 'https://example.com/menu', at: 5 }], scanning)).toEqual({
      phase: 'scanning',
      result: { ok: false, message: eventMessages.notATicket, text: 'https://example.com/menu', at: 5 },
    });
  });

  it('leaves scanning for a message when the camera cannot be opened', () => {
    expect(run([{ type: 'cameraFailed', message: cameraMessages.denied }])).toEqual({ phase: 'unavailable', message: cameraMessages.denied });
  });
});

describe('the camera problem shown', () => {
  const named = (name: string) => Object.assign(new Error(name), { name });
  it('tells a denied permission, a missing camera, a busy one and a browser without camera access apart', () => {
    expect(cameraProblem(named('NotAllowedError'))).toBe(cameraMessages.denied);
    expect(cameraProblem(named('NotFoundError'))).toBe(cameraMessages.none);
    expect(cameraProblem(named('OverconstrainedError'))).toBe(cameraMessages.none);
    expect(cameraProblem(named('NotReadableError'))).toBe(cameraMessages.busy);
    expect(cameraProblem({ name: 'NoMediaDevices' })).toBe(cameraMessages.unsupported);
    expect(cameraProblem(new TypeError('boom'))).toBe(cameraMessages.failed);
  });
});
