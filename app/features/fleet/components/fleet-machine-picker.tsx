import { useId } from 'react';
import { Form, useNavigate } from 'react-router';
import { type MachineModelSummary, type Option } from '../api/fleet-garage';

const SELECT = 'block h-11 w-full rounded-md border border-gray-400 bg-white px-3 text-base disabled:bg-gray-100';

/** The lists of the add page as its loader read them for the choices in its address (`type`, `mfr`, `model`). */
export interface PickerLists {
  types: Option[];
  makers: Array<Option & { modelCount: number }> | null;
  models: MachineModelSummary[] | null;
  typeId: string;
  makerId: string;
  modelId: string;
}

/**
 * Type → manufacturer → model, each list read by the page's loader once the one before is chosen:
 * a choice reloads the page's data (without JavaScript, the Continue button sends the choices).
 */
export function FleetMachinePicker({ types, makers, models, typeId, makerId, modelId }: PickerLists) {
  const id = useId();
  const navigate = useNavigate();
  const go = (params: Record<string, string>) => {
    const q = new URLSearchParams(Object.entries(params).filter(([, v]) => v !== ''));
    void navigate(`/fleet/add${q.size ? `?${q}` : ''}`, { replace: true, preventScrollReset: true });
  };

  return (
    <Form method="get" action="/fleet/add">
      <fieldset className="grid gap-4 sm:grid-cols-3">
        <legend className="mb-2 text-sm text-ink-700">Choose the type, the manufacturer and the model of your machine.</legend>
        <div className="space-y-1">
          <label htmlFor={`${id}-type`} className="block text-sm font-semibold">
            Machine type
          </label>
          <select id={`${id}-type`} name="type" className={SELECT} value={typeId} onChange={(e) => go({ type: e.target.value })}>
            <option value="">Choose a type</option>
            {types.map((t) => (
              <option key={t.id} value={t.id}>
                {t.name}
              </option>
            ))}
          </select>
        </div>
        <div className="space-y-1">
          <label htmlFor={`${id}-maker`} className="block text-sm font-semibold">
            Manufacturer
          </label>
          <select id={`${id}-maker`} name="mfr" className={SELECT} value={makerId} onChange={(e) => go({ type: typeId, mfr: e.target.value })} disabled={!makers}>
            <option value="">Choose a manufacturer</option>
            {makers?.map((m) => (
              <option key={m.id} value={m.id}>
                {m.name} ({m.modelCount})
              </option>
            ))}
          </select>
        </div>
        <div className="space-y-1">
          <label htmlFor={`${id}-model`} className="block text-sm font-semibold">
            Model
          </label>
          <select
            id={`${id}-model`}
            name="model"
            className={SELECT}
            value={modelId}
            onChange={(e) => go({ type: typeId, mfr: makerId, model: e.target.value })}
            disabled={!models}
          >
            <option value="">Choose a model</option>
            {models?.map((m) => (
              <option key={m.id} value={m.id}>
                {m.name}
              </option>
            ))}
          </select>
        </div>
      </fieldset>
      <noscript>
        <button type="submit" className="mt-4 h-11 rounded-md border border-gray-400 px-5 font-semibold">
          Continue
        </button>
      </noscript>
    </Form>
  );
}
