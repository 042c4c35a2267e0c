import { useState } from 'react';
import { DocsLayout } from '~/features/docs/components/docs-nav';
import { API_CHECKS, type CheckState } from '~/features/docs/docs-api-checks';
import { pageMeta } from '~/lib/meta';
import type { Route } from './+types/apitests';

export function meta(args: Route.MetaArgs) {
  return pageMeta(args, {
    title: 'API Tests',
    description: 'Live checks of the Ironyard public API from your browser: token service, guest session, catalogue, search and a cart round trip.',
  });
}

interface Outcome {
  status: 'waiting' | 'running' | 'passed' | 'failed' | 'skipped';
  detail?: string;
  ms?: number;
}

export default function ApiTests() {
  const [outcomes, setOutcomes] = useState<Outcome[]>(() => API_CHECKS.map(() => ({ status: 'waiting' })));
  const [running, setRunning] = useState(false);
  const done = outcomes.every((o) => o.status !== 'waiting' && o.status !== 'running');
  const passed = outcomes.filter((o) => o.status === 'passed').length;

  async function runAll() {
    setRunning(true);
    setOutcomes(API_CHECKS.map(() => ({ status: 'waiting' })));
    const state: CheckState = {};
    const set = (i: number, o: Outcome) => setOutcomes((prev) => prev.map((p, j) => (j === i ? o : p)));
    for (const [i, check] of API_CHECKS.entries()) {
      set(i, { status: 'running' });
      const started = performance.now();
      try {
        const detail = await check.run(state);
        set(i, { status: 'passed', detail, ms: Math.round(performance.now() - started) });
      } catch (err) {
        set(i, { status: 'failed', detail: err instanceof Error ? err.message : String(err), ms: Math.round(performance.now() - started) });
      }
    }
    setRunning(false);
  }

  return (
    <DocsLayout>
      <h1 className="text-2xl font-bold md:text-3xl">API Tests</h1>
      <p className="mt-2 max-w-3xl">
        These checks call the store's public API from your browser, as your own client would: the token service, a guest session, catalogue queries, a
        search and an add-to-cart round trip on a new guest cart. Nothing is ordered.
      </p>
      <button type="button" onClick={runAll} disabled={running} className="mt-4 h-12 rounded-md bg-brand-500 px-6 font-semibold text-ink-900 hover:bg-brand-400 disabled:opacity-60">
        {running ? 'Running…' : 'Run the checks'}
      </button>
      <p role="status" className="mt-3 font-semibold">
        {running ? 'Running the checks…' : done ? `${passed} of ${API_CHECKS.length} checks passed.` : ''}
      </p>
      <table className="mt-2 w-full max-w-4xl text-left text-sm">
        <thead>
          <tr className="border-b border-gray-300">
            <th scope="col" className="py-2 pr-3">Check</th>
            <th scope="col" className="py-2 pr-3">Result</th>
            <th scope="col" className="py-2 pr-3 text-right">Time</th>
          </tr>
        </thead>
        <tbody>
          {API_CHECKS.map((check, i) => {
            const o = outcomes[i];
            return (
              <tr key={check.name} data-testid="api-check" data-status={o.status} className="border-b border-gray-200 align-top">
                <th scope="row" className="py-2 pr-3 font-medium">{check.name}</th>
                <td className="py-2 pr-3">
                  <span className={o.status === 'passed' ? 'font-semibold text-green-800' : o.status === 'failed' ? 'font-semibold text-red-800' : 'text-ink-700'}>
                    {o.status === 'passed' ? 'Passed' : o.status === 'failed' ? 'Failed' : o.status === 'running' ? 'Running…' : 'Not run'}
                  </span>
                  {o.detail && <span className="block text-ink-700">{o.detail}</span>}
                </td>
                <td className="py-2 pr-3 text-right tabular-nums">{o.ms !== undefined ? `${o.ms} ms` : ''}</td>
              </tr>
            );
          })}
        </tbody>
      </table>
    </DocsLayout>
  );
}
