import { useId, useState, type FormEvent, type ReactNode } from 'react';
import { RIG_STATUS_LABELS, type GarageItemInput } from '../api/fleet-api';
import { type GarageItem, type Option, type RigStatus } from '../api/fleet-store';
import { ErrorNotice, type Failure } from '~/components/error-notice';
import { DomainError, withReason } from '../../../../shared/errors';

const INPUT = 'block h-11 w-full rounded-md border border-gray-400 bg-white px-3 text-base';

interface Props {
  item?: GarageItem;
  engines: Option[];
  attachments: Option[];
  submitLabel: string;
  /** The spec's failure text of this form ("Unable to add a machine"), before a reason found in the browser. */
  errorBase: string;
  /** Throws with the message to show when the server refuses. */
  onSubmit: (input: GarageItemInput) => Promise<void>;
  children?: ReactNode;
}

function intOrNull(v: FormDataEntryValue | null): number | null {
  const s = String(v ?? '').trim();
  if (s === '') return null;
  const n = Number(s);
  return Number.isFinite(n) ? Math.trunc(n) : NaN;
}

/** The fields a customer keeps for a machine: name, year, serial and stock numbers, hours, status, engine, attachment, notes. */
export function FleetMachineForm({ item, engines, attachments, submitLabel, errorBase, onSubmit, children }: Props) {
  const id = useId();
  const [failure, setFailure] = useState<Failure | null>(null);
  const [busy, setBusy] = useState(false);

  async function submit(e: FormEvent<HTMLFormElement>) {
    e.preventDefault();
    const f = new FormData(e.currentTarget);
    const input: GarageItemInput = {
      name: String(f.get('name') ?? ''),
      year: intOrNull(f.get('year')),
      hours: intOrNull(f.get('hours')),
      serialNumber: String(f.get('serialNumber') ?? ''),
      stockNumber: String(f.get('stockNumber') ?? ''),
      machineStatus: String(f.get('machineStatus')) as RigStatus,
      // Spec 2 §5: none is sent as empty.
      engine: String(f.get('engine') ?? ''),
      attachment: String(f.get('attachment') ?? ''),
      notes: String(f.get('notes') ?? ''),
    };
    if (Number.isNaN(input.year) || Number.isNaN(input.hours)) {
      setFailure({ error: new DomainError('VALIDATION', withReason(errorBase, 'Year and hours must be whole numbers.')) });
      return;
    }
    await save(input);
  }

  async function save(input: GarageItemInput) {
    setBusy(true);
    setFailure(null);
    try {
      await onSubmit(input);
    } catch (err) {
      setFailure({ error: err, action: errorBase, onRetry: () => save(input) });
    } finally {
      setBusy(false);
    }
  }

  const field = (name: string, label: string, extra: Record<string, unknown> = {}) => (
    <div className="space-y-1">
      <label htmlFor={`${id}-${name}`} className="block text-sm font-semibold">
        {label}
      </label>
      <input id={`${id}-${name}`} name={name} className={INPUT} {...extra} />
    </div>
  );

  return (
    <form onSubmit={submit} className="space-y-4" noValidate>
      {children}
      <div className="grid gap-4 sm:grid-cols-2">
        {field('name', 'Name (optional)', { defaultValue: item?.name ?? '', maxLength: 100, placeholder: 'e.g. North field tractor' })}
        {field('year', 'Year', { defaultValue: item?.year ?? '', inputMode: 'numeric', pattern: '[0-9]*' })}
        {field('serialNumber', 'Serial number', { defaultValue: item?.serialNumber ?? '', maxLength: 40 })}
        {field('stockNumber', 'Stock number', { defaultValue: item?.stockNumber ?? '', maxLength: 40 })}
        {field('hours', 'Hours', { defaultValue: item?.hours ?? '', inputMode: 'numeric', pattern: '[0-9]*' })}
        <div className="space-y-1">
          <label htmlFor={`${id}-status`} className="block text-sm font-semibold">
            Status
          </label>
          <select id={`${id}-status`} name="machineStatus" className={INPUT} defaultValue={item?.machineStatus ?? 'IN_SERVICE'}>
            {(Object.keys(RIG_STATUS_LABELS) as RigStatus[]).map((s) => (
              <option key={s} value={s}>
                {RIG_STATUS_LABELS[s]}
              </option>
            ))}
          </select>
        </div>
        <div className="space-y-1">
          <label htmlFor={`${id}-engine`} className="block text-sm font-semibold">
            Engine
          </label>
          <select id={`${id}-engine`} name="engine" className={INPUT} defaultValue={item?.engine ?? ''}>
            <option value="">None / not sure</option>
            {engines.map((o) => (
              <option key={o.id} value={o.id}>
                {o.name}
              </option>
            ))}
          </select>
        </div>
        <div className="space-y-1">
          <label htmlFor={`${id}-attachment`} className="block text-sm font-semibold">
            Attachment
          </label>
          <select id={`${id}-attachment`} name="attachment" className={INPUT} defaultValue={item?.attachment ?? ''}>
            <option value="">None</option>
            {attachments.map((o) => (
              <option key={o.id} value={o.id}>
                {o.name}
              </option>
            ))}
          </select>
        </div>
      </div>
      <div className="space-y-1">
        <label htmlFor={`${id}-notes`} className="block text-sm font-semibold">
          Notes
        </label>
        <textarea id={`${id}-notes`} name="notes" rows={3} maxLength={2000} defaultValue={item?.notes ?? ''} className="block w-full rounded-md border border-gray-400 p-3" />
      </div>
      {failure && <ErrorNotice {...failure} />}
      <button type="submit" disabled={busy} className="h-11 rounded-md bg-brand-500 px-5 font-bold text-ink-900 hover:bg-brand-400 disabled:opacity-60">
        {busy ? 'Saving…' : submitLabel}
      </button>
    </form>
  );
}
