import type { MenuNode } from '@portal/contract';
import { Timing } from '@portal/contract';
import { useEffect, useRef, useState } from 'react';
import { MenuLink, MenuPanel } from './menu-panel';
import classes from './mobile-product-menu.module.css';

interface MobileProductMenuProps {
  items: readonly MenuNode[];
  label: string;
  /** Closes the drawer; called `Timing.mobileCloseDelayMs` after a link is followed. */
  onNavigate?: () => void;
}

/** The product menu inside the menu drawer: each group opens in place (an accordion). */
export function MobileProductMenu({ items, label, onNavigate }: MobileProductMenuProps) {
  const [open, setOpen] = useState<number | null>(null);
  const timer = useRef<ReturnType<typeof setTimeout> | undefined>(undefined);
  useEffect(() => () => clearTimeout(timer.current), []);
  const followed = () => {
    clearTimeout(timer.current);
    timer.current = setTimeout(() => onNavigate?.(), Timing.mobileCloseDelayMs);
  };

  return (
    <nav aria-label={label} data-testid="mobile-product-menu">
      <ul className={classes.list}>
        {items.map((node, index) => {
          const id = `mobile-product-menu-${index}`;
          const expanded = open === index;
          return (
            <li key={`${node.name}${node.link}`} className={classes.item}>
              {node.children.length ? (
                <>
                  <button
                    type="button"
                    className={classes.row}
                    aria-expanded={expanded}
                    aria-controls={id}
                    onClick={() => setOpen(expanded ? null : index)}
                  >
                    {node.name}
                    <span className={classes.sign} aria-hidden="true" />
                  </button>
                  <div id={id} className={classes.panel} hidden={!expanded}>
                    {expanded && <MenuPanel node={node} onNavigate={followed} compact />}
                  </div>
                </>
              ) : (
                <MenuLink node={node} className={classes.row} onNavigate={followed} />
              )}
            </li>
          );
        })}
      </ul>
    </nav>
  );
}
