import { EnvelopArmorPlugin } from '@escape.tech/graphql-armor';
import { execute as executeDocument, GraphQLError, parse, validate, type DocumentNode, type ExecutionResult } from 'graphql';
import { usePersistedOperations as persistedOperationsPlugin } from '@graphql-yoga/plugin-persisted-operations';
import { createYoga } from 'graphql-yoga';
import persistedDocuments from '../../app/gql/persisted-documents.json' with { type: 'json' };
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

// The web client's operations by id (spec 1 §7: "query or persisted documentId"), generated with the
// client's typed documents by `npm run schema:print`.
const documents: Readonly<Record<string, string>> = persistedDocuments;

function persistedText(documentId: string): string | null {
  return Object.hasOwn(documents, documentId) ? documents[documentId] : null;
}

const UNKNOWN_DOCUMENT = 'Unknown documentId: this server has no persisted document with that id. Send the operation as `query` instead.';

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
      // Persisted documents first, so the limits below apply to their text as to any other query.
      persistedOperationsPlugin({
        getPersistedOperation: (id) => persistedText(id),
        // API users (the explorer, the documentation) send their own text.
        allowArbitraryOperations: true,
        extractPersistedOperationId: (params) => {
          const id = (params as { documentId?: unknown }).documentId;
          return typeof id === 'string' ? id : null;
        },
        customErrors: {
          notFound: { message: UNKNOWN_DOCUMENT, extensions: { code: 'PERSISTED_QUERY_NOT_FOUND', http: { status: 400 } } },
          keyNotFound: { message: 'Send either `query` or `documentId`.', extensions: { code: 'BAD_REQUEST', http: { status: 400 } } },
        },
      }),
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
  const prepared = new Map<string, DocumentNode>();
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
    if (prepared.size >= 500) prepared.clear();
    prepared.set(query, document);
    return document;
  }

  /** Runs a persisted document in-process as the given request's user (for server-side rendering). */
  async function execute<T>(request: Request, ip: string, documentId: string, variables?: Record<string, unknown>) {
    const query = persistedText(documentId);
    if (query === null) return { data: null as T | null, errors: [{ message: UNKNOWN_DOCUMENT, extensions: { code: 'PERSISTED_QUERY_NOT_FOUND' } }] };
    const contextValue = await buildContext(request, ip);
    const document = prepare(query);
    const result: ExecutionResult =
      'kind' in document ? await executeDocument({ schema, document, variableValues: variables, contextValue }) : document;
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
