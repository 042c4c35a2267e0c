import type { Logger } from '../../lib/logger';
import type { Notifications } from '../../db/notify';
import type { StoreFacts } from '../../../shared/store-facts';
import {
  parseStoreSettings,
  STORE_SETTING_FIELDS,
  type StoreSettings,
  type StoreSettingsFieldError,
} from '../../../shared/store-settings';
import type { SettingsRepository } from './settings.repository';
import { startSettingsSync } from './settings-sync';

export type { StoreSettings, StoreSettingsFieldError } from '../../../shared/store-settings';

/** The settings as stored now, with when and by whom they were last saved (null: the defaults). */
export interface SettingsView {
  settings: StoreSettings;
  updatedAt: Date | null;
  updatedBy: number | null;
}

/** What a save answers: the settings now, the fields that changed (before and after), or the refused fields (nothing saved). */
export interface SettingsUpdate {
  view: SettingsView;
  fieldErrors: StoreSettingsFieldError[];
  before: Partial<StoreSettings>;
  after: Partial<StoreSettings>;
}

/** How long a process trusts its copy before reading the row again (another process may have saved). */
const CACHE_MS = 5_000;

/**
 * The store's settings (phone, hours, returns address, carrier origin) that /admin/settings edits:
 * one row read through a short cache, dropped at once on a save here and, on PostgreSQL, on a save
 * in any other server process (LISTEN/NOTIFY). Without a saved row the configured defaults apply.
 */
export function createSettingsService({
  repo,
  defaults,
  baseFacts,
  log,
  now = () => new Date(),
}: {
  repo: SettingsRepository;
  defaults: StoreSettings;
  /** The facts not edited here (name, e-mail, return window…), from the configuration. */
  baseFacts: StoreFacts;
  log: Logger;
  now?: () => Date;
}) {
  let cached: { at: number; view: SettingsView } | null = null;
  // The last settings read, kept past the cache's expiry for peek().
  let lastKnown: SettingsView | null = null;
  let loading: Promise<SettingsView> | null = null;
  // Bumped on every change heard of: a read started before it never fills the cache.
  let generation = 0;
  const invalidate = () => {
    generation += 1;
    cached = null;
    loading = null;
  };
  let sync: Awaited<ReturnType<typeof startSettingsSync>> | null = null;

  function viewOf(row: Awaited<ReturnType<SettingsRepository['read']>>): SettingsView {
    if (!row) return { settings: defaults, updatedAt: null, updatedBy: null };
    const settings = { ...defaults };
    for (const f of STORE_SETTING_FIELDS) if (typeof row.settings[f] === 'string') settings[f] = row.settings[f];
    return { settings, updatedAt: row.updatedAt, updatedBy: row.updatedBy };
  }

  async function view(): Promise<SettingsView> {
    if (cached && now().getTime() - cached.at < CACHE_MS) return cached.view;
    if (loading) return loading;
    const gen = generation;
    const read = repo.read().then((row) => {
      const v = viewOf(row);
      if (gen === generation) {
        cached = { at: now().getTime(), view: v };
        lastKnown = v;
      }
      return v;
    });
    loading = read;
    void read.finally(() => {
      if (loading === read) loading = null;
    }).catch(() => undefined);
    return read;
  }

  const current = async (): Promise<StoreSettings> => (await view()).settings;

  return {
    /** The settings with when they were last saved and by whom. */
    view,
    /** The settings now (cached for a few seconds). */
    current,
    /**
     * The settings as last read, without waiting (the defaults before the first read); a stale copy
     * is read again in the background. For code inside a transaction, where a read beside it would
     * wait for the transaction on the embedded database.
     */
    peek(): StoreSettings {
      if (!cached || now().getTime() - cached.at >= CACHE_MS) view().catch((err: unknown) => log.warn({ err }, 'could not read the store settings'));
      return (cached?.view ?? lastKnown)?.settings ?? defaults;
    },
    /** The store's facts with the phone and hours as set here: what pages, help pages and mails state. */
    async facts(): Promise<StoreFacts> {
      const s = await current();
      return { ...baseFacts, phone: s.phone, hours: s.hours };
    },

    /** Saves the settings when every field passes (shared/store-settings.ts); else names the refused fields and changes nothing. */
    async update(actorId: number, input: Partial<Record<keyof StoreSettings, unknown>>): Promise<SettingsUpdate> {
      invalidate();
      const before = await view();
      const parsed = parseStoreSettings(input);
      if (!parsed.ok) return { view: before, fieldErrors: parsed.errors, before: {}, after: {} };
      const changedBefore: Partial<StoreSettings> = {};
      const changedAfter: Partial<StoreSettings> = {};
      for (const f of STORE_SETTING_FIELDS) {
        if (before.settings[f] !== parsed.value[f]) {
          changedBefore[f] = before.settings[f];
          changedAfter[f] = parsed.value[f];
        }
      }
      if (Object.keys(changedAfter).length === 0) return { view: before, fieldErrors: [], before: {}, after: {} };
      await repo.write({ ...parsed.value }, actorId, now());
      invalidate();
      await sync?.publish().catch((err: unknown) => log.warn({ err }, 'could not tell the other servers of changed store settings'));
      return { view: await view(), fieldErrors: [], before: changedBefore, after: changedAfter };
    },

    /** Follows saves made by the other server processes (PostgreSQL). */
    async listen(notifications: Notifications): Promise<void> {
      sync = await startSettingsSync(notifications, invalidate);
    },
  };
}

export type SettingsService = ReturnType<typeof createSettingsService>;
