import { Anchor, Text } from '@mantine/core';
import { SmartLink } from '../../../components/smart-link';

/** Under the pay button: placing an order accepts the Terms of Sale (their own route). */
export function SalesTermsNote() {
  return (
    <Text size="sm" c="dimmed" data-testid="sales-terms-note">
      By placing the order you accept our{' '}
      <Anchor component={SmartLink} to="/salesTerms" c="inherit" td="underline">
        Terms of Sale
      </Anchor>
      .
    </Text>
  );
}
