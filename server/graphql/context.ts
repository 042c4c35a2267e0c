import type { Logger } from '../lib/logger';
import type { Services } from '../services';

/** Who is calling: filled in by the token service once a request carries a valid access token. */
export interface Viewer {
  customerId: number;
  roles: string[];
  /** The administrator acting as this customer, when impersonating. */
  impersonatorId?: number;
}

export interface GraphQLContext {
  services: Services;
  viewer: Viewer | null;
  request: Request;
  log: Logger;
  /** The caller's address, for rate limits and logs. */
  ip: string;
}
