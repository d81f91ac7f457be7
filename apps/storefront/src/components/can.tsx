import { type BrandCode, type RoleTag, rolesFor, VISITOR_MODE } from '@portal/contract';
import type { ReactNode } from 'react';
import { BRAND } from '../lib/current-brand';
import { useRoles, useStoredValue } from '../lib/use-stored';

/**
 * FFD skips role loading (spec 6): the flash-deals site knows only guest and shopper, and both
 * see its logo, menus, footer and (guest) cart.
 */
const FFD_GRANTS: readonly RoleTag[] = [
  'navigation_logo',
  'brand_menu',
  'mibd_footer_whole_detail',
  'shopping_cart',
];

/**
 * The tags that apply: FFD's fixed set; otherwise the stored role list. A visitor whose list has
 * not arrived yet gets the visitor's list (the one the route guard is loading), so the first
 * paint already has its logo and menus; a signed-in account without a list gets nothing.
 */
export function grantedTags(
  brand: BrandCode,
  stored: readonly string[] | null,
  signedIn: boolean,
): readonly string[] {
  if (brand === 'FFD') return FFD_GRANTS;
  if (stored?.length) return stored;
  return signedIn ? [] : rolesFor(VISITOR_MODE);
}

/** The one role gate of the storefront as a checker: `can('order')`. */
export function useGate(): (tag: RoleTag) => boolean {
  const roles = useRoles();
  const signedIn = Boolean(useStoredValue('token'));
  const tags = grantedTags(BRAND, roles, signedIn);
  return (tag) => tags.includes(tag);
}

/** True when the session's role list holds `tag` (spec 6). */
export const useCan = (tag: RoleTag): boolean => useGate()(tag);

interface CanProps {
  tag: RoleTag;
  children: ReactNode;
  /** Shown instead when the tag is missing (nothing by default). */
  otherwise?: ReactNode;
}

/** Shows its children only when the role list holds `tag`: `<Can tag="order">…</Can>`. */
export function Can({ tag, children, otherwise = null }: CanProps) {
  return useCan(tag) ? children : otherwise;
}
