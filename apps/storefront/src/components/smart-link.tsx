import { isFullPageLink } from '@portal/contract';
import type { ComponentPropsWithRef } from 'react';
import { Link } from 'react-router';

export type SmartLinkProps = Omit<ComponentPropsWithRef<'a'>, 'href'> & { to: string };

/**
 * A link that stays in the app, except for links the spec sends to a full page load
 * (/page/, /static/ or http in the address): those are plain anchors.
 */
export function SmartLink({ to, ...rest }: SmartLinkProps) {
  if (isFullPageLink(to)) return <a href={to} {...rest} />;
  return <Link to={to} {...rest} />;
}
