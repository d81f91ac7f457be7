import { Anchor, Text } from '@mantine/core';
import type { ReactNode } from 'react';
import { PageHeading } from '../../../components/page-heading';
import { SmartLink } from '../../../components/smart-link';
import classes from './auth-card.module.css';

interface AuthCardProps {
  title: string;
  lead?: ReactNode;
  /** Below a rule at the bottom (links to the other account screens). */
  footer?: ReactNode;
  wide?: boolean;
  children: ReactNode;
}

/** The frame of the account screens: a centred card with the screen's h1. */
export function AuthCard({ title, lead, footer, wide, children }: AuthCardProps) {
  return (
    <div className={classes.page}>
      <section className={wide ? `${classes.card} ${classes.wide}` : classes.card}>
        <PageHeading className={classes.title}>{title}</PageHeading>
        {lead ? (
          <Text c="dimmed" className={classes.lead}>
            {lead}
          </Text>
        ) : (
          <div className={classes.lead} />
        )}
        {children}
        {footer && <div className={classes.footer}>{footer}</div>}
      </section>
    </div>
  );
}

/** A card footer's line: a short prompt, then the link to another account screen. */
export function FooterLink({ prompt, to, label }: { prompt?: string; to: string; label: string }) {
  return (
    <Text size="sm">
      {prompt && `${prompt} `}
      <Anchor component={SmartLink} to={to} fw={600}>
        {label}
      </Anchor>
    </Text>
  );
}
