import { Container } from '@mantine/core';
import { PageHeading } from '../../components/page-heading';
import { useCurrentRoute } from '../route-handle';

/** The shared screen of routes whose screens come in later issues: the route's title. */
export function Component() {
  const route = useCurrentRoute();
  return (
    <Container size="lg" py={56}>
      <PageHeading>{route?.title}</PageHeading>
    </Container>
  );
}
