/**
 * A request refused at the edge (characters, origin): unlike an AppError, which is a business
 * outcome sent with HTTP 200, this keeps its HTTP status (decision 005: transport faults keep
 * theirs), and the error handler sends it as the envelope `{err: code, errmsg: message, val: null}`.
 */
export class RefusedRequest extends Error {
  constructor(
    readonly status: 400 | 403,
    readonly code: number,
    message: string,
  ) {
    super(message);
    this.name = 'RefusedRequest';
  }
}
