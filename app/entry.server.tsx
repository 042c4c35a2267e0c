import { PassThrough, Writable } from 'node:stream';
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

/**
 * Whether a loader handed the page data still on its way (a promise for `<Await>`): only then is
 * there anything to stream after the first part of the page.
 */
export function hasPendingData(context: EntryContext): boolean {
  const { loaderData, actionData } = context.staticHandlerContext;
  for (const data of [loaderData, actionData]) {
    for (const value of Object.values(data ?? {})) {
      if (value instanceof Promise) return true;
      if (value && typeof value === 'object' && !Array.isArray(value)) {
        for (const field of Object.values(value)) if (field instanceof Promise) return true;
      }
    }
  }
  return false;
}

/** Gathers a whole render in memory: one body, one compression call and one socket write. */
function wholeBody(onDone: (body: Uint8Array<ArrayBuffer>) => void): Writable {
  const chunks: Buffer[] = [];
  return new Writable({
    write(chunk: Buffer, _encoding, callback) {
      chunks.push(chunk);
      callback();
    },
    final(callback) {
      const body = Buffer.concat(chunks);
      onDone(new Uint8Array(body.buffer as ArrayBuffer, body.byteOffset, body.byteLength));
      callback();
    },
  });
}

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
    // A page whose data is all here (every page but one with data still on its way) is rendered
    // whole and sent as one body: streaming it would only cut it into chunks that each cost a
    // compressor flush and a socket write, for no earlier byte the browser could use. Crawlers and
    // SPA-mode builds also wait for everything; browsers get a page with pending data as soon as
    // its shell is ready, and the rest as it comes.
    const whole = !hasPendingData(routerContext);
    const readyOption = whole || (userAgent && isbot(userAgent)) || routerContext.isSpaMode ? 'onAllReady' : 'onShellReady';
    // A failure inside a boundary after the shell is shown in the browser, not by the page's status.
    let shellStatus = responseStatusCode;
    const { pipe, abort } = renderToPipeableStream(
      <NonceContext.Provider value={nonce}>
        <ServerRouter context={routerContext} url={request.url} nonce={nonce} />
      </NonceContext.Provider>,
      {
        nonce,
        // A finished boundary stays where it is in the markup, however large: React would otherwise move a large
        // one (the page's main content, page-shell.tsx) to the end and put it back with a script, so a browser
        // without scripts would show none of it.
        progressiveChunkSize: Number.MAX_SAFE_INTEGER,
        onShellReady() {
          shellRendered = true;
          shellStatus = responseStatusCode;
        },
        [readyOption]() {
          shellRendered = true;
          responseHeaders.set('Content-Type', 'text/html; charset=utf-8');
          if (whole) {
            pipe(
              wholeBody((body) => {
                clearTimeout(timer);
                responseHeaders.set('Content-Length', String(body.byteLength));
                resolve(new Response(body, { headers: responseHeaders, status: shellStatus }));
              }),
            );
            return;
          }
          const body = new PassThrough();
          const stream = createReadableStreamFromReadable(body);
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
    const timer = setTimeout(abort, streamTimeout + 1000);
  });
}
