import { Avatar, Text } from '@mantine/core';
import classes from './rowe.module.css';

/** Who Rowe says the visitor is: name and email, as the provider sent them. */
export function RoweIdentity({ name, email }: { name: string; email: string }) {
  return (
    <div className={classes.identity} data-testid="rowe-identity">
      <Avatar name={name || email} color="brand" radius="xl" aria-hidden />
      <div className={classes.identityText}>
        <Text fw={600} size="sm">
          {name || email}
        </Text>
        {name && email ? (
          <Text size="sm" c="dimmed">
            {email}
          </Text>
        ) : null}
        <Text size="xs" c="dimmed">
          Rowe account
        </Text>
      </div>
    </div>
  );
}
