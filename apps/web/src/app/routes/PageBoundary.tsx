import { Component, Suspense, type ReactNode } from 'react';
import { useLocation } from 'react-router';
import { CenteredLoader } from '@/shared/ui/CenteredLoader';
import { PageError } from './PageError';

type CatcherProps = { resetKey: string; children: ReactNode };

/** Catches a page that fails to render; a navigation (Try again is one to the same address) renders it afresh. */
class PageErrorCatcher extends Component<CatcherProps, { failed: boolean }> {
  override state = { failed: false };

  static getDerivedStateFromError() {
    return { failed: true };
  }

  override componentDidUpdate(previous: CatcherProps) {
    if (this.state.failed && previous.resetKey !== this.props.resetKey) this.setState({ failed: false });
  }

  override render() {
    return this.state.failed ? <PageError /> : this.props.children;
  }
}

/** Around every page: the loader while its code arrives, and the error page when it fails. */
export function PageBoundary({ children }: { children: ReactNode }) {
  const location = useLocation();
  return (
    <PageErrorCatcher resetKey={location.key}>
      <Suspense fallback={<CenteredLoader label="Loading" />}>{children}</Suspense>
    </PageErrorCatcher>
  );
}
