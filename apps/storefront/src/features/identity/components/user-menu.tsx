import { Avatar, Badge, Menu, Text, UnstyledButton } from '@mantine/core';
import { type Mode, routeAvailableOn, routeByName } from '@portal/contract';
import { useState } from 'react';
import { useGate } from '../../../components/can';
import { SmartLink } from '../../../components/smart-link';
import { BRAND } from '../../../lib/current-brand';
import { useStoredValue } from '../../../lib/use-stored';
import { brandHome } from '../brand-home';
import { useAfterModeChange } from '../hooks/use-switch-mode';
import { modeLabelsFor } from '../mode-labels';

import { pageLoad } from '../page-load';
import { changeMode, signOut } from '../session-actions';
import classes from './user-menu.module.css';

const available = (name: string) => {
  const route = routeByName(name);
  return Boolean(route && routeAvailableOn(route, BRAND));
};
const HAS_MODES = available('selectMode');
const HAS_VISUALIZATIONS = BRAND === 'CA' || BRAND === 'CA_DEALER';

/** The quick toggle's other side (spec 4): browsing ⇄ designer. */
export const toggledMode = (mode: Mode | null): Mode =>
  mode === 'mibd_designer' ? 'mibd_safe' : 'mibd_designer';

interface UserMenuProps {
  compact?: boolean;
  onNavigate?: () => void;
}

/**
 * The signed-in user's menu (spec 2): view mode, projects, orders, favourites, visualizations
 * (CA sites), settings and Sign Out; each item only with its role tag (spec 6).
 */
export default function UserMenu({ compact, onNavigate }: UserMenuProps) {
  const has = useGate();
  const mode = useStoredValue('mode');
  const name = useStoredValue('username') ?? '';
  const avatar = useStoredValue('userHead_img');
  const [busy, setBusy] = useState(false);
  const afterChange = useAfterModeChange();
  const canSwitch = HAS_MODES && has('mode');
  const accountType = useStoredValue('accountType');
  const modeName = mode ? modeLabelsFor(BRAND, accountType)[mode].name : '';

  const toggle = async () => {
    setBusy(true);
    try {
      await changeMode(toggledMode(mode));
      await afterChange();
    } catch {
      // The error is the mode call's; the menu stays as it was.
    }
    setBusy(false);
  };
  const leave = async () => {
    setBusy(true);
    await signOut();
    pageLoad.assign(brandHome(BRAND));
  };
  const link = (to: string, label: string) => (
    <Menu.Item component={SmartLink} to={to} onClick={onNavigate}>
      {label}
    </Menu.Item>
  );

  return (
    // No focus placeholder: role=menu may hold menu items only (axe aria-required-children).
    <Menu
      position="bottom-end"
      width={248}
      shadow="md"
      withinPortal
      withInitialFocusPlaceholder={false}
    >
      <Menu.Target>
        <UnstyledButton className={classes.trigger}>
          {/* Initials are decoration; the name comes from the text (label in name, WCAG 2.5.3). */}
          <Avatar src={avatar || null} name={name} color="brand" size={30} aria-hidden />
          <span className={classes.hidden}>{`Account menu of ${name}`}</span>
          {!compact && (
            <span className={classes.name} aria-hidden>
              {name}
            </span>
          )}
        </UnstyledButton>
      </Menu.Target>
      <Menu.Dropdown>
        <div className={classes.header}>
          <Text fw={600} size="sm" truncate>
            {name}
          </Text>
          {HAS_MODES && modeName && (
            <Badge variant="light" size="sm" className={classes.mode} data-testid="current-mode">
              {modeName} view
            </Badge>
          )}
        </div>
        <Menu.Divider />
        {canSwitch && link('/selectMode', 'Select view mode')}
        {canSwitch && (
          <Menu.Item onClick={toggle} disabled={busy} closeMenuOnClick={false}>
            {mode === 'mibd_designer' ? 'Switch to browsing view' : 'Switch to designer view'}
          </Menu.Item>
        )}
        {has('designer_project') && link('/personalCenter?type=projects', 'My Projects')}
        {BRAND === 'FFD'
          ? link('/ffdOrder', 'My Orders')
          : has('order') && link('/personalCenter?type=orders', 'My Orders')}
        {has('favorites') && link('/my-favorites', 'My Favorites')}
        {HAS_VISUALIZATIONS &&
          has('AI_design_scheme_list') &&
          link('/personalCenter?type=visualizations', 'My Visualizations')}
        {link('/accountSettings', 'Account Settings')}
        <Menu.Divider />
        {/* Shade 9: 5.5:1 on white (red-6 is 3.3:1). */}
        <Menu.Item color="red.9" onClick={leave} disabled={busy}>
          Sign Out
        </Menu.Item>
      </Menu.Dropdown>
    </Menu>
  );
}
