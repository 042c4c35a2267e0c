import { Form, useNavigation } from 'react-router';
import { Button } from '~/components/button';
import { Field } from '~/components/field';
import type { AdminStoreSettingsQuery } from '~/gql/graphql';
import { STORE_SETTING_LABELS, type StoreSettings } from '../../../../shared/store-settings';
import { utcText } from '../admin-labels';
import type { SettingsFormResult } from '../admin-settings-form';

type Current = AdminStoreSettingsQuery['v1']['admin']['storeSettings'];

const GROUPS: Array<{ legend: string; hint: string; fields: Array<{ name: keyof StoreSettings; autoComplete?: string; maxLength: number; className?: string }> }> = [
  {
    legend: 'Customer service',
    hint: 'Shown in the header, the footer, the help pages and the mails.',
    fields: [
      { name: 'phone', autoComplete: 'tel', maxLength: 30 },
      { name: 'hours', maxLength: 80 },
    ],
  },
  {
    legend: 'Returns address',
    hint: 'Printed on the return authorisation customers send their parts back with.',
    fields: [
      { name: 'returnName', maxLength: 100 },
      { name: 'returnLine1', maxLength: 100 },
      { name: 'returnLine2', maxLength: 100 },
      { name: 'returnCity', maxLength: 60 },
      { name: 'returnState', maxLength: 2 },
      { name: 'returnZip', maxLength: 10 },
    ],
  },
  {
    legend: 'Ships from (carrier origin)',
    hint: 'Where the carrier picks parcels up: on every new shipping label and its tracking.',
    fields: [
      { name: 'originName', maxLength: 100 },
      { name: 'originLine1', maxLength: 100 },
      { name: 'originCity', maxLength: 60 },
      { name: 'originState', maxLength: 2 },
      { name: 'originZip', maxLength: 10 },
    ],
  },
];

/** The store's settings in one form; a refused field shows its message under it and nothing is saved. */
export function AdminSettingsForm({ current, result }: { current: Current; result: SettingsFormResult | null }) {
  const busy = useNavigation().state === 'submitting';
  const valueOf = (f: keyof StoreSettings) => result?.values?.[f] ?? current[f];
  const firstError = result ? Object.keys(result.fieldErrors)[0] : undefined;
  return (
    <Form method="post" noValidate className="max-w-2xl space-y-6">
      {result?.notice && (
        <p role="status" className="font-semibold text-green-800">
          {result.notice}
        </p>
      )}
      {result?.error && (
        <p role="alert" className="font-semibold text-red-700">
          {result.error}
        </p>
      )}
      {GROUPS.map((g) => (
        <fieldset key={g.legend} className="rounded-md border border-gray-300 p-4">
          <legend className="px-1 text-lg font-bold">{g.legend}</legend>
          <p className="mb-3 text-sm text-gray-700">{g.hint}</p>
          <div className="grid gap-3 sm:grid-cols-2">
            {g.fields.map((f) => (
              <Field
                key={`${f.name}-${valueOf(f.name)}`}
                id={`setting-${f.name}`}
                name={f.name}
                label={STORE_SETTING_LABELS[f.name].replace(/^(Returns|Ships from): /, '')}
                defaultValue={valueOf(f.name)}
                maxLength={f.maxLength}
                autoComplete={f.autoComplete ?? 'off'}
                error={result?.fieldErrors[f.name]}
                autoFocus={firstError === f.name}
              />
            ))}
          </div>
        </fieldset>
      ))}
      <div className="flex flex-wrap items-center gap-4">
        <Button type="submit" variant="primary" disabled={busy}>
          {busy ? 'Saving…' : 'Save settings'}
        </Button>
        <p className="text-sm text-gray-700">
          {current.updatedOnUtc ? `Last saved ${utcText(current.updatedOnUtc)}${current.updatedBy ? ` by ${current.updatedBy}` : ''}.` : 'These are the store’s starting values; nobody has changed them yet.'}
        </p>
      </div>
    </Form>
  );
}
