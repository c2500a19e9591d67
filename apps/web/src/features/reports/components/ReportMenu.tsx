import { Suspense, lazy } from 'react';
import { useSession } from '@/features/auth/hooks/use-session';
import type { ModalInnerProps } from '@/shared/modals';

export type ReportMenuProps = ModalInnerProps['REPORT'] & {
  /** Whose the item is: they cannot report it. */
  ownerId: string;
  /** What the menu button is for, for screen readers ('Post options'). */
  label: string;
};

// Its menu and verification gate are fetched only for those who may report.
const ReportMenuButton = lazy(() => import('./ReportMenuButton').then((module) => ({ default: module.ReportMenuButton })));

/** The '…' menu of a post, story or creator page with its 'Report' entry; guests and the owner get none (spec: not rendered for guests). */
export function ReportMenu({ ownerId, ...menu }: ReportMenuProps) {
  const session = useSession();
  if (session.status !== 'signed-in' || session.user._id === ownerId) return null;
  return (
    <Suspense fallback={null}>
      <ReportMenuButton {...menu} />
    </Suspense>
  );
}
