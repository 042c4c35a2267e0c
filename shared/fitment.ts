/**
 * Whether a part fits a customer's machine, in three answers: it fits; it fits on a condition the
 * machine does not record (its engine, attachment or serial number is not known), so the customer
 * must check; it does not fit, with the reason. The server decides with this rule (the product
 * page's check, search's fit marks and its "Only parts that fit") and the pages word it with it.
 */

/** A part's fitment to one machine model, narrowed where the data says so. */
export interface FitmentNarrowing {
  serialFrom: string | null;
  serialTo: string | null;
  engine: string | null;
  attachment: string | null;
}

/** What a customer's machine records: its model's name, serial number, engine and attachment (empty or null when not known). */
export interface MachineFacts {
  modelName: string;
  serialNumber: string;
  engineName: string | null;
  attachmentName: string | null;
}

export type FitKind = 'FITS' | 'FITS_IF' | 'DOES_NOT_FIT';

/**
 * The answer. `text` is what a customer reads after the machine's name: nothing for FITS, the
 * condition for FITS_IF ("Fits with the JD 362 Gas engine — check yours"), the reason for
 * DOES_NOT_FIT ("Needs serial 123000 or later").
 */
export interface FitVerdict {
  kind: FitKind;
  text: string;
}

/** Serial numbers compare by their last run of digits when both have one ("1LV1025RCJJ112345" vs "112000"). */
export function compareSerial(a: string, b: string): number {
  const da = /(\d+)\D*$/.exec(a)?.[1];
  const db = /(\d+)\D*$/.exec(b)?.[1];
  if (da && db) return Number(da) - Number(db);
  return a.localeCompare(b);
}

function serialRange(from: string | null, to: string | null): string {
  if (from && to) return `serial ${from} to ${to}`;
  return from ? `serial ${from} or later` : `serial ${to} or earlier`;
}

const sameName = (a: string, b: string) => a.trim().toLowerCase() === b.trim().toLowerCase();

/**
 * The answer for one machine, from the part's fitment row for the machine's model (null when the
 * part is not listed for the model). What the machine records must match each narrowing; what it
 * does not record becomes a condition, never a plain yes.
 */
export function fitVerdict(row: FitmentNarrowing | null | undefined, machine: MachineFacts): FitVerdict {
  if (!row) return { kind: 'DOES_NOT_FIT', text: `Not listed for the ${machine.modelName}` };
  const conditions: string[] = [];
  const serial = machine.serialNumber.trim();
  if (row.serialFrom || row.serialTo) {
    if (!serial) conditions.push(serialRange(row.serialFrom, row.serialTo));
    else if ((row.serialFrom && compareSerial(serial, row.serialFrom) < 0) || (row.serialTo && compareSerial(serial, row.serialTo) > 0)) {
      return { kind: 'DOES_NOT_FIT', text: `Needs ${serialRange(row.serialFrom, row.serialTo)}` };
    }
  }
  if (row.engine) {
    if (!machine.engineName) conditions.push(`the ${row.engine} engine`);
    else if (!sameName(row.engine, machine.engineName)) return { kind: 'DOES_NOT_FIT', text: `For the ${row.engine} engine` };
  }
  if (row.attachment) {
    if (!machine.attachmentName) conditions.push(`the ${row.attachment}`);
    else if (!sameName(row.attachment, machine.attachmentName)) return { kind: 'DOES_NOT_FIT', text: `For the ${row.attachment}` };
  }
  if (conditions.length === 0) return { kind: 'FITS', text: '' };
  return { kind: 'FITS_IF', text: `Fits with ${joinAnd(conditions)} — check yours` };
}

function joinAnd(list: string[]): string {
  return list.length <= 1 ? (list[0] ?? '') : `${list.slice(0, -1).join(', ')} and ${list[list.length - 1]}`;
}

/** Whether a part may fit (fits, or fits on a condition): what search ranks first and "Only parts that fit" keeps. */
export const mayFit = (v: FitVerdict): boolean => v.kind !== 'DOES_NOT_FIT';

/** The headline a page shows for an answer about the named machine. */
export function fitHeadline(v: FitVerdict, machine: string): string {
  if (v.kind === 'FITS') return `Fits your ${machine}`;
  if (v.kind === 'FITS_IF') return v.text;
  return `Does not fit your ${machine}`;
}
