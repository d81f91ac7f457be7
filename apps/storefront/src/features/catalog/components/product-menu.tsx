import type { MenuNode } from '@portal/contract';
import { Timing } from '@portal/contract';
import type { CSSProperties } from 'react';
import { useMenuBar } from '../hooks/use-menu-bar';
import { MenuLink, MenuPanel } from './menu-panel';
import classes from './product-menu.module.css';

interface ProductMenuProps {
  items: readonly MenuNode[];
  label: string;
}

const animation = { '--menu-ms': `${Timing.menuAnimationMs}ms` } as CSSProperties;

/**
 * The header's product menu on wide screens: entries with children open a panel (a list for
 * layout '1', an image grid for '5') on hover or from the keyboard; the others are links.
 */
export function ProductMenu({ items, label }: ProductMenuProps) {
  const bar = useMenuBar(items.length);
  return (
    <nav aria-label={label} className={classes.nav} style={animation} data-testid="product-menu">
      <ul className={classes.bar}>
        {items.map((node, index) => {
          const hasPanel = node.children.length > 0;
          const open = bar.open === index;
          const id = `product-menu-${index}`;
          return (
            <li
              key={`${node.name}${node.link}`}
              className={classes.entry}
              // Pointer: hover opens; keys inside the panel move, Escape closes (use-menu-bar.ts).
              {...(hasPanel ? { ...bar.hover(index), onKeyDown: bar.onPanelKeyDown(index) } : {})}
              onBlur={hasPanel ? bar.onEntryBlur : undefined}
            >
              {hasPanel ? (
                <button
                  type="button"
                  ref={bar.triggerRef(index)}
                  className={classes.trigger}
                  aria-expanded={open}
                  aria-controls={id}
                  onClick={() => bar.toggle(index)}
                  onKeyDown={bar.onTriggerKeyDown(index, true)}
                >
                  {node.name}
                  <span className={classes.chevron} aria-hidden="true" />
                </button>
              ) : (
                <MenuLink
                  node={node}
                  className={classes.trigger}
                  ref={bar.triggerRef(index)}
                  onKeyDown={bar.onTriggerKeyDown(index, false)}
                />
              )}
              {hasPanel && (
                <div id={id} ref={bar.panelRef(index)} className={classes.panel} hidden={!open}>
                  {open && (
                    <div className={classes.panelInner}>
                      <MenuPanel node={node} onNavigate={bar.close} />
                    </div>
                  )}
                </div>
              )}
            </li>
          );
        })}
      </ul>
    </nav>
  );
}
