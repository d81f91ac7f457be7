import { Paper, Title } from '@mantine/core';
import type { ReactNode } from 'react';

/** A titled part of the checkout form, named by its heading (`id` is the heading's). */
export function CheckoutSection({
  id,
  title,
  children,
}: {
  id: string;
  title: string;
  children: ReactNode;
}) {
  return (
    <Paper withBorder p="md" component="section" aria-labelledby={id}>
      <Title order={2} size="h4" id={id} mb="sm">
        {title}
      </Title>
      {children}
    </Paper>
  );
}
