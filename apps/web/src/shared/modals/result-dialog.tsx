import { Button, Group, Stack, Text, ThemeIcon } from '@mantine/core';
import { modals } from '@mantine/modals';
import { IconCheck, IconInfoCircle, IconX } from '@tabler/icons-react';
import { Link } from 'react-router';

type ResultKind = 'success' | 'error' | 'info';

type ResultAction = {
  label: string;
  /** An app route, a web or mailto address, or a function. */
  to?: string;
  href?: string;
  onClick?: () => void;
};

export type ResultDialogOptions = {
  kind: ResultKind;
  /** The headline, e.g. 'Deposit Successful'; the dialog's accessible name. */
  title: string;
  message?: string;
  action?: ResultAction;
  /**
   * Closes by itself after this long. A success dialog without an action closes after the spec's
   * 3500 ms unless told otherwise; one that offers a next step stays until it is used or closed.
   */
  autoCloseMs?: number;
};

/** The spec's success dialog timer. */
export const SUCCESS_DIALOG_MS = 3500;

/** When a dialog closes by itself, if it does: pointing at it or moving the focus into it keeps it open (WCAG 2.2.1). */
export const autoCloseDelay = ({ kind, action, autoCloseMs }: Pick<ResultDialogOptions, 'kind' | 'action' | 'autoCloseMs'>): number | undefined =>
  autoCloseMs ?? (kind === 'success' && !action ? SUCCESS_DIALOG_MS : undefined);

const kinds = {
  success: { color: 'green', Icon: IconCheck },
  error: { color: 'red', Icon: IconX },
  info: { color: 'blue', Icon: IconInfoCircle },
} as const;

let nextId = 0;

/** The spec's success and error confirmation dialogs: a headline, an optional message and action. */
export function showResultDialog({ kind, title, message, action, autoCloseMs }: ResultDialogOptions): string {
  nextId += 1;
  const modalId = `result-${nextId}`;
  let timer: number | undefined;
  const keepOpen = () => window.clearTimeout(timer);
  const close = () => {
    keepOpen();
    modals.close(modalId);
  };
  const { color, Icon } = kinds[kind];

  modals.open({
    modalId,
    title,
    size: 'sm',
    children: (
      <Stack align="center" gap="md" ta="center" role={kind === 'error' ? 'alert' : 'status'} onPointerEnter={keepOpen} onFocus={keepOpen}>
        <ThemeIcon color={color} variant="light" size={56} radius="xl" aria-hidden>
          <Icon size={32} />
        </ThemeIcon>
        {message && <Text>{message}</Text>}
        <Group justify="center">
          {action && <ResultActionButton action={action} onDone={close} />}
          <Button variant={action ? 'default' : 'filled'} onClick={close} data-autofocus={action ? undefined : true}>
            Close
          </Button>
        </Group>
      </Stack>
    ),
  });
  const delay = autoCloseDelay({ kind, action, autoCloseMs });
  if (delay !== undefined) timer = window.setTimeout(close, delay);
  return modalId;
}

function ResultActionButton({ action, onDone }: { action: ResultAction; onDone: () => void }) {
  const onClick = () => {
    action.onClick?.();
    onDone();
  };
  if (action.to) {
    return (
      <Button component={Link} to={action.to} onClick={onClick} data-autofocus>
        {action.label}
      </Button>
    );
  }
  if (action.href) {
    return (
      <Button component="a" href={action.href} target="_blank" rel="noopener noreferrer" onClick={onClick} data-autofocus>
        {action.label}
      </Button>
    );
  }
  return (
    <Button onClick={onClick} data-autofocus>
      {action.label}
    </Button>
  );
}
