import type { ActiveSubscription, ModalName, PayoutMethod, ReportedKind, SubscriptionPackage, TipInput } from '@velvet/contracts';

/** Dialogs of this app that the spec does not name; the spec's names are contracts' `modalNames`. */
export const localModalNames = [
  'SEND_TIP',
  'ADD_CARD',
  'IDEAL_DETAILS',
  'TRANSACTION_INFO',
  'COMPLETE_PROFILE',
  'ADD_NAME',
  'SUBSCRIBE',
  'MY_SUBSCRIPTION',
  'UNSUBSCRIBE',
  'PLAN_PURCHASE',
  'UNLOCK_CONTENT',
  'EDIT_PROFILE',
] as const;
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
  /** The spec's trigger carries sid and type (the payout account and its method), passed on with the withdrawal. */
  WITHDRAW: { sid?: string; type?: PayoutMethod };
  TRANSACTION_INFO: { transactionId: string };
  /**
   * 'Confirm Subscription Purchase' (a channel) or 'Subscribe Collab' (a group) for one package; with
   * `packages`, the fan may switch to another of them first (subscribing from a locked post).
   */
  SUBSCRIBE: { target: SubscriptionTarget; package: SubscriptionPackage; packages?: SubscriptionPackage[] };
  MY_SUBSCRIPTION: { target: SubscriptionTarget; subscription: ActiveSubscription };
  UNSUBSCRIBE: { target: SubscriptionTarget; packageId: string };
  /** Buying a platform plan (Prime for fans, Pro for creators). */
  PLAN_PURCHASE: { planId: string };
  /** Pay-to-view unlock of a post or a story. */
  UNLOCK_CONTENT: { kind: 'post' | 'story'; id: string };
  /** What is reported, and where the reporter saw it. */
  REPORT: { reportedId: string; type: ReportedKind; location?: string };
};

/** What a subscription is to: a creator's channel or a collab group. */
export type SubscriptionTarget = { kind: 'channel' | 'group'; id: string; name: string; authorId: string };

export type InnerPropsOf<N extends AppModalName> = N extends keyof ModalInnerProps ? ModalInnerProps[N] : Record<string, never>;

/** The arguments after the name: the inner props, optional when every one of them is. */
export type InnerPropsArgs<N extends AppModalName> = N extends keyof ModalInnerProps
  ? Partial<ModalInnerProps[N]> extends ModalInnerProps[N]
    ? [innerProps?: ModalInnerProps[N]]
    : [innerProps: ModalInnerProps[N]]
  : [];
