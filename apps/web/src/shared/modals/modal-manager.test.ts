import { describe, expect, it } from 'vitest';
import { createModalManager, modalComponents, type ModalDialog, type ModalHost } from './modal-manager';
import type { AppModalName } from './modal-props';

const signInDialog: ModalDialog = { title: 'Sign in', component: () => null };

function recordingHost() {
  const opened: { name: AppModalName; title: string; innerProps: object; closeOnClickOutside?: boolean }[] = [];
  const host: ModalHost = {
    open: (name, dialog, innerProps) =>
      opened.push({ name, title: dialog.title, innerProps, closeOnClickOutside: dialog.settings?.closeOnClickOutside }),
  };
  return { host, opened };
}

describe('createModalManager', () => {
  it('opens a registered dialog by its spec name with its title', () => {
    const { host, opened } = recordingHost();
    const manager = createModalManager({ SIGN_IN: signInDialog }, host);

    manager.openModal('SIGN_IN');

    expect(opened).toEqual([{ name: 'SIGN_IN', title: 'Sign in', innerProps: {} }]);
  });

  it('passes the inner props and window settings of the dialog', () => {
    const { host, opened } = recordingHost();
    const withdrawDialog: ModalDialog<{ sid?: string; type?: string }> = {
      title: 'Withdraw',
      component: () => null,
      settings: { closeOnClickOutside: false },
    };
    const manager = createModalManager({ WITHDRAW: withdrawDialog }, host);

    manager.openModal('WITHDRAW', { sid: 's1', type: 'masspay' });
    manager.openModal('WITHDRAW');

    expect(opened).toEqual([
      { name: 'WITHDRAW', title: 'Withdraw', innerProps: { sid: 's1', type: 'masspay' }, closeOnClickOutside: false },
      { name: 'WITHDRAW', title: 'Withdraw', innerProps: {}, closeOnClickOutside: false },
    ]);
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
