import { Timing } from '@portal/contract';
import {
  type FocusEvent,
  type KeyboardEvent,
  useCallback,
  useEffect,
  useRef,
  useState,
} from 'react';

const focusables = (root: Element | null | undefined) =>
  root ? [...root.querySelectorAll<HTMLElement>('a[href], button:not([disabled])')] : [];

/**
 * Open state of a menu bar with drop-down panels: hover opens (leaving hides after
 * `Timing.hoverHideMs`, so the pointer can cross to the panel); Enter, Space or ArrowDown on an
 * entry opens it and focuses its first link; ArrowUp/ArrowDown move inside the panel; Escape
 * closes and puts focus back on the entry; ArrowLeft/ArrowRight move between entries.
 */
export function useMenuBar(count: number) {
  const [open, setOpen] = useState<number | null>(null);
  const triggers = useRef<(HTMLElement | null)[]>([]);
  const panels = useRef<(HTMLElement | null)[]>([]);
  const hideTimer = useRef<ReturnType<typeof setTimeout> | undefined>(undefined);

  const cancelHide = useCallback(() => clearTimeout(hideTimer.current), []);
  useEffect(() => cancelHide, [cancelHide]);
  const close = useCallback(() => {
    cancelHide();
    setOpen(null);
  }, [cancelHide]);

  const openAndFocus = (index: number) => {
    cancelHide();
    setOpen(index);
    // The panel renders on the next frame; then its first link takes focus.
    requestAnimationFrame(() => focusables(panels.current[index])[0]?.focus());
  };

  const moveEntry = (index: number, step: number) => {
    const next = triggers.current[(index + step + count) % count];
    (next?.matches('a, button') ? next : next?.querySelector<HTMLElement>('a, button'))?.focus();
    if (open !== null) setOpen(null);
  };

  return {
    open,
    close,
    triggerRef: (index: number) => (el: HTMLElement | null) => {
      triggers.current[index] = el;
    },
    panelRef: (index: number) => (el: HTMLElement | null) => {
      panels.current[index] = el;
    },
    /** Pointer handlers of an entry (its trigger and panel). */
    hover: (index: number) => ({
      onPointerEnter: (event: { pointerType: string }) => {
        if (event.pointerType !== 'mouse') return;
        cancelHide();
        setOpen(index);
      },
      onPointerLeave: (event: { pointerType: string }) => {
        if (event.pointerType !== 'mouse') return;
        cancelHide();
        hideTimer.current = setTimeout(() => setOpen(null), Timing.hoverHideMs);
      },
    }),
    /** Leaving an entry with Tab closes its panel. */
    onEntryBlur: (event: FocusEvent<HTMLElement>) => {
      if (!event.currentTarget.contains(event.relatedTarget as Node | null)) close();
    },
    toggle: (index: number) => setOpen((current) => (current === index ? null : index)),
    onTriggerKeyDown: (index: number, hasPanel: boolean) => (event: KeyboardEvent<HTMLElement>) => {
      const { key } = event;
      if (hasPanel && (key === 'Enter' || key === ' ' || key === 'ArrowDown')) openAndFocus(index);
      else if (key === 'Escape' && open === index) close();
      else if (key === 'ArrowRight') moveEntry(index, 1);
      else if (key === 'ArrowLeft') moveEntry(index, -1);
      else return;
      event.preventDefault();
    },
    /** Keys inside an entry's panel (the entry's element listens; keys of its button pass). */
    onPanelKeyDown: (index: number) => (event: KeyboardEvent<HTMLElement>) => {
      if (!panels.current[index]?.contains(event.target as Node)) return;
      const { key } = event;
      if (key === 'Escape') {
        close();
        triggers.current[index]?.focus();
      } else if (key === 'ArrowDown' || key === 'ArrowUp') {
        const links = focusables(panels.current[index]);
        const at = links.indexOf(document.activeElement as HTMLElement);
        const next = key === 'ArrowDown' ? at + 1 : at - 1;
        links[(next + links.length) % links.length]?.focus();
      } else return;
      event.preventDefault();
      event.stopPropagation();
    },
  };
}
