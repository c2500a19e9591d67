import { List, ThemeIcon } from '@mantine/core';
import { IconCheck, IconX } from '@tabler/icons-react';
import { passwordRuleStates } from '../lib/sign-up-rules';

/** The spec's four password rules, each ticked as soon as the typed password meets it. */
export function PasswordRules({ password }: { password: string }) {
  return (
    <List size="xs" spacing={2} aria-label="Password rules" aria-live="polite">
      {passwordRuleStates(password).map((rule) => (
        <List.Item
          key={rule.message}
          c={rule.met ? 'teal' : 'dimmed'}
          icon={
            <ThemeIcon size={16} radius="xl" color={rule.met ? 'teal' : 'gray'} variant="light">
              {rule.met ? <IconCheck size={12} aria-label="met" /> : <IconX size={12} aria-label="not met" />}
            </ThemeIcon>
          }
        >
          {rule.message}
        </List.Item>
      ))}
    </List>
  );
}
