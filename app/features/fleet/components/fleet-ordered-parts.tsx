import { useEffect, useState } from "react";
import { Link } from "react-router";
import { viewerQuery } from "~/features/auth/auth-session";
import { productPath } from "~/features/catalog/catalog-product-query";
import { formatUtcDate } from "~/lib/number-format";
import { graphql } from "~/gql/gql";
import type { GarageOrderedPartsQuery } from "~/gql/graphql";

type OrderedPart = NonNullable<GarageOrderedPartsQuery["v1"]["garageItem"]>["orderedParts"][number];

type State =
  | { status: "loading" }
  | { status: "error" }
  | { status: "done"; parts: OrderedPart[] };

const QUERY = graphql(`query GarageOrderedParts($id: ID!) { v1 { garageItem(garageId: $id) { orderedParts { productId name sku seoName quantity lastOrderedOnUtc clubOrderGuid } } } }`);


/** Parts the customer has ordered that fit this machine, on the own-machine page. */
export function FleetOrderedParts({ garageId }: { garageId: string }) {
  const [state, setState] = useState<State>({ status: "loading" });
  const [attempt, setAttempt] = useState(0);
  useEffect(() => {
    const ctl = new AbortController();
    viewerQuery(
      QUERY,
      { id: garageId },
      ctl.signal,
    ).then(
      (d) =>
        setState({
          status: "done",
          parts: d.v1.garageItem?.orderedParts ?? [],
        }),
      () => {
        if (!ctl.signal.aborted) setState({ status: "error" });
      },
    );
    return () => ctl.abort();
  }, [garageId, attempt]);

  return (
    <section
      aria-labelledby="ordered-parts-heading"
      className="space-y-3"
      aria-busy={state.status === "loading"}
    >
      <h2 id="ordered-parts-heading" className="text-xl font-bold">
        Parts ordered for this machine
      </h2>
      {state.status === "loading" && (
        <p className="text-ink-700">Loading your orders…</p>
      )}
      {state.status === "error" && (
        <p role="alert" className="text-red-800">
          Your orders could not be loaded.{" "}
          <button
            type="button"
            className="font-semibold underline"
            onClick={() => {
              setState({ status: "loading" });
              setAttempt((n) => n + 1);
            }}
          >
            Try again
          </button>
        </p>
      )}
      {state.status === "done" && state.parts.length === 0 && (
        <p className="text-ink-700">
          You have not ordered parts that fit this machine yet.
        </p>
      )}
      {state.status === "done" && state.parts.length > 0 && (
        <ul
          className="divide-y divide-gray-200 rounded-md border border-gray-300"
          data-testid="ordered-parts"
        >
          {state.parts.map((p) => (
            <li
              key={p.productId}
              className="flex flex-wrap items-baseline justify-between gap-x-4 gap-y-1 p-3 text-sm"
            >
              <span>
                <Link
                  to={productPath({ id: p.productId, seoName: p.seoName })}
                  className="font-semibold text-blue-800 underline"
                >
                  {p.name}
                </Link>
                <span className="ml-2 text-ink-700">SKU {p.sku}</span>
              </span>
              <span className="text-ink-700">
                {p.quantity} ordered · last on{" "}
                <Link
                  to={`/orderstatus/${p.clubOrderGuid}`}
                  className="text-blue-800 underline"
                >
                  {formatUtcDate(p.lastOrderedOnUtc, 'short')}
                </Link>
              </span>
            </li>
          ))}
        </ul>
      )}
    </section>
  );
}
