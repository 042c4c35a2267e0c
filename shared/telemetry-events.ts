/**
 * Clicks the store counts besides page views (spec 2 §1: "A click on the phone link is tracked as
 * an event"). The database's check constraint lists the same kinds (migration 0027).
 */
export const TELEMETRY_EVENT_KINDS = ['HELP_PHONE_CLICK'] as const;

export type TelemetryEventKind = (typeof TELEMETRY_EVENT_KINDS)[number];
