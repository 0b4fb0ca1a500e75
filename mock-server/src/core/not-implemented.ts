import { DomainError } from './errors';

/** Marks a handler that a later issue owns, so a test can list what is still missing. */
export const NOT_IMPLEMENTED = Symbol.for('mock-server.notImplemented');

export type NotImplementedHandler = (() => DomainError) & { [NOT_IMPLEMENTED]: true };

/** Answers `{ code: 0, msg: "not implemented", data: null }` until the owning issue lands. */
export function notImplemented(): NotImplementedHandler {
  return Object.assign(() => new DomainError('notImplemented'), { [NOT_IMPLEMENTED]: true as const });
}

export function isNotImplemented(handler: unknown): boolean {
  return typeof handler === 'function' && NOT_IMPLEMENTED in handler;
}
