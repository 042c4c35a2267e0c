/** Five stars filled to the average rating, with the count as "Total Ratings" (spec 2 §9). */
export function RatingStars({ sum, count, size = 'md', showCount = true }: { sum: number; count: number; size?: 'sm' | 'md'; showCount?: boolean }) {
  const average = count > 0 ? sum / count : 0;
  const px = size === 'sm' ? 14 : 18;
  return (
    <span className="inline-flex items-center gap-2">
      <span className="relative inline-flex" role="img" aria-label={count > 0 ? `Rated ${average.toFixed(1)} out of 5` : 'No ratings yet'}>
        <Stars px={px} className="text-gray-300" />
        <span className="absolute inset-0 overflow-hidden" style={{ width: `${(average / 5) * 100}%` }} aria-hidden="true">
          <Stars px={px} className="text-brand-500" />
        </span>
      </span>
      {showCount && <span className="text-sm text-ink-700">{count} Total Ratings</span>}
    </span>
  );
}

function Stars({ px, className }: { px: number; className: string }) {
  return (
    <span className={`inline-flex ${className}`} aria-hidden="true">
      {Array.from({ length: 5 }, (_, i) => (
        <svg key={i} width={px} height={px} viewBox="0 0 20 20" fill="currentColor" className="shrink-0">
          <path d="M10 1.5l2.6 5.6 6.1.7-4.5 4.2 1.2 6-5.4-3.1-5.4 3.1 1.2-6L1.3 7.8l6.1-.7z" />
        </svg>
      ))}
    </span>
  );
}
