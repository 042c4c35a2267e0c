import { withReason } from '../../../shared/errors';
import { DomainError, type DomainErrorCode } from '../../lib/errors';

export const NOT_IN_FLEET = 'That machine is not in your fleet.';

/** The spec's text for the call, a reason after it; VALIDATION unless the refusal is of another kind. */
export function fail(base: string, reason?: string, code: DomainErrorCode = 'VALIDATION'): DomainError {
  return new DomainError(code, withReason(base, reason));
}
