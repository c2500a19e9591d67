import { useDebouncedValue } from '@mantine/hooks';
import { useQuery } from '@tanstack/react-query';
import type { EmailCheck, UsernameCheck } from '@velvet/contracts';
import { emailSchema, SIGN_UP_CHECK_DEBOUNCE_MS, usernameSchema } from '@velvet/contracts';
import { toUserMessage } from '@/shared/errors';
import { checkEmail, checkUsername } from '../api/sign-up';
import type { Check } from '../lib/sign-up-rules';

const idle = { status: 'idle' } as const;
const checking = { status: 'checking' } as const;

type ServerCheckOptions<T> = {
  name: string;
  value: string;
  isWellFormed: (value: string) => boolean;
  ask: (value: string, signal: AbortSignal) => Promise<T>;
};

/** Asks the server about a typed value 600 ms after the typing stops, once the value is well formed. */
function useServerCheck<T>({ name, value, isWellFormed, ask }: ServerCheckOptions<T>): Check<T> {
  const [settled] = useDebouncedValue(value, SIGN_UP_CHECK_DEBOUNCE_MS);
  const query = useQuery({
    queryKey: ['sign-up-check', name, settled],
    queryFn: ({ signal }) => ask(settled, signal),
    enabled: isWellFormed(settled),
    retry: false,
    staleTime: 5 * 60_000,
  });
  if (!isWellFormed(value)) return idle;
  if (settled !== value || query.isPending) return checking;
  if (query.isError) return { status: 'failed', message: toUserMessage(query.error) };
  return { status: 'done', value: query.data };
}

const normalise = (value: string) => value.trim().toLowerCase();

/** The email check: accepted with a validation id (maybe a suggestion), refused with a reason, or a failure (429). */
export function useEmailCheck(email: string): Check<EmailCheck> {
  return useServerCheck({ name: 'email', value: normalise(email), isWellFormed: (value) => emailSchema.safeParse(value).success, ask: checkEmail });
}

/** The username check; an empty username is fine (one is made from the email). */
export function useUsernameCheck(username: string): Check<UsernameCheck> {
  return useServerCheck({
    name: 'username',
    value: username.toLowerCase(),
    isWellFormed: (value) => value !== '' && usernameSchema.safeParse(value).success,
    ask: checkUsername,
  });
}
