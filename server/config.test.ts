import { describe, expect, it } from 'vitest';
import { ConfigError, loadConfig, warnAboutDefaults } from './config';

describe('config', () => {
  it('has working defaults', () => {
    const c = loadConfig({});
    expect(c.PORT).toBe(3000);
    expect(c.DEMO_DATA).toBe(true);
    expect(c.DATABASE_URL).toBeUndefined();
  });
  it('stops with a one-line message naming a bad setting', () => {
    expect(() => loadConfig({ PORT: 'eighty' })).toThrow(ConfigError);
    expect(() => loadConfig({ PORT: 'eighty' })).toThrow(/^Invalid setting PORT: /);
    expect(() => loadConfig({ DATABASE_URL: 'mysql://x' })).toThrow(/Invalid setting DATABASE_URL/);
    expect(() => loadConfig({ DEMO_DATA: 'maybe' })).toThrow(/Invalid setting DEMO_DATA/);
  });
  it('reads DEMO_DATA=false', () => {
    expect(loadConfig({ DEMO_DATA: 'false' }).DEMO_DATA).toBe(false);
  });
  it('reads CORS_ORIGINS as a list of origins and refuses anything else', () => {
    expect(loadConfig({}).CORS_ORIGINS).toEqual([]);
    expect(loadConfig({ CORS_ORIGINS: 'https://fleet.example.com, http://localhost:5173/' }).CORS_ORIGINS).toEqual([
      'https://fleet.example.com',
      'http://localhost:5173',
    ]);
    expect(() => loadConfig({ CORS_ORIGINS: 'https://fleet.example.com/app' })).toThrow(/Invalid setting CORS_ORIGINS/);
    expect(() => loadConfig({ CORS_ORIGINS: '*' })).toThrow(/Invalid setting CORS_ORIGINS/);
  });
  it('defaults PUBLIC_URL to localhost on the port the store listens on', () => {
    expect(loadConfig({}).PUBLIC_URL).toBe('http://localhost:3000');
    expect(loadConfig({ PORT: '8080' }).PUBLIC_URL).toBe('http://localhost:8080');
    expect(loadConfig({ PORT: '8080', PUBLIC_URL: 'https://parts.example.com' }).PUBLIC_URL).toBe('https://parts.example.com');
    expect(() => loadConfig({ PUBLIC_URL: 'parts.example.com' })).toThrow(/Invalid setting PUBLIC_URL/);
  });
  it('warns once at start in production when PUBLIC_URL is unset, and only then', () => {
    const lines: string[] = [];
    const log = { warn: (m: string) => void lines.push(m) };
    warnAboutDefaults(loadConfig({ NODE_ENV: 'production', PORT: '8080' }), log);
    expect(lines).toEqual(["PUBLIC_URL is not set: links in e-mails and pages say http://localhost:8080. Set it to the store's public address (https://…)."]);
    warnAboutDefaults(loadConfig({ NODE_ENV: 'production', PUBLIC_URL: 'https://parts.example.com' }), log);
    warnAboutDefaults(loadConfig({ PORT: '8080' }), log);
    expect(lines).toHaveLength(1);
  });
});
