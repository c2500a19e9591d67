import type { ModalName, TipInput } from '@velvet/contracts';

/** Dialogs of this app that the spec does not name; the spec's names are contracts' `modalNames`. */
export const localModalNames = ['SEND_TIP', 'ADD_CARD', 'IDEAL_DETAILS', 'TRANSACTION_INFO', 'COMPLETE_PROFILE', 'ADD_NAME'] as const;
export type LocalModalName = (typeof localModalNames)[number];

/** Every name a dialog can be opened by. */
export type AppModalName = ModalName | LocalModalName;

/** What a dialog is opened with. Names that are not listed are opened with nothing. */
export type ModalInnerProps = {
  SEND_TIP: {
    recipientId: string;
    recipientName: string;
    /** What is tipped; the profile when left out. */
    traceableData?: NonNullable<TipInput['traceable_data']>;
  };
  /** The spec's trigger carries sid and type, passed on with the withdrawal. */
  WITHDRAW: { sid?: string; type?: string };
  TRANSACTION_INFO: { transactionId: string };
};

export type InnerPropsOf<N extends AppModalName> = N extends keyof ModalInnerProps ? ModalInnerProps[N] : Record<string, never>;

/** The arguments after the name: the inner props, optional when every one of them is. */
export type InnerPropsArgs<N extends AppModalName> = N extends keyof ModalInnerProps
  ? Partial<ModalInnerProps[N]> extends ModalInnerProps[N]
    ? [innerProps?: ModalInnerProps[N]]
    : [innerProps: ModalInnerProps[N]]
  : [];
