import { useCallback, useEffect, useId, useState } from 'react';
import { machineManufacturers, machineModels, machineTypes } from '../api/fleet-api';
import { type MachineModelSummary, type Option } from '../api/fleet-store';
import { ErrorNotice, type Failure } from '~/components/error-notice';

const LISTS_FAILED = 'Unable to load the machine lists.';
const SELECT = 'block h-11 w-full rounded-md border border-gray-400 bg-white px-3 text-base disabled:bg-gray-100';

/** Type → manufacturer → model, each list loaded when the one before is chosen. */
export function FleetMachinePicker({ onChange }: { onChange: (model: MachineModelSummary | null) => void }) {
  const id = useId();
  const [types, setTypes] = useState<Option[] | null>(null);
  const [makers, setMakers] = useState<Array<Option & { modelCount: number }> | null>(null);
  const [models, setModels] = useState<MachineModelSummary[] | null>(null);
  const [typeId, setTypeId] = useState('');
  const [makerId, setMakerId] = useState('');
  const [modelId, setModelId] = useState('');
  const [failure, setFailure] = useState<Failure | null>(null);

  // A list that fails to load says why and offers to load it again.
  const loadTypes = useCallback(function load() {
    machineTypes()
      .then((list) => {
        setFailure(null);
        setTypes(list);
      })
      .catch((error: unknown) => setFailure({ error, action: LISTS_FAILED, onRetry: load }));
  }, []);
  useEffect(loadTypes, [loadTypes]);

  function chooseType(value: string) {
    setTypeId(value);
    setMakerId('');
    setModelId('');
    setMakers(null);
    setModels(null);
    onChange(null);
    if (value) loadMakers(value);
  }

  function loadMakers(value: string) {
    setFailure(null);
    machineManufacturers(value)
      .then(setMakers)
      .catch((error: unknown) => setFailure({ error, action: LISTS_FAILED, onRetry: () => loadMakers(value) }));
  }

  function chooseMaker(value: string) {
    setMakerId(value);
    setModelId('');
    setModels(null);
    onChange(null);
    if (value) loadModels(value, typeId);
  }

  function loadModels(value: string, type: string) {
    setFailure(null);
    machineModels(value, type)
      .then(setModels)
      .catch((error: unknown) => setFailure({ error, action: LISTS_FAILED, onRetry: () => loadModels(value, type) }));
  }

  function chooseModel(value: string) {
    setModelId(value);
    onChange(models?.find((m) => m.id === value) ?? null);
  }

  return (
    <fieldset className="grid gap-4 sm:grid-cols-3">
      <legend className="mb-2 text-sm text-ink-700">Choose the type, the manufacturer and the model of your machine.</legend>
      <div className="space-y-1">
        <label htmlFor={`${id}-type`} className="block text-sm font-semibold">
          Machine type
        </label>
        <select id={`${id}-type`} className={SELECT} value={typeId} onChange={(e) => chooseType(e.target.value)} disabled={!types}>
          <option value="">{types ? 'Choose a type' : 'Loading…'}</option>
          {types?.map((t) => (
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
        <select id={`${id}-maker`} className={SELECT} value={makerId} onChange={(e) => chooseMaker(e.target.value)} disabled={!makers}>
          <option value="">{typeId && !makers ? 'Loading…' : 'Choose a manufacturer'}</option>
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
        <select id={`${id}-model`} className={SELECT} value={modelId} onChange={(e) => chooseModel(e.target.value)} disabled={!models}>
          <option value="">{makerId && !models ? 'Loading…' : 'Choose a model'}</option>
          {models?.map((m) => (
            <option key={m.id} value={m.id}>
              {m.name}
            </option>
          ))}
        </select>
      </div>
      {failure && <ErrorNotice {...failure} className="sm:col-span-3" />}
    </fieldset>
  );
}
