import { Button, Container, Group, Paper, Stack, Text } from '@mantine/core';
import { CheckoutMessages as M } from '@portal/contract';
import { PageHeading } from '../../../components/page-heading';
import { SmartLink } from '../../../components/smart-link';

/** /paymentFailed: the card or account was declined; nothing was ordered or charged. */
export function PaymentFailedScreen() {
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
            <Button component={SmartLink} to="/checkout?isCart=1&t=n">
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
