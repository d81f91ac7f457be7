/** Error codes of spec section 8. Every API answer carries one of these in `err`. */
export const ErrorCode = {
  /** Success. */
  OK: 200,
  /** Session expired (idle or absolute expiry): the client reloads the session as a visitor. */
  SESSION_EXPIRED: 21015,
  /** Session ended (logout, password change, account closed): treated like 21015 by the client. */
  SESSION_INVALID: 22007,
  /** The token's user has no role assigned. */
  NO_ROLE: 22003,
  /** Add customer failed on the email field (shown beside the field, no toast). */
  CUSTOMER_EMAIL_FAILED: 25002,
  /** The mode or account lacks the permission: the client goes to /noPermission. */
  NO_PERMISSION: 25010,
  /**
   * Not named by the spec ("other errors show errmsg"): a request the server refuses as
   * malformed or invalid. The client shows `errmsg`.
   */
  BAD_REQUEST: 40000,
  /** Not named by the spec: a sign-in, code or password check failed (errmsg says which). */
  AUTH_FAILED: 40100,
  /** Not named by the spec: the thing asked for does not exist. */
  NOT_FOUND: 40400,
  /** Not named by the spec: too many requests in a window. */
  RATE_LIMITED: 42900,
  /** Not named by the spec: an unexpected server fault (no details are ever sent). */
  SERVER_ERROR: 50000,
} as const;

export type ErrorCodeValue = (typeof ErrorCode)[keyof typeof ErrorCode];

/** Codes that start the client's session-expired flow (spec 4 and 8). */
export const SESSION_END_CODES: readonly number[] = [
  ErrorCode.SESSION_EXPIRED,
  ErrorCode.SESSION_INVALID,
];
