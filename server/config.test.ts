import { describe, expect, it } from 'vitest';
import { ConfigError, loadConfig } from './config';

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
});
