import { describe, expect, it, vi } from 'vitest';

const show = vi.fn();
vi.mock('@mantine/notifications', () => ({ notifications: { show } }));
const { showToast } = await import('./toast');

describe('showToast', () => {
  it('says the same message once within a few seconds, and again later', () => {
    showToast({ message: 'Tip sent!' }, 10_000);
    showToast({ title: 'Profile tip', message: 'Tip sent!' }, 11_000);
    showToast({ message: 'Card added successfully' }, 11_000);
    showToast({ message: 'Tip sent!' }, 20_000);

    expect(show.mock.calls.map(([toast]) => toast.message)).toEqual(['Tip sent!', 'Card added successfully', 'Tip sent!']);
  });

  it('says a toast with an id once within a few seconds, whatever its message', () => {
    show.mockClear();
    showToast({ id: 'rate-limited', message: 'You can try again in 42 seconds.' }, 50_000);
    showToast({ id: 'rate-limited', message: 'You can try again in 41 seconds.' }, 51_000);

    expect(show).toHaveBeenCalledTimes(1);
  });
});
