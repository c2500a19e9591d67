import { useSession } from '@/features/auth/hooks/use-session';
import { PlatformPlansPage } from '@/features/plans/components/PlatformPlansPage';
import { CenteredLoader } from '@/shared/ui/CenteredLoader';

/** /platform-plans: guests see the plans and are asked to sign in to buy one. */
export function PlatformPlansRoute() {
  const session = useSession();
  if (session.status === 'loading') return <CenteredLoader label="Loading your account" />;
  return <PlatformPlansPage viewerRole={session.status === 'signed-in' ? session.user.role : null} />;
}
