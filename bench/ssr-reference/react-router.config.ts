import type { Config } from '@react-router/dev/config';

// The reference page of bench/ssr-bench.ts: a bare React Router 7 app, built into bench/.out.
export default {
  appDirectory: 'app',
  buildDirectory: '../.out/ssr-reference',
  ssr: true,
  future: { v8_middleware: true },
} satisfies Config;
