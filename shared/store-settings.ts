import { z } from 'zod';

// The store's settings an administrator edits in /admin/settings: the phone and hours every page,
// help page and mail states, the address returns are sent to, and the carrier's origin (where
// parcels ship from). One rule set for the form in the browser and the settings service.

/** Every setting, as one flat record of strings (a form posts exactly these names). */
export interface StoreSettings {
  phone: string;
  hours: string;
  returnName: string;
  returnLine1: string;
  returnLine2: string;
  returnCity: string;
  returnState: string;
  returnZip: string;
  originName: string;
  originLine1: string;
  originCity: string;
  originState: string;
  originZip: string;
}

export const STORE_SETTING_FIELDS = [
  'phone',
  'hours',
  'returnName',
  'returnLine1',
  'returnLine2',
  'returnCity',
  'returnState',
  'returnZip',
  'originName',
  'originLine1',
  'originCity',
  'originState',
  'originZip',
] as const satisfies readonly (keyof StoreSettings)[];

/** The labels the form shows and the audit log's readers see. */
export const STORE_SETTING_LABELS: Record<keyof StoreSettings, string> = {
  phone: 'Phone',
  hours: 'Opening hours',
  returnName: 'Returns: name on the parcel',
  returnLine1: 'Returns: street address',
  returnLine2: 'Returns: second line',
  returnCity: 'Returns: city',
  returnState: 'Returns: state',
  returnZip: 'Returns: ZIP code',
  originName: 'Ships from: name',
  originLine1: 'Ships from: street address',
  originCity: 'Ships from: city',
  originState: 'Ships from: state',
  originZip: 'Ships from: ZIP code',
};

/** Today's values: what the store states until an administrator saves others. */
export const DEFAULT_STORE_SETTINGS: StoreSettings = {
  phone: '1-800-555-0142',
  hours: 'Mon-Fri 9 - 4:30 EST',
  returnName: 'Ironyard Returns Dock 4',
  returnLine1: '3900 W Industrial Ave',
  returnLine2: '',
  returnCity: 'Wichita',
  returnState: 'KS',
  returnZip: '67209',
  originName: 'Ironyard Parts',
  originLine1: '3900 W Industrial Ave',
  originCity: 'Wichita',
  originState: 'KS',
  originZip: '67209',
};

const line = (v: unknown) => (typeof v === 'string' ? v : v === null || v === undefined ? '' : String(v)).trim().replace(/\s+/g, ' ');
const required = (label: string, max: number) => z.preprocess(line, z.string().min(1, `Enter the ${label}.`).max(max, `Use at most ${max} characters for the ${label}.`));
const optional = (label: string, max: number) => z.preprocess(line, z.string().max(max, `Use at most ${max} characters for the ${label}.`));
const state = (label: string) =>
  z.preprocess((v) => line(v).toUpperCase(), z.string().regex(/^[A-Z]{2}$/, `Enter the ${label} as its two-letter abbreviation, like KS.`));
const zip = (label: string) => z.preprocess(line, z.string().regex(/^\d{5}(-\d{4})?$/, `Enter the ${label} as 5 digits (or ZIP+4).`));

const StoreSettingsSchema = z.object({
  phone: z.preprocess(
    line,
    z
      .string()
      .min(1, 'Enter the phone number.')
      .max(30, 'Use at most 30 characters for the phone number.')
      .regex(/^\+?[\d\s().-]+$/, 'Use digits, spaces, brackets, dots and hyphens only, like 1-800-555-0142.')
      .refine((v) => (v.match(/\d/g) ?? []).length >= 7, 'Enter a phone number with at least 7 digits.'),
  ),
  hours: required('opening hours', 80),
  returnName: required('name on return parcels', 100),
  returnLine1: required('returns street address', 100),
  returnLine2: optional('second line of the returns address', 100),
  returnCity: required('returns city', 60),
  returnState: state('returns state'),
  returnZip: zip('returns ZIP code'),
  originName: required('name parcels ship from', 100),
  originLine1: required('street address parcels ship from', 100),
  originCity: required('city parcels ship from', 60),
  originState: state('state parcels ship from'),
  originZip: zip('ZIP code parcels ship from'),
});

export interface StoreSettingsFieldError {
  field: keyof StoreSettings;
  message: string;
}

/** Checks every field; answers the cleaned settings, or one error per refused field (in form order). */
export function parseStoreSettings(input: Partial<Record<keyof StoreSettings, unknown>>):
  | { ok: true; value: StoreSettings }
  | { ok: false; errors: StoreSettingsFieldError[] } {
  const parsed = StoreSettingsSchema.safeParse(input);
  if (parsed.success) return { ok: true, value: parsed.data };
  const seen = new Set<string>();
  const errors: StoreSettingsFieldError[] = [];
  for (const issue of parsed.error.issues) {
    const field = String(issue.path[0]) as keyof StoreSettings;
    if (seen.has(field)) continue;
    seen.add(field);
    errors.push({ field, message: issue.message });
  }
  errors.sort((a, b) => STORE_SETTING_FIELDS.indexOf(a.field) - STORE_SETTING_FIELDS.indexOf(b.field));
  return { ok: false, errors };
}

/** The returns address as printed on the return authorisation, one line each. */
export function returnAddressLines(s: StoreSettings): string[] {
  return [s.returnName, s.returnLine1, s.returnLine2, `${s.returnCity}, ${s.returnState} ${s.returnZip}`, 'United States'].filter(Boolean);
}

/** Where parcels ship from, as a carrier's scan names the place: "Wichita, KS". */
export const originPlace = (s: StoreSettings): string => `${s.originCity}, ${s.originState}`;
