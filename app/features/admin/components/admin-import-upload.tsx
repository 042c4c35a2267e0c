import { useId, useState, type FormEvent } from 'react';
import { useNavigate } from 'react-router';
import { Button } from '~/components/button';
import { useHydrated } from '~/features/auth/components/auth-form-parts';
import { CATALOG_FILE_COLUMNS, CATALOG_FILE_MAX_MB, CATALOG_IMPORT_UPLOAD_PATH } from '../../../../shared/catalog-import';

/**
 * The upload of a price and stock file: the file goes to the server as it is (read there as a stream
 * and checked); once checked, the preview opens. Nothing in the catalogue changes here.
 */
export function AdminImportUpload() {
  const navigate = useNavigate();
  const id = useId();
  const [error, setError] = useState<string | null>(null);
  const [busy, setBusy] = useState(false);
  // The upload needs the page's script: the button waits for it.
  const ready = useHydrated();

  async function onSubmit(e: FormEvent<HTMLFormElement>) {
    e.preventDefault();
    const file = (e.currentTarget.elements.namedItem('file') as HTMLInputElement | null)?.files?.[0];
    if (!file) return setError('Choose a CSV file to upload.');
    if (file.size > CATALOG_FILE_MAX_MB * 1024 * 1024) return setError(`The file is too large (${CATALOG_FILE_MAX_MB} MB at most).`);
    setBusy(true);
    setError(null);
    try {
      const res = await fetch(`${CATALOG_IMPORT_UPLOAD_PATH}?name=${encodeURIComponent(file.name)}`, {
        method: 'POST',
        body: file,
        headers: { 'content-type': 'text/csv' },
        credentials: 'same-origin',
      });
      const body = (await res.json().catch(() => ({}))) as { id?: string; error?: string };
      if (!res.ok || !body.id) {
        setError(body.error ?? `The file could not be checked (error ${res.status}). Try again.`);
        return;
      }
      navigate(`/admin/imports/${body.id}`);
    } catch {
      setError('The file could not be sent. Check the connection and try again.');
    } finally {
      setBusy(false);
    }
  }

  return (
    <form onSubmit={onSubmit} noValidate className="rounded-md border border-gray-300 p-4" aria-labelledby={`${id}-title`}>
      <h2 id={`${id}-title`} className="text-lg font-bold">
        Upload a price and stock file
      </h2>
      <p id={`${id}-hint`} className="mt-1 text-sm text-gray-700">
        A CSV file (UTF-8) with a header row. Name each part by <code>sku</code>, or by <code>manufacturer_part_number</code> and <code>vendor</code>;
        then any of {CATALOG_FILE_COLUMNS.slice(3).map((c, i) => (
          <span key={c}>
            {i > 0 && ', '}
            <code>{c}</code>
          </span>
        ))}
        . Columns may come in any order. The file is checked first: nothing changes until you apply it.
      </p>
      <label htmlFor={`${id}-file`} className="mt-3 block font-semibold">
        File
      </label>
      <input
        id={`${id}-file`}
        name="file"
        type="file"
        accept=".csv,text/csv"
        aria-describedby={`${id}-hint${error ? ` ${id}-error` : ''}`}
        aria-invalid={error ? true : undefined}
        onChange={() => setError(null)}
        className="mt-1 block w-full text-base file:mr-3 file:min-h-11 file:rounded-md file:border file:border-gray-400 file:bg-white file:px-3"
      />
      {error && (
        <p id={`${id}-error`} role="alert" className="mt-2 font-semibold text-red-700">
          {error}
        </p>
      )}
      <Button type="submit" variant="primary" className="mt-3" disabled={!ready || busy}>
        {busy ? 'Checking the file…' : 'Check the file'}
      </Button>
    </form>
  );
}
