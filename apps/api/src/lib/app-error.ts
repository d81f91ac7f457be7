/**
 * A business outcome of spec 8 (or one of our codes): the error handler answers it as the
 * envelope `{err: code, errmsg: message, val: null}` with HTTP 200 (decision 005).
 */
export class AppError extends Error {
  constructor(
    readonly code: number,
    message: string,
  ) {
    super(message);
    this.name = 'AppError';
  }
}
