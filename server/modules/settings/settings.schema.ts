import { builder } from '../../graphql/builder';
import { AdminMutations, AdminQueries } from '../../graphql/admin-group';
import { requireStaff } from '../auth/auth-permissions';
import { STORE_SETTING_FIELDS, type StoreSettings } from '../../../shared/store-settings';
import type { SettingsUpdate, SettingsView, StoreSettingsFieldError } from './settings.service';

// The store's settings (issue 22): `v1 { admin { storeSettings } }` and
// `mutation { v1 { admin { settings { update } } } }`. Administrators only ('settings'); every save is audited.

const StoreSettingsType = builder.objectRef<SettingsView>('StoreSettings');
builder.objectType(StoreSettingsType, {
  description: 'The phone, hours, returns address and carrier origin the store states everywhere.',
  fields: (t) => ({
    ...Object.fromEntries(STORE_SETTING_FIELDS.map((f) => [f, t.string({ resolve: (v) => v.settings[f] })])),
    updatedOnUtc: t.field({ type: 'DateTime', nullable: true, description: 'Null while the configured defaults apply.', resolve: (v) => v.updatedAt }),
    updatedBy: t.string({
      nullable: true,
      description: 'Who saved them last (name and e-mail).',
      resolve: async (v, _a, ctx) => {
        if (v.updatedBy === null) return null;
        const who = await ctx.services.auth.contactOf(v.updatedBy);
        return who ? `${who.name || who.email} <${who.email}>` : null;
      },
    }),
  }),
});

const SettingsFieldError = builder.objectRef<StoreSettingsFieldError>('StoreSettingsFieldError');
builder.objectType(SettingsFieldError, {
  fields: (t) => ({
    field: t.string({ description: 'The input field’s name, e.g. "phone".', resolve: (e) => e.field }),
    message: t.exposeString('message'),
  }),
});

const SettingsUpdateResult = builder.objectRef<SettingsUpdate>('StoreSettingsUpdateResult');
builder.objectType(SettingsUpdateResult, {
  description: 'The settings after the save, and the fields refused (then nothing was saved).',
  fields: (t) => ({
    settings: t.field({ type: StoreSettingsType, resolve: (r) => r.view }),
    fieldErrors: t.field({ type: [SettingsFieldError], resolve: (r) => r.fieldErrors }),
    changedFields: t.stringList({ description: 'The fields this save changed.', resolve: (r) => Object.keys(r.after) }),
  }),
});

const StoreSettingsInput = builder.inputType('StoreSettingsInput', {
  fields: (t) => ({
    phone: t.string({ required: true }),
    hours: t.string({ required: true }),
    returnName: t.string({ required: true }),
    returnLine1: t.string({ required: true }),
    returnLine2: t.string({ required: false }),
    returnCity: t.string({ required: true }),
    returnState: t.string({ required: true, description: 'Two-letter abbreviation, e.g. KS.' }),
    returnZip: t.string({ required: true }),
    originName: t.string({ required: true }),
    originLine1: t.string({ required: true }),
    originCity: t.string({ required: true }),
    originState: t.string({ required: true }),
    originZip: t.string({ required: true }),
  }),
});

builder.objectFields(AdminQueries, (t) => ({
  storeSettings: t.field({
    type: StoreSettingsType,
    description: 'The store’s phone, hours, returns address and carrier origin (administrators only).',
    resolve: (_r, _a, ctx) => {
      requireStaff(ctx, 'settings');
      return ctx.services.settings.view();
    },
  }),
}));

const SettingsAdminMutations = builder.objectRef<Record<string, never>>('SettingsAdminMutations');
builder.objectType(SettingsAdminMutations, {
  description: 'The store’s settings (administrators only; every save is audited with the fields before and after).',
  fields: (t) => ({
    update: t.field({
      type: SettingsUpdateResult,
      description: 'Saves every setting at once; a refused field is named in fieldErrors and nothing is saved. Pages, help pages, mails and labels follow within seconds.',
      args: { input: t.arg({ type: StoreSettingsInput, required: true }) },
      resolve: async (_r, args, ctx) => {
        const staff = requireStaff(ctx, 'settings');
        const result = await ctx.services.settings.update(staff.customerId, args.input as Partial<Record<keyof StoreSettings, unknown>>);
        if (result.fieldErrors.length === 0 && Object.keys(result.after).length > 0) {
          await ctx.services.auth.recordStaffAction({
            actorId: staff.customerId,
            action: 'settings.updated',
            record: { type: 'settings', id: 'store' },
            before: result.before,
            after: result.after,
            detail: { fields: Object.keys(result.after) },
            ip: ctx.ip,
          });
        }
        return result;
      },
    }),
  }),
});
builder.objectField(AdminMutations, 'settings', (t) => t.field({ type: SettingsAdminMutations, resolve: () => ({}) }));
