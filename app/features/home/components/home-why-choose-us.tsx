import type { ReactNode } from 'react';
import type { StoreSettings } from '~/lib/app-context';

function Badge({ children }: { children: ReactNode }) {
  return (
    <span className="flex size-12 shrink-0 items-center justify-center rounded-lg bg-ink-900 text-brand-400">
      <svg viewBox="0 0 24 24" width="26" height="26" fill="none" stroke="currentColor" strokeWidth="2" strokeLinecap="round" strokeLinejoin="round" aria-hidden="true" focusable="false">
        {children}
      </svg>
    </span>
  );
}

/** Spec 2 §1 names the block but not its content; these are the store's own reasons. */
export function HomeWhyChooseUs({ store }: { store: StoreSettings }) {
  const reasons = [
    {
      title: 'Fitment checked against your machine',
      text: 'Save your machines in My Fleet and every part shows whether it fits your make and model before you buy.',
      icon: <path d="M20 6 9 17l-5-5" />,
    },
    {
      title: 'Parts books for your model',
      text: 'Exploded-view diagrams from the parts books show where each part goes and which number to order.',
      icon: (
        <>
          <path d="M4 19.5A2.5 2.5 0 0 1 6.5 17H20V3H6.5A2.5 2.5 0 0 0 4 5.5v14Z" />
          <path d="M4 19.5A2.5 2.5 0 0 0 6.5 22H20v-5" />
        </>
      ),
    },
    {
      title: 'Fast shipping from regional warehouses',
      text: 'In-stock parts leave the warehouse nearest to you, so your machine is back at work sooner.',
      icon: (
        <>
          <path d="M1 4h14v12H1zM15 9h4l4 4v3h-8z" />
          <circle cx="5.5" cy="18.5" r="2" />
          <circle cx="18.5" cy="18.5" r="2" />
        </>
      ),
    },
    {
      title: 'Real people on the phone',
      text: `Parts specialists who know machines answer at ${store.phone}, ${store.hours}.`,
      icon: (
        <path d="M22 16.9v3a2 2 0 0 1-2.2 2 19.8 19.8 0 0 1-8.6-3.1 19.5 19.5 0 0 1-6-6A19.8 19.8 0 0 1 2.1 4.2 2 2 0 0 1 4.1 2h3a2 2 0 0 1 2 1.7c.1 1 .4 1.9.7 2.8a2 2 0 0 1-.5 2.1L8 9.9a16 16 0 0 0 6 6l1.3-1.3a2 2 0 0 1 2.1-.4c.9.3 1.8.6 2.8.7a2 2 0 0 1 1.7 2Z" />
      ),
    },
  ];
  return (
    <section aria-labelledby="home-why-title" className="below-fold bg-gray-50 [--fold-size:612px] lg:[--fold-size:296px]">
      <div className="mx-auto max-w-screen-2xl px-4 py-12 md:px-6">
        <h2 id="home-why-title" className="text-2xl font-bold md:text-3xl">
          Why Customers Choose Us
        </h2>
        <ul className="mt-8 grid gap-6 sm:grid-cols-2 xl:grid-cols-4">
          {reasons.map((r) => (
            <li key={r.title} className="flex gap-4">
              <Badge>{r.icon}</Badge>
              <div>
                <h3 className="font-bold">{r.title}</h3>
                <p className="mt-1 text-sm text-gray-700">{r.text}</p>
              </div>
            </li>
          ))}
        </ul>
      </div>
    </section>
  );
}
