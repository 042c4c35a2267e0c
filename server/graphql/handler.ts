import { EnvelopArmorPlugin } from '@escape.tech/graphql-armor';
import { graphql, GraphQLError } from 'graphql';
import { createYoga } from 'graphql-yoga';
import type { Logger } from '../lib/logger';
import type { Services } from '../services';
import type { GraphQLContext, Viewer } from './context';
import { schema } from './schema';

export interface GraphQLDeps {
  services: Services;
  log: Logger;
  /** Resolves the caller from the request (the token service plugs in here). */
  resolveViewer?: (request: Request) => Promise<Viewer | null>;
  production: boolean;
}

// Checked by shape, not instanceof: a test runner may load a second copy of graphql-js.
function isGraphQLErrorLike(e: unknown): e is GraphQLError {
  return e instanceof Error && e.name === 'GraphQLError';
}

/** Lets parse, validation and our own UserErrors through; hides everything else behind a generic message. */
function maskError(error: unknown, message: string): Error {
  if (!isGraphQLErrorLike(error)) return new GraphQLError(message, { extensions: { code: 'INTERNAL_SERVER_ERROR' } });
  const original = error.originalError;
  if (original == null) return error;
  if (isGraphQLErrorLike(original) && original.extensions?.code) return error;
  return new GraphQLError(message, {
    nodes: error.nodes,
    path: error.path,
    extensions: { code: 'INTERNAL_SERVER_ERROR' },
  });
}

/** Builds `/api/graphql` (graphql-yoga) and the in-process executor loaders use. */
export function createGraphQL(deps: GraphQLDeps) {
  const buildContext = async (request: Request, ip: string): Promise<GraphQLContext> => ({
    services: deps.services,
    viewer: deps.resolveViewer ? await deps.resolveViewer(request) : null,
    request,
    log: deps.log,
    ip,
  });

  const yoga = createYoga<{ ip?: string }, GraphQLContext>({
    schema,
    graphqlEndpoint: '/api/graphql',
    graphiql: !deps.production,
    landingPage: false,
    // Unexpected errors become "Unexpected error." with no stack, in every environment.
    maskedErrors: { isDev: false, maskError },
    logging: {
      debug: () => {},
      info: () => {},
      warn: (...args) => deps.log.warn({ args }, 'graphql warning'),
      error: (...args) => deps.log.error({ args }, 'graphql error'),
    },
    context: async ({ request, ip }) => buildContext(request, ip ?? 'unknown'),
    plugins: [
      EnvelopArmorPlugin({
        maxDepth: { n: 12 },
        maxAliases: { n: 20 },
        maxDirectives: { n: 20 },
        maxTokens: { n: 3000 },
        costLimit: { maxCost: 8000 },
        blockFieldSuggestion: { enabled: deps.production },
      }),
    ],
  });

  /** Runs an operation in-process as the given request's user (for server-side rendering). */
  async function execute<T>(request: Request, ip: string, query: string, variables?: Record<string, unknown>) {
    const contextValue = await buildContext(request, ip);
    const result = await graphql({ schema, source: query, variableValues: variables, contextValue });
    if (result.errors) {
      for (const e of result.errors) {
        if (!e.extensions?.code) deps.log.error({ err: e.originalError ?? e, path: e.path }, 'graphql resolver failed');
      }
    }
    return {
      data: (result.data ?? null) as T | null,
      errors: result.errors?.map((e) => ({
        message: e.extensions?.code ? e.message : 'Unexpected error.',
        extensions: e.extensions?.code ? { code: e.extensions.code } : undefined,
      })),
    };
  }

  return { yoga, execute };
}
