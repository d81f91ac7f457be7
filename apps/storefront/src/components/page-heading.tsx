import { Title, type TitleProps } from '@mantine/core';

/** The h1 of a screen; browser tests find it by its test id. */
export function PageHeading(props: Omit<TitleProps, 'order'>) {
  return <Title order={1} data-testid="page-title" {...props} />;
}
