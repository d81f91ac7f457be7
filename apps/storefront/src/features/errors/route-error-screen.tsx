import { Button, Container, Group, Text } from '@mantine/core';
import { PageHeading } from '../../components/page-heading';
import classes from './error-screen.module.css';

interface RouteErrorScreenProps {
  title: string;
  text: string;
  reloadLabel: string;
  homeLabel: string;
  /** Technical detail, shown in development builds only. */
  detail?: string;
}

/** Shown when a screen fails (its code did not load, or it threw while rendering). */
export function RouteErrorScreen({
  title,
  text,
  reloadLabel,
  homeLabel,
  detail,
}: RouteErrorScreenProps) {
  return (
    <Container size="sm" className={classes.screen} role="alert">
      <PageHeading className={classes.title}>{title}</PageHeading>
      <Text c="dimmed" size="lg" className={classes.text}>
        {text}
      </Text>
      {detail && (
        <Text component="pre" size="xs" c="dimmed" className={classes.detail}>
          {detail}
        </Text>
      )}
      <Group justify="center" mt="xl">
        <Button size="md" onClick={() => window.location.reload()}>
          {reloadLabel}
        </Button>
        {/* A full page load: the app itself may be what failed. */}
        <Button component="a" href="/home" size="md" variant="default">
          {homeLabel}
        </Button>
      </Group>
    </Container>
  );
}
