import { Container, Text, Title } from '@mantine/core';
import type { ReactNode } from 'react';
import classes from './landing-section.module.css';

/** A full-width band on a landing page for a brand's own story (tinted with the brand paper). */
export function LandingSection({
  eyebrow,
  title,
  children,
}: {
  eyebrow: string;
  title: string;
  children: ReactNode;
}) {
  return (
    <section className={classes.band}>
      <Container size="lg">
        <Text className={classes.eyebrow}>{eyebrow}</Text>
        <Title order={2} className={classes.title}>
          {title}
        </Title>
        {children}
      </Container>
    </section>
  );
}
