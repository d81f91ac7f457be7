import { Container, Text } from '@mantine/core';
import type { ReactNode } from 'react';
import { PageHeading } from '../../../components/page-heading';
import classes from './content-page.module.css';

interface ContentPageProps {
  eyebrow: string;
  title: string;
  lead: ReactNode;
  /** Beside the main part on wide screens (facts, hours, steps). */
  aside?: ReactNode;
  children: ReactNode;
}

/** The frame of the content screens: heading and lead on the left, the form or list on the right. */
export function ContentPage({ eyebrow, title, lead, aside, children }: ContentPageProps) {
  return (
    <Container size="lg" className={classes.page}>
      <div className={classes.layout}>
        <div className={classes.aside}>
          <Text className={classes.eyebrow}>{eyebrow}</Text>
          <PageHeading mt={6}>{title}</PageHeading>
          <Text c="dimmed" size="lg" mt="sm">
            {lead}
          </Text>
          {aside}
        </div>
        <div>{children}</div>
      </div>
    </Container>
  );
}

/** A short list of facts under the lead. */
export function Facts({ items }: { items: readonly { title: string; text: ReactNode }[] }) {
  return (
    <ul className={classes.facts}>
      {items.map((item) => (
        <li key={item.title}>
          <Text fw={600}>{item.title}</Text>
          <Text c="dimmed" size="sm">
            {item.text}
          </Text>
        </li>
      ))}
    </ul>
  );
}

export const cardClass = classes.card;
