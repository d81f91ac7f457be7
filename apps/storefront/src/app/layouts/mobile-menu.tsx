import { Drawer, Stack } from '@mantine/core';
import type { ReactNode } from 'react';
import type { BrandLink } from '../../brands/brand-config';
import { Can } from '../../components/can';
import { useKeepFocus } from './keep-focus';
import { MainNav } from './main-nav';
import { ProductMenuSlot } from './product-menu-slot';
import classes from './site-header.module.css';

interface MobileMenuProps {
  opened: boolean;
  /** Escape, the close button or the overlay: focus goes back to the menu button. */
  onClose: () => void;
  /** A link was followed. */
  onNavigate: () => void;
  title: string;
  links: readonly BrandLink[];
  navLabel: string;
  closeLabel: string;
  children: ReactNode;
}

/** The menu on narrow screens: a drawer with the brand's links and the account links. */
export default function MobileMenu(props: MobileMenuProps) {
  const { opened, onClose, onNavigate, title, links, navLabel, closeLabel, children } = props;
  const navRef = useKeepFocus();
  return (
    <Drawer
      id="site-menu"
      opened={opened}
      onClose={onClose}
      returnFocus={false}
      title={title}
      size="xs"
      classNames={{ title: classes.drawerTitle }}
      closeButtonProps={{ 'aria-label': closeLabel }}
    >
      <div ref={navRef}>
        <Can tag="brand_menu">
          <ProductMenuSlot
            variant="drawer"
            onNavigate={onNavigate}
            fallback={<MainNav links={links} label={navLabel} vertical onNavigate={onNavigate} />}
          />
        </Can>
      </div>
      <Stack gap="xs" mt="xl">
        {children}
      </Stack>
    </Drawer>
  );
}
