import { ACCESS_TOKEN_INVALID } from '../../shared/errors';

/** Who is calling: filled in by the token service once a request carries a valid access token. */
export interface Viewer {
  customerId: number;
  roles: string[];
  /** The administrator acting as this customer, when impersonating. */
  impersonatorId?: number;
}

/**
 * A request sent a bearer token that is not valid (garbage, expired, forged, another audience,
 * a revoked session). Over HTTP it is answered 401 so the client renews; never read as "nobody".
 */
export class InvalidTokenError extends Error {
  constructor() {
    super(ACCESS_TOKEN_INVALID);
    this.name = 'InvalidTokenError';
  }
}
