import { Button, Container, Group, Paper, Stack, Text } from '@mantine/core';
import { CheckoutMessages as M } from '@portal/contract';
import { useLocation } from 'react-router';
import { PageHeading } from '../../../components/page-heading';
import { SmartLink } from '../../../components/smart-link';

/**
 * /paymentFailed: the card or account was declined; nothing was ordered or charged. Back to
 * checkout returns to the same kind of checkout, whose form comes back from its draft.
 */
export function PaymentFailedScreen() {
  const kind = (useLocation().state as { kind?: string } | null)?.kind === 's' ? 's' : 'n';
  return (
    <Container size="sm" py="xl">
      <Paper withBorder p="lg">
        <Stack>
          <PageHeading>{M.paymentFailed}</PageHeading>
          <Text>
            Nothing was charged and your cart is unchanged. Try another card or pay by bank
            transfer.
          </Text>
          <Group>
            <Button component={SmartLink} to={`/checkout?isCart=1&t=${kind}`}>
              Back to checkout
            </Button>
            <Button component={SmartLink} to="/cart" variant="light">
              View cart
            </Button>
          </Group>
        </Stack>
      </Paper>
    </Container>
  );
}
