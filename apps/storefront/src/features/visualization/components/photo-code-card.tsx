import { Anchor, Button, CopyButton, Group, List, Paper, Stack, Text, Title } from '@mantine/core';
import { useId } from 'react';
import { Link } from 'react-router';
import classes from './visualization.module.css';

interface Props {
  code: string;
  /** ISO time the code stops working. */
  expires: string | null;
}

/** A visitor's Photo Code, large enough to read off a showroom screen, and how to use it. */
export function PhotoCodeCard({ code, expires }: Props) {
  const titleId = useId();
  const until = expires
    ? new Date(expires).toLocaleDateString(undefined, { day: 'numeric', month: 'long' })
    : null;
  return (
    <Paper
      withBorder
      p="md"
      radius="md"
      className={classes.codeCard}
      role="status"
      aria-labelledby={titleId}
      data-testid="photo-code-card"
    >
      <Stack gap="sm">
        <Title order={2} size="h4" id={titleId}>
          Your Photo Code
        </Title>
        <Group gap="md" align="center">
          <Text
            component="strong"
            className={classes.code}
            data-testid="photo-code"
            aria-label={`Photo Code ${code.split('').join(' ')}`}
          >
            {code}
          </Text>
          <CopyButton value={code}>
            {({ copied, copy }) => (
              <Button variant="default" size="xs" onClick={copy}>
                {copied ? 'Copied' : 'Copy code'}
              </Button>
            )}
          </CopyButton>
        </Group>
        <Text size="sm">Write it down or take a picture of it. To furnish this photo:</Text>
        <List type="ordered" size="sm" spacing={4}>
          <List.Item>
            <Anchor component={Link} to="/login?redirect=%2Fvisualizations">
              Sign in
            </Anchor>{' '}
            with your trade account, here or at home.
          </List.Item>
          <List.Item>Open My Visualizations from your account menu.</List.Item>
          <List.Item>Enter the code under Photo Code in step 1 and press Enter.</List.Item>
        </List>
        <Text size="sm" c="dimmed">
          {until ? `The code works once, until ${until}.` : 'The code works once.'}
        </Text>
      </Stack>
    </Paper>
  );
}
