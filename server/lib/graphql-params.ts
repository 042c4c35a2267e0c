// graphql-yoga reads `variables` and `extensions` of a GET (or of a urlencoded POST) with JSON.parse and
// answers a SyntaxError as an unexpected failure of ours; text that is no JSON object is the client's error.

const JSON_PARAMS = ['variables', 'extensions'] as const;

/** Why the operation's parameters cannot be read, or null when they can. */
export function graphqlParamsProblem(params: URLSearchParams): string | null {
  for (const name of JSON_PARAMS) {
    const text = params.get(name);
    if (text === null || text === '') continue;
    let value: unknown;
    try {
      value = JSON.parse(text);
    } catch {
      return `The ${name} parameter is not valid JSON.`;
    }
    if (value !== null && (typeof value !== 'object' || Array.isArray(value))) return `The ${name} parameter must be a JSON object.`;
  }
  return null;
}

/** The same check for a request to /api/graphql: the URL's parameters, or a urlencoded body's. */
export async function graphqlRequestProblem(request: Request): Promise<string | null> {
  if (request.method === 'GET') return graphqlParamsProblem(new URL(request.url).searchParams);
  const type = request.headers.get('content-type')?.toLowerCase() ?? '';
  if (request.method === 'POST' && type.startsWith('application/x-www-form-urlencoded')) {
    return graphqlParamsProblem(new URLSearchParams(await request.clone().text()));
  }
  return null;
}
