import { Button, Container, Group, Text } from '@mantine/core';
import { PageHeading } from '../../components/page-heading';
import { SmartLink } from '../../components/smart-link';
import classes from './error-screen.module.css';

interface NotFoundScreenProps {
  title: string;
  code: string;
  text: string;
  homeLabel: string;
  contactLabel: string;
}

/** The 404 screen: what happened and the ways back. */
export function NotFoundScreen({
  title,
  code,
  text,
  homeLabel,
  contactLabel,
}: NotFoundScreenProps) {
  return (
    <Container size="sm" className={classes.screen}>
      <Text className={classes.code} aria-hidden="true">
        {code}
      </Text>
      <PageHeading className={classes.title}>{title}</PageHeading>
      <Text c="dimmed" size="lg" className={classes.text}>
        {text}
      </Text>
      <Group justify="center" mt="xl">
        <Button component={SmartLink} to="/home" size="md">
          {homeLabel}
        </Button>
        <Button component={SmartLink} to="/contactUs" size="md" variant="default">
          {contactLabel}
        </Button>
      </Group>
    </Container>
  );
}
