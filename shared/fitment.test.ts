import { describe, expect, it } from 'vitest';
import { compareSerial, fitHeadline, fitVerdict, mayFit, type FitmentNarrowing, type MachineFacts } from './fitment';

const open: FitmentNarrowing = { serialFrom: null, serialTo: null, engine: null, attachment: null };
const jd4020: MachineFacts = { modelName: 'John Deere 4020', serialNumber: '', engineName: null, attachmentName: null };

describe('fitVerdict', () => {
  it('fits when the fitment has no narrowing', () => {
    expect(fitVerdict(open, jd4020)).toEqual({ kind: 'FITS', text: '' });
  });

  it('says the part is not listed for a model without a fitment row', () => {
    expect(fitVerdict(null, jd4020)).toEqual({ kind: 'DOES_NOT_FIT', text: 'Not listed for the John Deere 4020' });
  });

  it('gives a condition, never a plain yes, when the machine does not record its engine', () => {
    const v = fitVerdict({ ...open, engine: 'JD 362 Gas' }, jd4020);
    expect(v).toEqual({ kind: 'FITS_IF', text: 'Fits with the JD 362 Gas engine — check yours' });
    expect(mayFit(v)).toBe(true);
  });

  it('fits with the right engine and says why with another', () => {
    expect(fitVerdict({ ...open, engine: 'JD 362 Gas' }, { ...jd4020, engineName: 'jd 362 gas' }).kind).toBe('FITS');
    expect(fitVerdict({ ...open, engine: 'JD 362 Gas' }, { ...jd4020, engineName: 'JD 404 Diesel' })).toEqual({ kind: 'DOES_NOT_FIT', text: 'For the JD 362 Gas engine' });
  });

  it('honours serial ranges: outside is a no with the reason, unknown is a condition', () => {
    const from = { ...open, serialFrom: '123000' };
    expect(fitVerdict(from, { ...jd4020, serialNumber: '122999' })).toEqual({ kind: 'DOES_NOT_FIT', text: 'Needs serial 123000 or later' });
    expect(fitVerdict(from, { ...jd4020, serialNumber: 'T0123000' }).kind).toBe('FITS');
    expect(fitVerdict({ ...open, serialTo: '200000' }, { ...jd4020, serialNumber: '200001' }).text).toBe('Needs serial 200000 or earlier');
    expect(fitVerdict({ ...open, serialFrom: '100001', serialTo: '150000' }, jd4020)).toEqual({ kind: 'FITS_IF', text: 'Fits with serial 100001 to 150000 — check yours' });
  });

  it('honours attachments', () => {
    const deck = { ...open, attachment: '48" deck' };
    expect(fitVerdict(deck, { ...jd4020, attachmentName: '42" deck' })).toEqual({ kind: 'DOES_NOT_FIT', text: 'For the 48" deck' });
    expect(fitVerdict(deck, { ...jd4020, attachmentName: '48" deck' }).kind).toBe('FITS');
    expect(fitVerdict({ ...deck, engine: 'JD 362 Gas' }, jd4020).text).toBe('Fits with the JD 362 Gas engine and the 48" deck — check yours');
  });

  it('words the headline for each answer', () => {
    expect(fitHeadline({ kind: 'FITS', text: '' }, 'John Deere 4020')).toBe('Fits your John Deere 4020');
    expect(fitHeadline({ kind: 'DOES_NOT_FIT', text: 'x' }, 'John Deere 4020')).toBe('Does not fit your John Deere 4020');
  });
});

describe('compareSerial', () => {
  it('compares by the trailing digits', () => {
    expect(compareSerial('1LV1025RCJJ112345', '112000')).toBeGreaterThan(0);
    expect(compareSerial('99', '100')).toBeLessThan(0);
  });
});
