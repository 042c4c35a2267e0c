import type { ReactNode } from 'react';

// In print only the document is shown: the store's header, footer and the page's buttons stay on
// screen. A margin of its own on the sheet and none from @page leaves the browser no room for its
// header and footer (URL, date). 180 mm of content and 12 mm margins fit A4 (210 mm) and Letter (216 mm).
const PRINT_CSS = `
@media print {
  @page { size: auto; margin: 0; }
  html, body { background: #fff !important; }
  body * { visibility: hidden !important; }
  [data-print-doc], [data-print-doc] * { visibility: visible !important; }
  [data-print-doc] { position: absolute; left: 0; top: 0; width: 100%; max-width: 180mm; padding: 12mm; border: 0 !important; border-radius: 0; box-sizing: content-box; font-size: 10.5pt; color: #000; }
  [data-print-doc] a { color: #000; text-decoration: none; }
  [data-print-doc] table { width: 100%; border-collapse: collapse; }
  [data-print-doc] tr { break-inside: avoid; }
}
`;

/** A printable document (invoice, return authorisation): on screen as it is, in print alone on the sheet. */
export function PrintDocument({ label, children, screenHidden = false }: { label: string; children: ReactNode; screenHidden?: boolean }) {
  return (
    <>
      <style>{PRINT_CSS}</style>
      <article data-print-doc="" aria-label={label} className={screenHidden ? 'hidden print:block' : 'rounded-lg border border-gray-300 bg-white p-4 sm:p-6'}>
        {children}
      </article>
    </>
  );
}

export function PrintButton({ label }: { label: string }) {
  return (
    <button type="button" onClick={() => window.print()} className="inline-flex min-h-11 items-center rounded-md border border-gray-400 px-4 font-semibold hover:bg-gray-50 print:hidden">
      {label}
    </button>
  );
}
