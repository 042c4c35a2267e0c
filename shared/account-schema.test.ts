import { describe, expect, it } from 'vitest';
import { changePasswordSchema, feedbackNameSchema, formatPhone, nameSchema, phoneSchema } from './account-schema';

const messages = (r: { success: boolean; error?: { issues: Array<{ path: PropertyKey[]; message: string }> } }) =>
  r.success ? {} : Object.fromEntries(r.error!.issues.map((i) => [i.path.join('.'), i.message]));

describe('account rules shared by the forms and the server', () => {
  it('says "Required" for every empty required field', () => {
    expect(messages(nameSchema.safeParse({ firstName: ' ', lastName: '' }))).toEqual({ firstName: 'Required', lastName: 'Required' });
    expect(messages(phoneSchema.safeParse({ phoneNumber: '' }))).toEqual({ phoneNumber: 'Required' });
    expect(messages(feedbackNameSchema.safeParse({}))).toEqual({ feedbackName: 'Required' });
    expect(messages(changePasswordSchema.safeParse({ oldPassword: '', newPassword: '', confirmPassword: '' }))).toMatchObject({ oldPassword: 'Required', newPassword: 'Required' });
  });

  it('stores phone numbers in E.164 and shows them formatted', () => {
    expect(phoneSchema.parse({ phoneNumber: '512.555.0142' })).toEqual({ phoneNumber: '+15125550142' });
    expect(formatPhone('+15125550142')).toBe('(512) 555-0142');
    expect(formatPhone('+442079460958')).toBe('+44 20 7946 0958');
  });

  it('checks that the two new passwords match', () => {
    expect(messages(changePasswordSchema.safeParse({ oldPassword: 'a', newPassword: 'loader-bucket-77', confirmPassword: 'loader-bucket-78' }))).toEqual({
      confirmPassword: 'The passwords do not match.',
    });
  });

  it('refuses a new password that is the current one, beside the new-password field', () => {
    expect(messages(changePasswordSchema.safeParse({ oldPassword: 'loader-bucket-77', newPassword: 'loader-bucket-77', confirmPassword: 'loader-bucket-77' }))).toEqual({
      newPassword: 'Choose a new password that is different from your current one.',
    });
    // Both problems at once show both, each beside its field.
    expect(messages(changePasswordSchema.safeParse({ oldPassword: 'loader-bucket-77', newPassword: 'loader-bucket-77', confirmPassword: 'loader-bucket-78' }))).toEqual({
      newPassword: 'Choose a new password that is different from your current one.',
      confirmPassword: 'The passwords do not match.',
    });
    expect(changePasswordSchema.safeParse({ oldPassword: 'loader-bucket-77', newPassword: 'Loader-bucket-77', confirmPassword: 'Loader-bucket-77' }).success).toBe(true);
  });
});
