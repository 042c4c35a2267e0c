import { createContext, type RouterContextProvider } from 'react-router';
import type { SessionState } from '../../shared/session-cookie';
import type { StoreFacts } from '../../shared/store-facts';

export interface GraphQLResult<T = unknown> {
  data?: T | null;
  errors?: ReadonlyArray<{ message: string; extensions?: Record<string, unknown> }>;
}

/** What the server hands every loader and action: GraphQL in-process, and the store's public settings. */
export interface ServerContext {
  /** Runs a persisted GraphQL document (app/gql/persisted-documents.json) in-process, as the request's own user. */
  execute<T = unknown>(documentId: string, variables?: Record<string, unknown>): Promise<GraphQLResult<T>>;
  store: StoreSettings;
  /** Who is asking: the session of the request's cookies (signed out when there is none). */
  session: SessionState;
  /**
   * In an action, for a visitor with no session: starts a guest session (its cookies go out with the
   * answer) and runs the rest of the request as that guest. Answers the session either way.
   */
  startGuestSession?: () => Promise<SessionState>;
  /** The nonce of this response's Content-Security-Policy, for inline scripts. */
  cspNonce?: string;
  /** The server's log, for failures of loaders and actions (entry.server's handleError). */
  log?: PageLog;
}

/** The two levels the pages log at: a visitor's bad request (warn) and a failure of ours (error). */
export interface PageLog {
  warn(fields: Record<string, unknown>, message: string): void;
  error(fields: Record<string, unknown>, message: string): void;
}

/** The store's facts (shared/store-facts.ts) and its public address. */
export interface StoreSettings extends StoreFacts {
  publicUrl: string;
}

export const serverContext = createContext<ServerContext>();

/** Reads the server context inside a loader or action. */
export function getServer(context: Readonly<RouterContextProvider>): ServerContext {
  return context.get(serverContext);
}
