import { buttonClass } from '~/components/button';
import { selectClass } from '~/components/field';
import { CATALOG_EXPORT_PATH } from '../../../../shared/catalog-import';

interface Choice {
  id: string;
  name: string;
}

/** The export: the same columns as an upload, for a brand, a vendor or a stock state; a plain GET form (a download). */
export function AdminImportExport({ brands, vendors }: { brands: Choice[]; vendors: Choice[] }) {
  return (
    <form method="get" action={CATALOG_EXPORT_PATH} className="rounded-md border border-gray-300 p-4" aria-labelledby="catalog-export-title">
      <h2 id="catalog-export-title" className="text-lg font-bold">
        Export prices and stock
      </h2>
      <p className="mt-1 text-sm text-gray-700">A CSV file in the upload’s format: change it and upload it again.</p>
      <div className="mt-3 grid gap-3 sm:grid-cols-3">
        <label>
          <span className="mb-1 block font-semibold">Brand</span>
          <select name="brand" className={selectClass} defaultValue="">
            <option value="">Every brand</option>
            {brands.map((b) => (
              <option key={b.id} value={b.id}>
                {b.name}
              </option>
            ))}
          </select>
        </label>
        <label>
          <span className="mb-1 block font-semibold">Vendor</span>
          <select name="vendor" className={selectClass} defaultValue="">
            <option value="">Every vendor</option>
            {vendors.map((v) => (
              <option key={v.id} value={v.id}>
                {v.name}
              </option>
            ))}
          </select>
        </label>
        <label>
          <span className="mb-1 block font-semibold">Stock</span>
          <select name="stock" className={selectClass} defaultValue="all">
            <option value="all">Any stock</option>
            <option value="in-stock">In stock</option>
            <option value="out-of-stock">Out of stock</option>
          </select>
        </label>
      </div>
      <button type="submit" className={`${buttonClass({ variant: 'outline' })} mt-3`}>
        Download CSV
      </button>
    </form>
  );
}
