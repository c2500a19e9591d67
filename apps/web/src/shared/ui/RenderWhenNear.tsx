import { startTransition, useEffect, useRef, useState, type ReactNode } from 'react';

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
  const place = useRef<HTMLDivElement>(null);
  const [near, setNear] = useState(false);

  useEffect(() => {
    if (near || !place.current) return;
    const observer = new IntersectionObserver(
      ([entry]) => {
        if (!entry?.isIntersecting) return;
        // Once near, for good: scrolling back up does not unmount what was read. A transition, so the content
        // renders in slices that yield to the browser rather than in one long task (an observer's update is urgent).
        observer.disconnect();
        startTransition(() => setNear(true));
      },
      { rootMargin: margin },
    );
    observer.observe(place.current);
    return () => observer.disconnect();
  }, [near, margin]);

  return near ? children : <div ref={place} style={{ minHeight: 1 }} />;
}
