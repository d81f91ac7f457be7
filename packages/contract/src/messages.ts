/**
 * User-facing texts fixed by the spec. Tests compare against these constants, so a change here is
 * a change of the product's wording.
 */
export const Messages = {
  requestFailed: 'Request false',
  noRole: 'user has no role assigned',
  failedUserInfo: 'Failed to get user info',
  verificationFailed: 'Verification failed, please Login again.',
  noPermission: 'Sorry, you cannot browse the current page',
  noItemsForQuery: 'There are no available items for this query.',
  nothingFound: 'Nothing found',
  productNotExist: 'Product does not exist',
  productNoLongerAvailable: 'Product no longer available',
  loginToSeePrice: 'Login to see your price',
  cartEmpty: 'Your shopping cart is empty.',
  serverException: 'Sorry, server exception',
  submitFailed: 'Failed to submit information, please resubmit',
  submitted: 'Submitted successfully',
  uploadFailed: 'Upload failed',
  /* Server-side texts the spec does not word; written in the same style. */
  malformedJson: 'The request body is not valid JSON',
  unsupportedContentType: 'The request content type is not supported',
  bodyTooLarge: 'The request body is too large',
  invalidRequest: 'The request is not valid',
  notFound: 'The requested resource does not exist',
  serverError: 'Sorry, server exception please try again',
  tooManyRequests: 'Too many requests, please try again later',
  invalidCharacters: 'The request contains characters that are not allowed',
  crossSiteRequest: 'Cross-site request refused',
  malformedUrl: 'The request address is not valid',
  headersTooLarge: 'The request headers are too large',
  malformedMultipart: 'The upload is not valid multipart data',
} as const;
