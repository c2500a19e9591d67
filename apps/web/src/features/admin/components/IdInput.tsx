import { TextInput, type TextInputProps } from '@mantine/core';
import type { Ref } from 'react';

/** A field for an id (a UUID) an operator pastes: no autocomplete, no spell check. */
export function IdInput(props: TextInputProps & { ref?: Ref<HTMLInputElement> }) {
  return <TextInput placeholder="00000000-0000-0000-0000-000000000000" autoComplete="off" spellCheck={false} {...props} />;
}
