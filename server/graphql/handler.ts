import { EnvelopArmorPlugin } from '@escape.tech/graphql-armor';
import { execute as executeDocument, GraphQLError, parse, validate, type DocumentNode, type ExecutionResult } from 'graphql';
import { usePersistedOperations as persistedOperationsPlugin } from '@graphql-yoga/plugin-persisted-operations';
import { createYoga } from 'graphql-yoga';
import { LRUCache } from 'lru-cache';
import persistedDocuments from '../../app/gql/persisted-documents.json' with { type: 'json' };
import { ACCESS_TOKEN_INVALID, UNEXPECTED_FAILURE } from '../../shared/errors';
import { isDomainError } from '../lib/errors';
import type { Logger } from '../lib/logger';
import type { Services } from '../services';
import { InvalidTokenError, type GraphQLContext, type Viewer } from './context';
import { costLimit } from './cost-limit';
import { endExecution, executionBudget, guardResolvers, startExecution } from './execution-guard';
import { nulInOperation, refuseNulInText } from './input-text';
import { schema } from './schema';
import { productsShown } from '../modules/catalog/catalog-page-cache';

export interface GraphQLDeps {
  services: Services;
  log: Logger;
  /** Resolves the caller from the request (the token service plugs in here); rejects with InvalidTokenError for a bad token. */
  resolveViewer?: (request: Request) => Promise<Viewer | null>;
  production: boolean;
  /** Origins a browser may call `/api/graphql` from with credentials: the store's own and CORS_ORIGINS. */
  corsOrigins?: readonly string[];
}

/**
 * RFC 6750 §3.1: a bad bearer token is a 401 with `WWW-Authenticate`, so a client knows to renew
 * rather than carry on as nobody. graphql-yoga takes the status and headers from `extensions.http`.
 */
function invalidTokenError(): GraphQLError {
  return new GraphQLError(ACCESS_TOKEN_INVALID, {
    extensions: {
      code: 'UNAUTHENTICATED',
      http: { status: 401, headers: { 'WWW-Authenticate': `Bearer error="invalid_token", error_description="${ACCESS_TOKEN_INVALID.replace(/\.$/, '')}"` } },
    },
  });
}

// Checked by shape, not instanceof: a test runner may load a second copy of graphql-js.
function isGraphQLErrorLike(e: unknown): e is GraphQLError {
  return e instanceof Error && e.name === 'GraphQLError';
}

/** Parse, validation and coercion errors and the services' refusals (DomainError) are for the client; anything else is a bug to hide. */
function isExpected(error: GraphQLError): boolean {
  const original = error.originalError;
  return original == null || isGraphQLErrorLike(original) || isDomainError(original);
}

/** An error caused by the request (a service's refusal, a parse, validation or coercion error), not by us. */
function isClientError(error: unknown): boolean {
  if (isDomainError(error)) return true;
  return isGraphQLErrorLike(error) && (isExpected(error) || isDomainError(error.originalError));
}

const describeError = (e: unknown) => (e instanceof Error ? { message: e.message, code: (e as { code?: unknown }).code ?? (e as GraphQLError).extensions?.code } : e);

/**
 * What a client sees of an error: a service's refusal with its text and `extensions.code`
 * (docs/api/errors.md); GraphQL's own errors as they are; anything else as the one
 * unexpected-failure text with INTERNAL_SERVER_ERROR, never a stack or an internal message.
 */
export function maskError(error: unknown, message: string = UNEXPECTED_FAILURE): GraphQLError {
  const located = isGraphQLErrorLike(error) ? error : null;
  const domain = isDomainError(error) ? error : isDomainError(located?.originalError) ? located.originalError : null;
  if (domain) {
    // A rate limit is also an HTTP answer: 429 with Retry-After, so clients and proxies back off.
    const http = domain.code === 'RATE_LIMITED' && domain.retryAfterSeconds !== undefined
      ? { status: 429, headers: { 'retry-after': String(domain.retryAfterSeconds) } }
      : undefined;
    return new GraphQLError(domain.message, { nodes: located?.nodes, path: located?.path, extensions: { code: domain.code, ...(http ? { http } : {}) } });
  }
  if (located && isExpected(located)) return located;
  return new GraphQLError(message, { nodes: located?.nodes, path: located?.path, extensions: { code: 'INTERNAL_SERVER_ERROR' } });
}

// The web client's operations by id (spec 1 §7: "query or persisted documentId"), generated with the
// client's typed documents by `npm run schema:print`.
const documents: Readonly<Record<string, string>> = persistedDocuments;

function persistedText(documentId: string): string | null {
  return Object.hasOwn(documents, documentId) ? documents[documentId] : null;
}

/**
 * The product page's operation: its answer holds nothing of the viewer, so it is kept per product
 * (services.productPages) and dropped when a product it shows changes.
 */
const PRODUCT_PAGE_DOCUMENTS = new Set(Object.keys(documents).filter((id) => /(^|\s)query ProductPage\(/.test(documents[id])));

/** Work in one go before handing the event loop back (docs/security.md, "Request cost"). */
export const SLICE_MS = 10;

// Every field under the execution budget: done once, for both ways in.
guardResolvers(schema);

const UNKNOWN_DOCUMENT = 'Unknown documentId: this server has no persisted document with that id. Send the operation as `query` instead.';

/** Builds `/api/graphql` (graphql-yoga) and the in-process executor loaders use. */
export function createGraphQL(deps: GraphQLDeps) {
  const buildContext = async (request: Request, ip: string, viewer: Viewer | null): Promise<GraphQLContext> => ({
    services: deps.services,
    viewer,
    request,
    log: deps.log,
    ip,
  });

  const viewerOf = async (request: Request): Promise<Viewer | null> => (deps.resolveViewer ? deps.resolveViewer(request) : null);

  const corsOrigins = new Set(deps.corsOrigins ?? []);
  const config = deps.services.config;

  const yoga = createYoga<{ ip?: string; viewer?: Viewer | null }, GraphQLContext>({
    schema,
    graphqlEndpoint: '/api/graphql',
    graphiql: !deps.production,
    landingPage: false,
    // Unexpected errors become the one unexpected-failure text with no stack, in every environment.
    maskedErrors: { isDev: false, errorMessage: UNEXPECTED_FAILURE, maskError },
    logging: {
      debug: () => {},
      info: () => {},
      warn: (...args) => deps.log.warn({ args }, 'graphql warning'),
      // yoga logs every error it masks; a client's (a refusal, bad input) is no failure of ours.
      error: (...args) => (args.every(isClientError) ? deps.log.debug({ errors: args.map(describeError) }, 'graphql request refused') : deps.log.error({ err: args[0], errors: args.map(describeError) }, 'graphql error')),
    },
    // Only the store's own pages and the configured origins may call with the visitor's credentials;
    // any other origin gets no CORS headers at all, so its browser keeps the answer from it.
    cors: (request) => {
      const origin = request.headers.get('origin');
      if (!origin || !corsOrigins.has(origin)) return false;
      return { origin: [...corsOrigins], credentials: true, methods: ['GET', 'POST'], exposedHeaders: ['WWW-Authenticate'], maxAge: 600 };
    },
    context: async ({ request, ip, viewer: verified }) => {
      // A live socket's operation (server/modules/live) comes with the caller its socket verified.
      if (verified !== undefined) return buildContext(request, ip ?? 'unknown', verified);
      let viewer: Viewer | null;
      try {
        viewer = await viewerOf(request);
      } catch (err) {
        if (err instanceof InvalidTokenError) throw invalidTokenError();
        throw err;
      }
      return buildContext(request, ip ?? 'unknown', viewer);
    },
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
      refuseNulInText(),
      EnvelopArmorPlugin({
        maxDepth: { n: 12 },
        maxAliases: { n: 20 },
        maxDirectives: { n: 20 },
        maxTokens: { n: 3000 },
        // Armor's cost counts a list once unless it has a literal `first`; ours multiplies by every list's size.
        costLimit: { enabled: false },
        blockFieldSuggestion: { enabled: deps.production },
      }),
      costLimit({ maxCost: config.GRAPHQL_MAX_COST }),
      executionBudget({
        sliceMs: SLICE_MS,
        timeBudgetMs: config.GRAPHQL_TIME_BUDGET_MS,
        maxResponseBytes: Math.round(config.GRAPHQL_MAX_RESPONSE_MB * 1024 * 1024),
        onStop: (stop, operationName, ms) =>
          deps.log.warn({ operationName, ms: Math.round(ms) }, stop === 'time' ? 'graphql query stopped at its time budget' : 'graphql answer over the size cap'),
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

  /**
   * Runs a persisted document in-process as the given request's user (for server-side rendering). A
   * page request with a bad token renders as a guest: the browser renews it once it runs.
   */
  /** Runs a persisted document in-process for a page; `asViewer` is the page session's viewer (else the request's bearer token). */
  function execute<T>(request: Request, ip: string, documentId: string, variables?: Record<string, unknown>, asViewer?: Viewer | null) {
    const pages = deps.services.productPages;
    if (pages && PRODUCT_PAGE_DOCUMENTS.has(documentId) && typeof variables?.id === 'string') {
      return pages.read(`${documentId}:${variables.id}`, () => run<T>(request, ip, documentId, variables, asViewer), productsShown);
    }
    return run<T>(request, ip, documentId, variables, asViewer);
  }

  async function run<T>(request: Request, ip: string, documentId: string, variables?: Record<string, unknown>, asViewer?: Viewer | null) {
    const query = persistedText(documentId);
    if (query === null) return { data: null as T | null, errors: [{ message: UNKNOWN_DOCUMENT, extensions: { code: 'PERSISTED_QUERY_NOT_FOUND' } }] };
    const viewer =
      asViewer !== undefined
        ? asViewer
        : await viewerOf(request).catch((err: unknown) => {
            if (err instanceof InvalidTokenError) return null;
            throw err;
          });
    const contextValue = await buildContext(request, ip, viewer);
    const document = prepare(query);
    const nul = 'kind' in document ? nulInOperation(document, variables) : null;
    // The pages' own documents are trusted for cost and size, but share the event loop like any other.
    startExecution(contextValue, { sliceMs: SLICE_MS });
    let result: ExecutionResult;
    try {
      result = nul ? { errors: [nul] } : 'kind' in document ? await executeDocument({ schema, document, variableValues: variables, contextValue }) : document;
    } finally {
      endExecution(contextValue);
    }
    if (result.errors) {
      for (const e of result.errors) {
        if (!isExpected(e)) deps.log.error({ err: e.originalError ?? e, path: e.path }, 'graphql resolver failed');
      }
    }
    return {
      data: (result.data ?? null) as T | null,
      errors: result.errors?.map((e) => {
        const shown = maskError(e);
        return { message: shown.message, extensions: shown.extensions?.code ? { code: String(shown.extensions.code) } : undefined };
      }),
    };
  }

  return { yoga, execute };
}
