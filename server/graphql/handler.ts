import { EnvelopArmorPlugin } from '@escape.tech/graphql-armor';
import { execute as executeDocument, GraphQLError, parse, validate, type DocumentNode, type ExecutionResult } from 'graphql';
import { createYoga } from 'graphql-yoga';
import { LRUCache } from 'lru-cache';
import type { Logger } from '../lib/logger';
import type { Services } from '../services';
import type { GraphQLContext, Viewer } from './context';
import { nulInOperation, refuseNulInText } from './input-text';
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

/** Parse, validation, coercion and our own UserErrors are for the client; anything else is a bug to hide. */
function isExpected(error: GraphQLError): boolean {
  const original = error.originalError;
  return original == null || isGraphQLErrorLike(original);
}

function maskError(error: unknown, message: string): Error {
  if (isGraphQLErrorLike(error) && isExpected(error)) return error;
  return new GraphQLError(message, {
    nodes: isGraphQLErrorLike(error) ? error.nodes : undefined,
    path: isGraphQLErrorLike(error) ? error.path : undefined,
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
      refuseNulInText(),
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

  // The pages send a handful of fixed operations: parse and validate each once, not per render.
  const prepared = new LRUCache<string, DocumentNode>({ max: 500, maxSize: 16 * 1024 * 1024, sizeCalculation: (_doc, query) => query.length * 8 });
  function prepare(query: string): DocumentNode | ExecutionResult {
    const known = prepared.get(query);
    if (known) return known;
    let document: DocumentNode;
    try {
      document = parse(query);
    } catch (e) {
      return { errors: [isGraphQLErrorLike(e) ? e : new GraphQLError(String(e))] };
    }
    const errors = validate(schema, document);
    if (errors.length > 0) return { errors };
    prepared.set(query, document);
    return document;
  }

  /** Runs an operation in-process as the given request's user (for server-side rendering). */
  async function execute<T>(request: Request, ip: string, query: string, variables?: Record<string, unknown>) {
    const contextValue = await buildContext(request, ip);
    const document = prepare(query);
    const nul = 'kind' in document ? nulInOperation(document, variables) : null;
    const result: ExecutionResult = nul
      ? { errors: [nul] }
      : 'kind' in document
        ? await executeDocument({ schema, document, variableValues: variables, contextValue })
        : document;
    if (result.errors) {
      for (const e of result.errors) {
        if (!isExpected(e)) deps.log.error({ err: e.originalError ?? e, path: e.path }, 'graphql resolver failed');
      }
    }
    return {
      data: (result.data ?? null) as T | null,
      errors: result.errors?.map((e) =>
        isExpected(e)
          ? { message: e.message, extensions: e.extensions?.code ? { code: String(e.extensions.code) } : undefined }
          : { message: 'Unexpected error.', extensions: { code: 'INTERNAL_SERVER_ERROR' } },
      ),
    };
  }

  return { yoga, execute };
}
