// The reference server: the bare React Router 7 page of ./app behind the store's own plumbing for a
// page (Hono, @hono/node-server, server/lib/compression.ts), with nothing else. Built and started by
// bench/ssr-bench.ts (built into bench/.out/ssr-reference); PORT names the port.
import path from 'node:path';
import { pathToFileURL } from 'node:url';
import { serve } from '@hono/node-server';
import { Hono } from 'hono';
import { createRequestHandler, type ServerBuild } from 'react-router';
import { compression } from '../../server/lib/compression';

const buildFile = path.resolve(process.env.REFERENCE_BUILD ?? 'bench/.out/ssr-reference/server/index.js');
const build = (await import(pathToFileURL(buildFile).href)) as ServerBuild;
const handler = createRequestHandler(build, 'production');
const app = new Hono();
app.use(compression());
app.all('*', (c) => handler(c.req.raw));
const port = Number(process.env.PORT ?? 33399);
serve({ fetch: app.fetch, port, hostname: '127.0.0.1' }, () => console.log(`reference page on http://127.0.0.1:${port}/`));
