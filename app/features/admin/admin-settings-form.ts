import { parseStoreSettings, STORE_SETTING_FIELDS, STORE_SETTING_LABELS, type StoreSettings } from '../../../shared/store-settings';

/** What the settings form answers: the values as typed, the refused fields' messages, or what the save changed. */
export interface SettingsFormResult {
  values: Partial<Record<keyof StoreSettings, string>> | null;
  fieldErrors: Partial<Record<keyof StoreSettings, string>>;
  notice: string | null;
  error: string | null;
}

/** The posted form's settings, checked by the same rules the server applies. */
export function readSettingsForm(form: FormData) {
  const values = Object.fromEntries(STORE_SETTING_FIELDS.map((f) => [f, String(form.get(f) ?? '')])) as Record<keyof StoreSettings, string>;
  const parsed = parseStoreSettings(values);
  return { values, parsed };
}

/** "Saved: Phone and Opening hours." from the changed field names. */
export function changedText(fields: readonly string[]): string {
  const labels = fields.map((f) => STORE_SETTING_LABELS[f as keyof StoreSettings] ?? f);
  if (labels.length === 0) return 'Nothing changed: the settings were already these.';
  const list = labels.length === 1 ? labels[0] : `${labels.slice(0, -1).join(', ')} and ${labels[labels.length - 1]}`;
  return `Saved: ${list}. Pages, help pages, mails and new shipping labels use them from now on.`;
}
