import { Link } from 'react-router';
import { ChevronRightIcon, TractorIcon } from '~/components/icons';
import { HomeHeroVideo } from './home-hero-video';

/** Spec 2 §1: the home page's tagline and supporting line. */
export const HOME_TAGLINE = 'Heavy-Duty Parts for Heavy-Duty Performance';
export const HOME_SUPPORTING_LINE = 'Quality parts for construction, agricultural, and industrial machinery. Built to last, delivered fast.';

/**
 * The hero: text over a still picture on phones and over the clips on wide screens. The picture
 * fills a box sized by the text and a minimum height, so nothing moves when it or a clip arrives.
 */
export function HomeHero() {
  return (
    <section aria-labelledby="home-hero-title" className="dark-surface relative isolate overflow-hidden bg-ink-900 text-white">
      <picture>
        <source media="(min-width: 768px)" srcSet="/images/hero-wide.webp" width={1280} height={540} />
        <img
          src="/images/hero-narrow.webp"
          width={828}
          height={720}
          alt=""
          fetchPriority="high"
          className="absolute inset-0 -z-20 h-full w-full object-cover object-right-bottom"
        />
      </picture>
      <HomeHeroVideo />
      <div aria-hidden="true" className="absolute inset-0 -z-10 bg-linear-to-r from-ink-900/95 via-ink-900/75 to-ink-900/20" />
      <div className="mx-auto flex min-h-[26rem] max-w-screen-2xl flex-col justify-center px-4 py-10 md:min-h-[33.75rem] md:px-6 md:py-16">
        <Link
          to="/MyFleet"
          className="inline-flex max-w-full items-center gap-2 self-start rounded-full border border-brand-400/60 bg-ink-900/70 py-1.5 pr-3 pl-2 text-sm hover:border-brand-400"
        >
          <span className="flex size-7 shrink-0 items-center justify-center rounded-full bg-brand-500 text-ink-900">
            <TractorIcon width={16} height={16} />
          </span>
          <span>
            <strong className="text-brand-400">My Fleet:</strong> save your machine and see the parts that fit
          </span>
          <ChevronRightIcon width={16} height={16} className="shrink-0" />
        </Link>
        <h1 id="home-hero-title" className="mt-5 max-w-3xl text-3xl leading-tight font-extrabold text-balance sm:text-4xl lg:text-5xl">
          {HOME_TAGLINE}
        </h1>
        <p className="mt-4 max-w-2xl text-base text-gray-100 sm:text-lg">{HOME_SUPPORTING_LINE}</p>
        <div className="mt-8 flex flex-wrap items-center gap-x-6 gap-y-3">
          <Link to="/search" className="inline-flex h-12 items-center rounded-md bg-brand-500 px-6 font-bold text-ink-900 hover:bg-brand-400">
            Find Your Parts
          </Link>
          <Link to="/about" className="inline-flex h-12 items-center gap-1 font-semibold underline-offset-4 hover:underline">
            Learn more
            <ChevronRightIcon width={18} height={18} />
          </Link>
        </div>
      </div>
    </section>
  );
}
