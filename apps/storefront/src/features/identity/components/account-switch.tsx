import { lazy, type ReactNode, Suspense } from 'react';
import { useStoredValue } from '../../../lib/use-stored';

const UserMenu = lazy(() => import('./user-menu'));

interface AccountSwitchProps {
  /** The avatar alone (narrow header). */
  compact?: boolean;
  /** Called when a menu link is followed (closes the drawer). */
  onNavigate?: () => void;
  /** What a visitor sees: Sign In, Sign Up, Request Access. */
  children: ReactNode;
}

/**
 * The header's account corner: the visitor's links, or the user menu once signed in. The menu's
 * code loads only for signed-in users, so a first visit does not download it.
 */
export function AccountSwitch({ compact, onNavigate, children }: AccountSwitchProps) {
  const token = useStoredValue('token');
  if (!token) return children;
  return (
    <Suspense fallback={<span style={{ display: 'inline-block', width: 38, height: 38 }} />}>
      <UserMenu compact={compact} onNavigate={onNavigate} />
    </Suspense>
  );
}
