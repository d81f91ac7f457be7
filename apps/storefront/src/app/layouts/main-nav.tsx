import { useLocation } from 'react-router';
import type { BrandLink } from '../../brands/brand-config';
import { SmartLink } from '../../components/smart-link';
import classes from './main-nav.module.css';

interface MainNavProps {
  links: readonly BrandLink[];
  label: string;
  vertical?: boolean;
  onNavigate?: () => void;
  className?: string;
}

/** The brand's menu. Links with /page/, /static/ or http load a full page (SmartLink). */
export function MainNav({ links, label, vertical, onNavigate, className }: MainNavProps) {
  const { pathname } = useLocation();
  return (
    <nav aria-label={label} className={className}>
      <ul className={vertical ? classes.vertical : classes.list}>
        {links.map((link) => (
          <li key={link.to}>
            <SmartLink
              to={link.to}
              className={classes.link}
              aria-current={pathname === link.to.split('?')[0] ? 'page' : undefined}
              onClick={onNavigate}
            >
              {link.label}
            </SmartLink>
          </li>
        ))}
      </ul>
    </nav>
  );
}
