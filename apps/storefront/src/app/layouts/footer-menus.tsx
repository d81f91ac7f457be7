import type { FooterGroup } from '@portal/contract';
import { type ReactNode, useEffect, useState } from 'react';
import { useGate } from '../../components/can';
import { SmartLink } from '../../components/smart-link';
import { BRAND } from '../../lib/current-brand';
import { fetchFooter } from './footer-api';
import classes from './site-footer.module.css';

/** Footer links that only some roles see (the designer benefits are for visitors, spec 6). */
const LINK_GATES = { '/designer-account': 'designer_benefits' } as const;

/** The footer groups from the site's menu call; `fallback` until they arrive or if they fail. */
export default function FooterMenus({ fallback }: { fallback: ReactNode }) {
  const can = useGate();
  const [groups, setGroups] = useState<FooterGroup[] | null>(null);
  useEffect(() => {
    const controller = new AbortController();
    fetchFooter(BRAND, controller.signal).then(setGroups, () => setGroups([]));
    return () => controller.abort();
  }, []);

  const shown = (groups ?? [])
    .map((group) => ({
      ...group,
      children: group.children.filter((link) => {
        const gate = LINK_GATES[link.link as keyof typeof LINK_GATES];
        return !gate || can(gate);
      }),
    }))
    .filter((group) => group.children.length > 0);
  if (!shown.length) return fallback;

  return shown.map((group) => (
    <nav key={group.name} aria-label={group.name} className={classes.group}>
      <p className={classes.heading}>{group.name}</p>
      <ul className={classes.list}>
        {group.children.map((link) => (
          <li key={link.link}>
            <SmartLink
              to={link.link}
              className={classes.link}
              {...(link._blank && { target: '_blank', rel: 'noopener' })}
            >
              {link.name}
            </SmartLink>
          </li>
        ))}
      </ul>
    </nav>
  ));
}
