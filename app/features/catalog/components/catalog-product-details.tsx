import { Link } from 'react-router';
import { descriptionBlocks } from '../catalog-description';
import { youtubeVideoId, type ProductDetail } from '../catalog-product-query';
import { RatingStars } from './catalog-rating-stars';
import { ReviewList } from './catalog-review-list';

/** Below the fold: description, video, machine fitment and reviews, with specifications and interchange numbers beside them. */
export function ProductDetails({ product: p }: { product: ProductDetail }) {
  const videoId = youtubeVideoId(p.youtubeEmbedCode);
  const replaces = p.partInterchange.filter((x) => x.kind !== 'superseded');
  const superseded = p.partInterchange.filter((x) => x.kind === 'superseded');
  return (
    <div className="mt-10 grid gap-10 lg:grid-cols-3">
      <div className="space-y-10 lg:col-span-2">
        {p.fullDescription && (
          <section aria-labelledby="description">
            <h2 id="description" className="text-xl font-bold">
              Description
            </h2>
            <div className="mt-3 space-y-3 text-ink-800">
              {descriptionBlocks(p.fullDescription).map((block, i) =>
                block.kind === 'p' ? (
                  <p key={i}>{block.text}</p>
                ) : (
                  <ul key={i} className="list-disc space-y-1 pl-5">
                    {block.items.map((item, j) => (
                      <li key={j}>{item}</li>
                    ))}
                  </ul>
                ),
              )}
            </div>
          </section>
        )}

        {videoId && (
          <section aria-labelledby="video">
            <h2 id="video" className="text-xl font-bold">
              Video
            </h2>
            <div className="mt-3 aspect-video">
              <iframe
                className="h-full w-full rounded"
                src={`https://www.youtube-nocookie.com/embed/${videoId}`}
                title={`Video: ${p.name}`}
                loading="lazy"
                allow="accelerometer; encrypted-media; gyroscope; picture-in-picture"
                allowFullScreen
              />
            </div>
          </section>
        )}

        <section aria-labelledby="fitment">
          <h2 id="fitment" className="text-xl font-bold">
            Fits these machines
          </h2>
          {p.machineModelFitment.length === 0 ? (
            <p className="mt-3 text-ink-700">No machine fitment is listed for this part. Call us if you are not sure it fits.</p>
          ) : (
            <ul className="mt-3 grid gap-2 sm:grid-cols-2">
              {p.machineModelFitment.map((m) => (
                <li key={m.id} className="rounded border border-gray-200 px-3 py-2 text-sm">
                  <span className="font-semibold">{m.name}</span> <span className="text-ink-700">({m.type})</span>
                  {(m.serialFrom || m.serialTo || m.engine || m.attachment) && (
                    <span className="block text-ink-700">
                      {[
                        m.serialFrom || m.serialTo ? `Serial ${m.serialFrom ?? '…'} to ${m.serialTo ?? '…'}` : null,
                        m.engine ? `Engine: ${m.engine}` : null,
                        m.attachment ? `With ${m.attachment}` : null,
                      ]
                        .filter(Boolean)
                        .join(' · ')}
                    </span>
                  )}
                </li>
              ))}
            </ul>
          )}
        </section>

        <section id="reviews" aria-labelledby="reviews-title">
          <h2 id="reviews-title" className="text-xl font-bold">
            Reviews
          </h2>
          <div className="mt-2">
            <RatingStars sum={p.approvedRatingSum} count={p.approvedTotalReviews} />
          </div>
          {p.reviews.nodes.length === 0 ? (
            <p className="mt-3 text-ink-700">No reviews yet.</p>
          ) : (
            <ReviewList reviews={p.reviews.nodes} headingLevel="h3" />
          )}
          {p.reviews.totalCount > p.reviews.nodes.length && (
            <Link to={`/product/reviews?productId=${p.id}`} className="mt-4 inline-block font-semibold text-brand-800 underline">
              See all {p.reviews.totalCount} reviews
            </Link>
          )}
        </section>
      </div>

      <aside className="space-y-8">
        {p.specificationAttributes.length > 0 && (
          <section aria-labelledby="specs">
            <h2 id="specs" className="text-xl font-bold">
              Specifications
            </h2>
            <table className="mt-3 w-full text-sm">
              <tbody>
                {p.specificationAttributes.map((s) => (
                  <tr key={s.name} className="border-b border-gray-100">
                    <th scope="row" className="py-1.5 pr-3 text-left font-normal text-ink-700">
                      {s.name}
                    </th>
                    <td className="py-1.5 font-medium">{s.value}</td>
                  </tr>
                ))}
                <Dimension label="Shipping weight" value={p.weight ? `${p.weight} lb` : ''} />
                <Dimension label="Package size" value={p.length && p.width && p.height ? `${p.length} × ${p.width} × ${p.height} in` : ''} />
              </tbody>
            </table>
          </section>
        )}
        {p.partInterchange.length > 0 && (
          <section aria-labelledby="interchange">
            <h2 id="interchange" className="text-xl font-bold">
              Interchange part numbers
            </h2>
            {replaces.length > 0 && (
              <>
                <p className="mt-2 text-sm text-ink-700">Replaces</p>
                <ul className="mt-1 flex flex-wrap gap-2">
                  {replaces.map((x) => (
                    <li key={x.partNumber} className="rounded bg-gray-100 px-2 py-1 font-mono text-sm">
                      {x.brand ? `${x.brand} ` : ''}
                      {x.partNumber}
                    </li>
                  ))}
                </ul>
              </>
            )}
            {superseded.length > 0 && (
              <>
                <p className="mt-3 text-sm text-ink-700">Supersedes</p>
                <ul className="mt-1 flex flex-wrap gap-2">
                  {superseded.map((x) => (
                    <li key={x.partNumber} className="rounded bg-gray-100 px-2 py-1 font-mono text-sm">
                      {x.partNumber}
                    </li>
                  ))}
                </ul>
              </>
            )}
          </section>
        )}
      </aside>
    </div>
  );
}

function Dimension({ label, value }: { label: string; value: string }) {
  if (!value) return null;
  return (
    <tr className="border-b border-gray-100">
      <th scope="row" className="py-1.5 pr-3 text-left font-normal text-ink-700">
        {label}
      </th>
      <td className="py-1.5 font-medium">{value}</td>
    </tr>
  );
}
