import type { Logger } from '../lib/logger';
import type { Viewer } from '../lib/viewer';
import type { Services } from '../services';

// The viewer type lives in lib so the services (auth) need not import the GraphQL layer.
export type { Viewer } from '../lib/viewer';
export { InvalidTokenError } from '../lib/viewer';

export interface GraphQLContext {
  services: Services;
  viewer: Viewer | null;
  request: Request;
  log: Logger;
  /** The caller's address, for rate limits and logs. */
  ip: string;
}
