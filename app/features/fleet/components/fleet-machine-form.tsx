import { useId, useState, type FormEvent, type ReactNode } from 'react';
import { Form, useActionData, useNavigation, useSubmit } from 'react-router';
import { ensureGuestSession } from '~/features/auth/auth-session';
import { useSession } from '~/features/auth/auth-use-session';
import { RIG_STATUS_LABELS } from '../api/fleet-api';
import { type FleetActionResult, type GarageItem, type Option, type RigStatus } from '../api/fleet-garage';

const INPUT = 'block h-11 w-full rounded-md border border-gray-400 bg-white px-3 text-base';

/** A fleet form's refusal, as the route's action answered it, next to the form. */
export function FleetFormError({ text }: { text: string | null | undefined }) {
  if (!text) return null;
  return (
    <div role="alert" className="text-sm font-medium text-red-700">
      <p>{text}</p>
    </div>
  );
}

/** The action's answer to this form (`intent` of this machine), while the page has it; and whether it is being sent. */
export function useFleetForm(intent: string, garageId = '') {
  const answer = useActionData() as FleetActionResult | undefined;
  const navigation = useNavigation();
  const mine = answer && answer.intent === intent && answer.garageId === garageId ? answer : null;
  const busy = navigation.state !== 'idle' && navigation.formData?.get('intent') === intent;
  return { error: busy ? null : (mine?.error ?? null), busy, values: mine?.values };
}

interface Props {
  item?: GarageItem;
  engines: Option[];
  attachments: Option[];
  submitLabel: string;
  /** What the route's action does with it: `add` (with `machineModelId`) or `edit` (with the item). */
  intent: 'add' | 'edit';
  machineModelId?: string;
  children?: ReactNode;
}

/** The fields a customer keeps for a machine: name, year, serial and stock numbers, hours, status, engine, attachment, notes. */
export function FleetMachineForm({ item, engines, attachments, submitLabel, intent, machineModelId, children }: Props) {
  const id = useId();
  const session = useSession();
  const submit = useSubmit();
  const [starting, setStarting] = useState(false);
  const { error, busy, values } = useFleetForm(intent, item?.id);
  // A refused post served again keeps what was typed; else the machine's own values.
  const initial = (name: string, own: string | number | null | undefined) => values?.[name] ?? own ?? '';

  // A fleet needs an owner: a visitor without a session becomes a guest before the machine is sent.
  async function onSubmit(e: FormEvent<HTMLFormElement>) {
    if (session.loggedIn) return;
    e.preventDefault();
    const form = e.currentTarget;
    setStarting(true);
    try {
      await ensureGuestSession();
    } catch {
      // The action answers for a post without a session (it is refused with the sign-in text).
    } finally {
      setStarting(false);
    }
    await submit(form);
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
    <Form method="post" onSubmit={onSubmit} className="space-y-4" noValidate>
      <input type="hidden" name="intent" value={intent} />
      {item && <input type="hidden" name="garageId" value={item.id} />}
      {machineModelId && <input type="hidden" name="machineModelId" value={machineModelId} />}
      {children}
      <div className="grid gap-4 sm:grid-cols-2">
        {field('name', 'Name (optional)', { defaultValue: initial('name', item?.name), maxLength: 100, placeholder: 'e.g. North field tractor' })}
        {field('year', 'Year', { defaultValue: initial('year', item?.year), inputMode: 'numeric', pattern: '[0-9]*' })}
        {field('serialNumber', 'Serial number', { defaultValue: initial('serialNumber', item?.serialNumber), maxLength: 40 })}
        {field('stockNumber', 'Stock number', { defaultValue: initial('stockNumber', item?.stockNumber), maxLength: 40 })}
        {field('hours', 'Hours', { defaultValue: initial('hours', item?.hours), inputMode: 'numeric', pattern: '[0-9]*' })}
        <div className="space-y-1">
          <label htmlFor={`${id}-status`} className="block text-sm font-semibold">
            Status
          </label>
          <select id={`${id}-status`} name="machineStatus" className={INPUT} defaultValue={initial('machineStatus', item?.machineStatus ?? 'IN_SERVICE')}>
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
          <select id={`${id}-engine`} name="engine" className={INPUT} defaultValue={initial('engine', item?.engine)}>
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
          <select id={`${id}-attachment`} name="attachment" className={INPUT} defaultValue={initial('attachment', item?.attachment)}>
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
        <textarea id={`${id}-notes`} name="notes" rows={3} maxLength={2000} defaultValue={initial('notes', item?.notes)} className="block w-full rounded-md border border-gray-400 p-3" />
      </div>
      <FleetFormError text={error} />
      <button type="submit" disabled={busy || starting} className="h-11 rounded-md bg-brand-500 px-5 font-bold text-ink-900 hover:bg-brand-400 disabled:opacity-60">
        {busy || starting ? 'Saving…' : submitLabel}
      </button>
    </Form>
  );
}
