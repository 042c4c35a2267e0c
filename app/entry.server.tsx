import { PassThrough } from 'node:stream';
import { createReadableStreamFromReadable } from '@react-router/node';
import { isbot } from 'isbot';
import { renderToPipeableStream } from 'react-dom/server';
import { ServerRouter, type EntryContext, type HandleDataRequestFunction, type HandleErrorFunction, type RouterContextProvider } from 'react-router';
import { serverContext, type PageLog } from './lib/app-context';
import { NonceContext } from './lib/nonce';
import { pageStatus, recordPageError } from './lib/page-errors.server';

// The server process reads this key from the build to hand loaders their context.
export { serverContext };

export const streamTimeout = 5_000;

function logOf(context: Readonly<RouterContextProvider> | undefined): PageLog | undefined {
  try {
    return context?.get(serverContext).log;
  } catch {
    return undefined;
  }
}

/**
 * A loader's or action's failure: the visitor's own (bad id, no form) is a warning and its answer
 * keeps a 4xx status (see pageStatus below); anything else is ours and logged at error.
 */
export const handleError: HandleErrorFunction = (error, { request, context }) => {
  const status = recordPageError(request, error);
  if (request.signal.aborted) return;
  const log = logOf(context);
  const path = new URL(request.url).pathname;
  if (status !== null) {
    const message = error instanceof Error ? error.message : String(error);
    if (log) log.warn({ path, method: request.method, status, reason: message }, 'page request refused');
    else console.warn(`page request refused (${status}): ${request.method} ${path}: ${message}`);
  } else if (log) log.error({ err: error, path, method: request.method }, 'page request failed');
  else console.error(error);
};

/** Router data requests (`*.data`) answer the visitor's 4xx, not 500, when the failure was theirs. */
export const handleDataRequest: HandleDataRequestFunction = (response, { request }) => {
  const status = pageStatus(request, response.status);
  return status === response.status ? response : new Response(response.body, { status, headers: response.headers });
};

export default function handleRequest(
  request: Request,
  responseStatusCode: number,
  responseHeaders: Headers,
  routerContext: EntryContext,
  loadContext: RouterContextProvider,
) {
  const nonce = loadContext.get(serverContext).cspNonce;
  responseStatusCode = pageStatus(request, responseStatusCode);
  return new Promise<Response>((resolve, reject) => {
    let shellRendered = false;
    const userAgent = request.headers.get('user-agent');
    // Crawlers and SPA-mode builds wait for everything; browsers get the shell as soon as it is ready.
    const readyOption = (userAgent && isbot(userAgent)) || routerContext.isSpaMode ? 'onAllReady' : 'onShellReady';
    const { pipe, abort } = renderToPipeableStream(
      <NonceContext.Provider value={nonce}>
        <ServerRouter context={routerContext} url={request.url} nonce={nonce} />
      </NonceContext.Provider>,
      {
        nonce,
        [readyOption]() {
          shellRendered = true;
          const body = new PassThrough();
          const stream = createReadableStreamFromReadable(body);
          responseHeaders.set('Content-Type', 'text/html; charset=utf-8');
          resolve(new Response(stream, { headers: responseHeaders, status: responseStatusCode }));
          pipe(body);
        },
        onShellError(error: unknown) {
          reject(error);
        },
        onError(error: unknown) {
          responseStatusCode = 500;
          if (shellRendered) console.error(error);
        },
      },
    );
    setTimeout(abort, streamTimeout + 1000);
  });
}
