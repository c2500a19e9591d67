import type { ModalName } from '@velvet/contracts';
import { describe, expect, it } from 'vitest';
import { createModalManager, modalComponents, type ModalDialog, type ModalHost } from './modal-manager';

const signInDialog: ModalDialog = { title: 'Sign in', component: () => null };

function recordingHost() {
  const opened: { name: ModalName; title: string }[] = [];
  const host: ModalHost = { open: (name, dialog) => opened.push({ name, title: dialog.title }) };
  return { host, opened };
}

describe('createModalManager', () => {
  it('opens a registered dialog by its spec name with its title', () => {
    const { host, opened } = recordingHost();
    const manager = createModalManager({ SIGN_IN: signInDialog }, host);

    manager.openModal('SIGN_IN');

    expect(opened).toEqual([{ name: 'SIGN_IN', title: 'Sign in' }]);
  });

  it('refuses to open a name that has no dialog yet', () => {
    const { host, opened } = recordingHost();
    const manager = createModalManager({ SIGN_IN: signInDialog }, host);

    expect(() => manager.openModal('DEPOSIT')).toThrow('No dialog is registered under the name DEPOSIT');
    expect(opened).toHaveLength(0);
  });
});

describe('modalComponents', () => {
  it('keys each registered component by its spec name', () => {
    expect(modalComponents({ SIGN_IN: signInDialog })).toEqual({ SIGN_IN: signInDialog.component });
  });
});
