import { Text } from '@mantine/core';
import type { ReactNode } from 'react';
import { PageHeading } from '../../../components/page-heading';
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
