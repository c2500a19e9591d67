import type { ContextModalProps } from '@mantine/modals';
import { Suspense, lazy, type ComponentType, type FC } from 'react';
import { CenteredLoader } from '../ui/CenteredLoader';

/** A dialog whose code is fetched the first time it opens, so that the first page loads less. */
export function lazyDialog<P extends Record<string, unknown>>(
  load: () => Promise<ComponentType<ContextModalProps<P>>>,
): FC<ContextModalProps<P>> {
  const Dialog = lazy(async () => ({ default: await load() }));
  return function LazyDialog(props: ContextModalProps<P>) {
    return (
      <Suspense fallback={<CenteredLoader label="Loading" />}>
        <Dialog {...props} />
      </Suspense>
    );
  };
}
