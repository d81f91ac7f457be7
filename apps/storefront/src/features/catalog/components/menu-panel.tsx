import type { MenuNode } from '@portal/contract';
import type { ReactNode } from 'react';
import { SmartLink, type SmartLinkProps } from '../../../components/smart-link';
import { CatalogTexts } from './catalog-texts';
import classes from './menu-panel.module.css';
import { TilePicture } from './tile-picture';

/** A menu link: full page loads for /page/, /static/ and http (SmartLink); `_blank` opens a tab. */
export function MenuLink({
  node,
  onNavigate,
  children,
  ...rest
}: {
  node: MenuNode;
  onNavigate?: () => void;
  children?: ReactNode;
} & Omit<SmartLinkProps, 'to' | 'children'>) {
  return (
    <SmartLink
      {...rest}
      to={node.link}
      onClick={onNavigate}
      {...(node._blank ? { target: '_blank', rel: 'noopener noreferrer' } : {})}
    >
      {children ?? node.name}
    </SmartLink>
  );
}

interface MenuPanelProps {
  node: MenuNode;
  onNavigate?: () => void;
  /** The drawer shows a compact grid. */
  compact?: boolean;
}

/** Layout '1': the group's links in columns (a child with children becomes a sub-list). */
function ListPanel({ node, onNavigate }: MenuPanelProps) {
  return (
    <ul className={classes.columns}>
      {node.children.map((child) => (
        <li key={`${child.name}${child.link}`}>
          <MenuLink node={child} className={classes.panelLink} onNavigate={onNavigate} />
          {child.children.length > 0 && (
            <ul className={classes.subList}>
              {child.children.map((leaf) => (
                <li key={`${leaf.name}${leaf.link}`}>
                  <MenuLink node={leaf} className={classes.subLink} onNavigate={onNavigate} />
                </li>
              ))}
            </ul>
          )}
        </li>
      ))}
    </ul>
  );
}

/** Layout '5': an image grid of the children (`preview_link` pictures). */
function GridPanel({ node, onNavigate, compact }: MenuPanelProps) {
  return (
    <ul className={compact ? classes.gridCompact : classes.grid}>
      {node.children.map((child) => (
        <li key={`${child.name}${child.link}`}>
          <MenuLink node={child} className={classes.tile} onNavigate={onNavigate}>
            <TilePicture src={child.preview_link || null} className={classes.tileMedia} />
            <span className={classes.tileName}>{child.name}</span>
          </MenuLink>
        </li>
      ))}
    </ul>
  );
}

/** The content under a top-level entry, in the layout its `second_menu_style` asks for. */
export function MenuPanel({ node, onNavigate, compact }: MenuPanelProps) {
  return (
    <>
      <MenuLink
        node={node}
        className={compact ? classes.shopAllCompact : classes.shopAll}
        onNavigate={onNavigate}
      >
        {node.second_menu_style === '5'
          ? CatalogTexts.viewAll(node.name)
          : CatalogTexts.shopAll(node.name)}
        <span aria-hidden="true"> →</span>
      </MenuLink>
      {node.second_menu_style === '5' ? (
        <GridPanel node={node} onNavigate={onNavigate} compact={compact} />
      ) : (
        <ListPanel node={node} onNavigate={onNavigate} />
      )}
    </>
  );
}
