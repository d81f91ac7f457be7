import { type ReactNode, useEffect, useRef, useState } from 'react';

/**
 * Renders its children once the spot comes near the viewport (below-the-fold sections whose
 * code and data should not compete with the first paint).
 */
export function WhenVisible({
  children,
  margin = '200px',
}: {
  children: ReactNode;
  margin?: string;
}) {
  const ref = useRef<HTMLDivElement>(null);
  const [visible, setVisible] = useState(false);
  useEffect(() => {
    const el = ref.current;
    if (!el || visible) return;
    if (typeof IntersectionObserver === 'undefined') {
      setVisible(true);
      return;
    }
    const observer = new IntersectionObserver(
      (entries) => {
        if (entries.some((e) => e.isIntersecting)) setVisible(true);
      },
      { rootMargin: margin },
    );
    observer.observe(el);
    return () => observer.disconnect();
  }, [visible, margin]);
  return visible ? children : <div ref={ref} aria-hidden="true" />;
}
