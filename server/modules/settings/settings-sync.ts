import type { Notifications } from '../../db/notify';

export const SETTINGS_CHANNEL = 'ironyard_settings_changes';

/**
 * Tells the other server processes (PostgreSQL) that the store's settings changed, and hears
 * theirs: each drops its cached copy at once, or after the listening connection came back.
 */
export async function startSettingsSync(notifications: Notifications, onChange: () => void) {
  const unsubscribe = await notifications.subscribe(SETTINGS_CHANNEL, { message: onChange, resync: onChange });
  return {
    publish: () => notifications.publish(SETTINGS_CHANNEL, 'changed'),
    close: unsubscribe,
  };
}
