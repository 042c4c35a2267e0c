import { z } from 'zod';
import { DomainError, withReason } from '../../../shared/errors';
import { machineHoursProblem, machineYearProblem } from '../../../shared/fleet-machine-fields';
import type { GarageItemInput, RigListingInput } from '~/gql/graphql';
import type { RigStatus } from './api/fleet-garage';

const text = z.string().default('');
// Empty is "not given"; anything else must be a whole number.
const wholeOrNull = z
  .string()
  .default('')
  .transform((s) => s.trim())
  .refine((s) => s === '' || /^-?\d+$/.test(s))
  .transform((s) => (s === '' ? null : Number(s)));

const STATUSES = ['IN_SERVICE', 'NEEDS_REPAIR', 'DECOMMISSIONED'] as const satisfies readonly RigStatus[];

/** The machine form's fields as posted (strings); the fleet service checks the rest (a year in the future, lengths). */
export const machineFieldsSchema = z.object({
  name: text,
  year: wholeOrNull,
  hours: wholeOrNull,
  serialNumber: text,
  stockNumber: text,
  machineStatus: z.enum(STATUSES).default('IN_SERVICE'),
  // Spec 2 §5: no engine or attachment is sent as empty.
  engine: text,
  attachment: text,
  notes: text,
});

/** The sale listing form's fields as posted: a price above 0 ("18,500" and "$18,500" read as 18500). */
export const listingFieldsSchema = z.object({
  price: z
    .string()
    .default('')
    .transform((s) => Number(s.replace(/[$,\s]/g, '')))
    .refine((n) => Number.isFinite(n) && n > 0),
  contactName: text,
  contactPhone: text,
  contactEmail: text,
  location: text,
  description: text,
});

function fieldsOf(form: FormData): Record<string, string> {
  const out: Record<string, string> = {};
  for (const [k, v] of form) if (typeof v === 'string') out[k] = v;
  return out;
}

/** The machine's fields from a posted form, or the refusal the form shows (`base` is the form's spec text). */
export function parseMachineFields(form: FormData, base: string): GarageItemInput {
  const r = machineFieldsSchema.safeParse(fieldsOf(form));
  if (!r.success) throw new DomainError('VALIDATION', withReason(base, 'Year and hours must be whole numbers.'));
  // Checked here as well as by the fleet service: a number past the API's 32-bit range never reaches it.
  const { hours, year } = r.data;
  const problem = (hours !== null ? machineHoursProblem(hours) : null) ?? (year !== null ? machineYearProblem(year, new Date()) : null);
  if (problem) throw new DomainError('VALIDATION', withReason(base, problem));
  return r.data;
}

/** The listing's fields from a posted form, or the refusal the form shows. */
export function parseListingFields(form: FormData, base: string): Required<{ [K in keyof RigListingInput]: NonNullable<RigListingInput[K]> }> {
  const r = listingFieldsSchema.safeParse(fieldsOf(form));
  if (!r.success) throw new DomainError('VALIDATION', withReason(base, 'Enter a price above 0.'));
  return r.data;
}
