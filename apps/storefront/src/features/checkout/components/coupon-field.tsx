import { Button, Group, Text, TextInput } from '@mantine/core';
import { CheckoutFieldMax } from '@portal/contract';
import { useState } from 'react';
import { ApiError } from '../../../lib/api-client';
import { useVerifyCoupon } from '../api/checkout-api';

/** One coupon per order: the server checks it (the spec's five refusals) before it counts. */
export function CouponField({
  kind,
  applied: coupon,
  onApplied: setCoupon,
}: {
  kind: 's' | 'n';
  applied: string | null;
  onApplied: (code: string) => void;
}) {
  const [couponText, setCouponText] = useState('');
  const verify = useVerifyCoupon();
  return (
    <>
      <Group mt="md" align="flex-end" wrap="nowrap">
        <TextInput
          label="Coupon code"
          maxLength={CheckoutFieldMax.coupon_code}
          value={couponText}
          onChange={(e) => setCouponText(e.currentTarget.value)}
          style={{ flex: 1 }}
          data-testid="coupon-input"
        />
        <Button
          variant="light"
          loading={verify.isPending}
          disabled={!couponText.trim()}
          onClick={() =>
            verify.mutate(
              { coupon_code: couponText.trim(), t: kind },
              { onSuccess: (v) => setCoupon(v.coupon_code) },
            )
          }
          data-testid="coupon-apply"
        >
          Apply
        </Button>
      </Group>
      {verify.error instanceof ApiError && (
        <Text size="sm" c="red.9" mt={4} role="alert" data-testid="coupon-error">
          {verify.error.message}
        </Text>
      )}
      {coupon && (
        <Text size="sm" mt={4} data-testid="coupon-applied">
          Coupon {coupon} applied (one coupon per order).
        </Text>
      )}
    </>
  );
}
