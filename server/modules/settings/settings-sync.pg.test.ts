import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { createTestApp, type TestApp } from '../../../tests/setup/test-app';
import { startNotifications, type Notifications } from '../../db/notify';
import { createLogger } from '../../lib/logger';
import { DEFAULT_STORE_SETTINGS } from '../../../shared/store-settings';
import { createSettingsRepository } from './settings.repository';
import { createSettingsService, type SettingsService } from './settings.service';

// Two server processes on one PostgreSQL database: a settings save in one reaches the other at once,
// well inside the other's 5-second cache.
let t: TestApp;
let other: SettingsService;
const notes: Notifications[] = [];

beforeAll(async () => {
  t = await createTestApp();
  const log = createLogger('silent');
  other = createSettingsService({
    repo: createSettingsRepository(t.database.db),
    defaults: DEFAULT_STORE_SETTINGS,
    baseFacts: await t.services.settings.facts(),
    log,
  });
  for (const service of [t.services.settings, other]) {
    const n = await startNotifications(t.database.pool!, log, { retryMs: 300 });
    notes.push(n);
    await service.listen(n);
  }
});
afterAll(async () => {
  for (const n of notes) await n.close();
  await t.close();
});

describe('store settings across processes (LISTEN/NOTIFY)', () => {
  it('shows a save made in one process in the other within a second, though the other had them cached', async () => {
    expect((await other.facts()).phone).toBe(DEFAULT_STORE_SETTINGS.phone);
    const saved = await t.services.settings.update(1, { ...DEFAULT_STORE_SETTINGS, phone: '1-800-555-0166', originCity: 'Omaha', originState: 'NE', originZip: '68102' });
    expect(saved.fieldErrors).toEqual([]);
    const started = Date.now();
    while ((await other.facts()).phone !== '1-800-555-0166' && Date.now() - started < 1000) await new Promise((r) => setTimeout(r, 20));
    expect(await other.current()).toMatchObject({ phone: '1-800-555-0166', originCity: 'Omaha', originState: 'NE' });
  });
});
