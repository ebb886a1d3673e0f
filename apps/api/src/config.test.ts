import { describe, expect, it } from 'vitest';
import { ConfigError, loadConfig } from './config';

describe('configuration', () => {
  it('starts with defaults when nothing is set', () => {
    const config = loadConfig({});
    expect(config).toMatchObject({
      PORT: 3000,
      SEED_DEMO_DATA: true,
      publicUrl: 'http://localhost:3000',
    });
    expect(config.DATABASE_URL).toBeUndefined();
    expect(config.uploadsDir).toMatch(/data\/uploads$/);
  });

  it('names every wrong variable and why', () => {
    const attempt = () =>
      loadConfig({
        PORT: 'eighty',
        DATABASE_URL: 'mysql://x',
        SEED_DEMO_DATA: 'maybe',
        JWT_SECRET: 'short',
      });
    expect(attempt).toThrow(ConfigError);
    expect(attempt).toThrow(
      /PORT: .*\n.*DATABASE_URL: must start with.*\n.*JWT_SECRET: must be at least 32 characters\n.*SEED_DEMO_DATA: must be true or false/s,
    );
  });

  it('needs credentials with an S3 bucket', () => {
    expect(() => loadConfig({ S3_BUCKET: 'media' })).toThrow(/S3_BUCKET: needs S3_ACCESS_KEY_ID/);
  });

  it('refuses a metrics token too short to guard /metrics', () => {
    expect(() => loadConfig({ METRICS_TOKEN: 'short' })).toThrow(
      /METRICS_TOKEN: must be at least 16 characters/,
    );
    expect(loadConfig({ METRICS_TOKEN: 'a-scrape-token-of-20' }).METRICS_TOKEN).toBe(
      'a-scrape-token-of-20',
    );
  });

  it('treats an empty variable as unset', () => {
    expect(loadConfig({ DATABASE_URL: '', PORT: '' }).PORT).toBe(3000);
  });
});
