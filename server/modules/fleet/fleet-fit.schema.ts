import { builder } from '../../graphql/builder';
import type { FitKind, FitVerdict } from '../../../shared/fitment';

export const FitKindEnum = builder.enumType('FitKind', {
  description: 'FITS: the part fits the machine. FITS_IF: it fits on a condition the machine does not record (engine, attachment, serial number). DOES_NOT_FIT: it does not.',
  values: ['FITS', 'FITS_IF', 'DOES_NOT_FIT'] as const satisfies readonly FitKind[],
});

/** Whether a part fits a customer's machine, in three answers (shared/fitment.ts). */
export const FitMark = builder.objectRef<FitVerdict & { machine?: string }>('FitMark');
builder.objectType(FitMark, {
  description: 'Whether a part fits one of the customer\'s machines, and why not or on what condition.',
  fields: (t) => ({
    kind: t.field({ type: FitKindEnum, resolve: (v) => v.kind }),
    text: t.exposeString('text', {
      description: 'Empty for FITS; the condition for FITS_IF ("Fits with the JD 362 Gas engine — check yours"); the reason for DOES_NOT_FIT ("Needs serial 123000 or later").',
    }),
    machine: t.string({ description: "The machine model's name, e.g. John Deere 4020 (\"Fits your John Deere 4020\")", resolve: (v) => v.machine ?? '' }),
  }),
});

/** A product's fit answer with the machine it is about. */
export const FitAnswer = builder.objectRef<FitVerdict & { machine: string; machineModelId: number; garageId: number }>('FitAnswer');
builder.objectType(FitAnswer, {
  fields: (t) => ({
    kind: t.field({ type: FitKindEnum, resolve: (v) => v.kind }),
    text: t.exposeString('text'),
    machine: t.exposeString('machine', { description: "The machine model's name, e.g. John Deere 4020" }),
    machineModelId: t.exposeID('machineModelId'),
    garageId: t.exposeID('garageId'),
  }),
});
