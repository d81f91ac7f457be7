/**
 * The background job runner other features use (decision 024). Handlers must be idempotent: a
 * job may run again after a crash or a restart (at-least-once delivery).
 */
export interface JobQueue {
  /** The handler of one job kind; `concurrency` workers of it in this process (default 1). */
  handle<T extends object>(
    name: string,
    handler: (data: T) => Promise<void>,
    options?: { concurrency?: number; expireInSeconds?: number; retryLimit?: number },
  ): void;
  /** Queues a job; the runner starts on first use, so idle processes and tests pay nothing. */
  send<T extends object>(name: string, data: T): Promise<void>;
  /** Starts workers now (start-up with work left over from a previous run). */
  start(): Promise<void>;
  /** Lets running handlers finish (up to `timeoutMs`), then stops polling. */
  stop(timeoutMs?: number): Promise<void>;
}
