import { DomainError } from '../../shared/errors';

// Services throw DomainError (shared/errors.ts): a plain Error with a stable code, mapped to
// `extensions.code` by the GraphQL layer alone (server/graphql/handler.ts).
export { DomainError, isDomainError, type DomainErrorCode } from '../../shared/errors';

/** The thing asked for does not exist or is not the caller's: one answer for both. */
export const notFound = (message = 'Not found') => new DomainError('NOT_FOUND', message);

/** The input is refused; the message says what to change. */
export const invalid = (message: string) => new DomainError('VALIDATION', message);
