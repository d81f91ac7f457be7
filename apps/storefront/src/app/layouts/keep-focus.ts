import { useCallback, useRef } from 'react';

const FOCUSABLE = 'a[href], button:not([disabled]), input:not([disabled]), [tabindex="0"]';

/**
 * A ref for a part whose content is replaced while it may hold keyboard focus (the drawer's
 * links give way to the product menu once it loads). Focus would fall back to the page behind
 * the dialog; this puts it on the part's first control instead.
 */
export function useKeepFocus() {
  const cleanup = useRef<(() => void) | null>(null);
  return useCallback((root: HTMLElement | null) => {
    cleanup.current?.();
    cleanup.current = null;
    if (!root) return;
    let inside = false;
    const onFocusIn = (event: FocusEvent) => {
      inside = root.contains(event.target as Node);
    };
    const observer = new MutationObserver(() => {
      const active = document.activeElement;
      if (inside && (!active || active === document.body))
        root.querySelector<HTMLElement>(FOCUSABLE)?.focus();
    });
    document.addEventListener('focusin', onFocusIn);
    observer.observe(root, { childList: true, subtree: true });
    cleanup.current = () => {
      document.removeEventListener('focusin', onFocusIn);
      observer.disconnect();
    };
  }, []);
}
