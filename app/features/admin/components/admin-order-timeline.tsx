import type { AdminOrderQuery } from '~/gql/graphql';
import { ORDER_EVENT_LABELS, utcText } from '../admin-labels';

type Event = AdminOrderQuery['v1']['admin']['orderTimeline'][number];

/** Everything that happened to the order, oldest first; internal notes stand out (staff only). */
export function AdminOrderTimeline({ events }: { events: Event[] }) {
  return (
    <section className="rounded-md border border-gray-300 p-4" aria-labelledby="timeline">
      <h2 id="timeline" className="mb-2 text-lg font-bold">Timeline</h2>
      {events.length === 0 ? (
        <p>Nothing has happened to this order yet.</p>
      ) : (
        <ol className="space-y-3 border-l-2 border-gray-300 pl-4">
          {events.map((e, i) => (
            <li key={`${e.at}-${i}`} data-testid="admin-order-event" className={e.kind === 'NOTE' ? 'rounded-md bg-yellow-50 p-2' : ''}>
              <div className="text-sm text-gray-700">
                <time dateTime={e.at}>{utcText(e.at)}</time> · {ORDER_EVENT_LABELS[e.kind]}
                {e.actor ? ` · ${e.actor}` : ''}
              </div>
              <div className="font-semibold">{e.title}</div>
              {e.detail && <div className="text-sm break-words whitespace-pre-line">{e.detail}</div>}
            </li>
          ))}
        </ol>
      )}
    </section>
  );
}
