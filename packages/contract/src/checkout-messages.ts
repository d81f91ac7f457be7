import { ShippingMethods } from './constants';

/**
 * Texts of checkout, payment, coupons and orders. Spec 5 and 8 word most of them verbatim; the
 * ones marked "ours" are not worded by the spec (it only names the case).
 */
export const CheckoutMessages = {
  fullName: 'Please enter full name',
  contactName: 'Please enter contact name',
  shippingFailed:
    'Shipping cost calculation failed. Please check if the zip code and/or address is correct',
  addressLimit: 'The number of addresses has reached the limit',
  paymentFailed: 'Payment failed',
  paymentRequestFailed: 'Payment request failed, please resubmit',
  alreadyPaid: 'You have already paid, please do not pay again',
  achAccountInvalid: 'Could not tokenize payment method: Account number is invalid',
  insufficientInventory: 'Insufficient inventory',
  unavailable: 'Unavailable for Purchase',
  productGone: 'Product no longer available',
  // Coupons: spec 8 names five refusals without wording them (ours).
  couponWrong: 'The coupon code is incorrect',
  couponExpired: 'The coupon has expired',
  couponUsedUp: 'The coupon has exceeded its usage limit',
  couponCannotUse: 'This coupon cannot be used for this order',
  couponConditions: 'The conditions for using this coupon are not met',
  // Ours.
  oneCoupon: 'Only one coupon can be used per order',
  achRoutingInvalid: 'Could not tokenize payment method: Routing number is invalid',
  achRequired: 'Please complete all bank account fields',
  cardInvalid: 'Could not tokenize payment method: Card number is invalid',
  cardExpiryInvalid: 'Could not tokenize payment method: Expiry date is invalid',
  cardCvcInvalid: 'Could not tokenize payment method: Security code is invalid',
  /** A billing address's ZIP: no shipping is rated for it, so not the shipping-cost message. */
  zipInvalid: 'Please enter a 5-digit ZIP code or ZIP+4',
  noItems: 'There are no available items to check out',
  certificateRequired:
    'Please upload a valid resale certificate in Account Settings before placing an order',
  idempotencyKey: 'Idempotency-Key: a key of 16 to 64 letters, digits, - or _ is required',
  addressField: 'Please complete the address',
  contactPhone: 'Please enter a valid contact phone number',
  termsNotGranted: 'Net-30 terms are not granted to your company',
  orderNotFound: 'Order not found',
  /** Ours (spec silent): a saved billing address that is gone or another account's. */
  billingAddressNotFound: 'Billing address not found',
  badTransition: 'The order cannot move to that state now',
  waybillRequired: 'Please enter the carrier and the waybill number',
  applicationPending: 'Your application is already under review',
  applicationField: 'Please complete this field',
  applicationEmail: 'Please provide a valid email address',
  applicationNotFound: 'Application not found',
  submitted: 'Submitted successfully',
} as const;

/** The payment field each tokenization refusal is about: the form marks and focuses it. */
export const TokenizeErrorFields: Readonly<Record<string, TokenizedField>> = {
  [CheckoutMessages.cardInvalid]: 'card_number',
  [CheckoutMessages.cardExpiryInvalid]: 'expiry',
  [CheckoutMessages.cardCvcInvalid]: 'cvc',
  [CheckoutMessages.achAccountInvalid]: 'account_number',
  [CheckoutMessages.achRoutingInvalid]: 'routing_number',
};
export type TokenizedField = 'card_number' | 'expiry' | 'cvc' | 'account_number' | 'routing_number';

/** Shipping methods of spec 9, as the API names them. */
export const ShippingMethodCodes = ['white_glove', 'warehouse_dock', 'carrier_pickup'] as const;
export type ShippingMethod = (typeof ShippingMethodCodes)[number];
/** The labels are spec 9's ShippingMethods (constants.ts), in the same order. */
export const ShippingMethodLabels: Record<ShippingMethod, (typeof ShippingMethods)[number]> = {
  white_glove: ShippingMethods[0],
  warehouse_dock: ShippingMethods[1],
  carrier_pickup: ShippingMethods[2],
};

/** Shipment states of spec 4 (plus the order's own placed/cancelled). */
export const OrderStatuses = [
  'preparing',
  'ready_to_ship',
  'shipped',
  'delivered',
  'cancelled',
] as const;
export type OrderStatus = (typeof OrderStatuses)[number];
export const OrderStatusLabels: Record<OrderStatus, string> = {
  preparing: 'Preparing',
  ready_to_ship: 'Ready to ship',
  shipped: 'Shipped',
  delivered: 'Delivered',
  cancelled: 'Cancelled',
};

export const PaymentStates = ['paid', 'deposit_paid', 'in_review', 'net_30'] as const;
export type PaymentState = (typeof PaymentStates)[number];
export const PaymentStateLabels: Record<PaymentState, string> = {
  paid: 'Paid',
  deposit_paid: '50% deposit paid',
  in_review: 'Payment under review',
  net_30: 'Net 30 terms',
};
