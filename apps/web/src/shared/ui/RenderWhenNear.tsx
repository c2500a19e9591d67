import { useIntersection } from '@mantine/hooks';
import { useState, type ReactNode } from 'react';

type RenderWhenNearProps = {
  children: ReactNode;
  /** How far below the screen the content starts to load and render. */
  margin?: string;
};

/**
 * Renders its content once its place comes near the screen, and keeps it: what a first screen does not
 * show costs a phone neither its code, nor its data, nor its rendering before the page is up.
 */
export function RenderWhenNear({ children, margin = '400px' }: RenderWhenNearProps) {
  const { ref, entry } = useIntersection({ rootMargin: margin });
  const [near, setNear] = useState(false);
  // Once near, for good: scrolling back up does not unmount what was read.
  if (entry?.isIntersecting && !near) setNear(true);

  return near ? children : <div ref={ref} style={{ minHeight: 1 }} />;
}
