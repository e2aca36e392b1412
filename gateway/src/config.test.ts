import { ConfigError } from '@tidings/service-kit/config';
import { describe, expect, it } from 'vitest';
import { loadConfig } from './config.js';

describe('config', () => {
  it('has working defaults', () => {
    const config = loadConfig({});
    expect(config).toMatchObject({
      port: 8080,
      host: '127.0.0.1',
      services: { auth: ['http://127.0.0.1:4001'], news: ['http://127.0.0.1:4002'], tracking: ['http://127.0.0.1:4003'] },
      remoteUrls: {},
      allowedOrigins: [],
    });
    expect(config.webRoot).toMatch(/\/$/);
  });

  it('parses REMOTE_URLS and ALLOWED_ORIGINS', () => {
    const config = loadConfig({
      REMOTE_URLS: '{"mf_feed":"https://cdn.example/mf-feed/mf-manifest.json"}',
      ALLOWED_ORIGINS: 'https://a.example, https://b.example/',
      NEWS_SERVICE_URL: 'http://news:4002/',
    });
    expect(config.remoteUrls).toEqual({ mf_feed: 'https://cdn.example/mf-feed/mf-manifest.json' });
    expect(config.allowedOrigins).toEqual(['https://a.example', 'https://b.example']);
    expect(config.services.news).toEqual(['http://news:4002']);
  });

  it('lists every bad variable at once', () => {
    let error: unknown;
    try {
      loadConfig({ PORT: 'eighty', REMOTE_URLS: '{"mf_fed":"x"}', ALLOWED_ORIGINS: 'not an origin', AUTH_SERVICE_URL: 'ftp://x' });
    } catch (caught) {
      error = caught;
    }
    expect(error).toBeInstanceOf(ConfigError);
    const problems = (error as ConfigError).problems.join('\n');
    for (const name of ['PORT', 'REMOTE_URLS', 'ALLOWED_ORIGINS', 'AUTH_SERVICE_URL']) expect(problems).toContain(name);
  });

  it('reads a service URL variable as a comma list of instances', () => {
    const config = loadConfig({ TRACKING_SERVICE_URL: 'http://tracking-1:4003/, http://tracking-2:4003', UPSTREAM_HEALTH_INTERVAL: '500ms' });
    expect(config.services.tracking).toEqual(['http://tracking-1:4003', 'http://tracking-2:4003']);
    expect(config.upstream.healthIntervalMs).toBe(500);
    expect(loadConfig({}).upstream.healthIntervalMs).toBe(1_000);
  });

  it.each([
    ['an instance that is no http URL', { NEWS_SERVICE_URL: 'http://news-1:4002,news-2:4002' }, /NEWS_SERVICE_URL.*news-2:4002/],
    ['an empty list', { NEWS_SERVICE_URL: ' , ' }, /NEWS_SERVICE_URL.*at least one/],
    ['an instance twice', { NEWS_SERVICE_URL: 'http://news:4002,http://news:4002/' }, /NEWS_SERVICE_URL.*twice/],
    ['a health interval out of bounds', { UPSTREAM_HEALTH_INTERVAL: '10ms' }, /UPSTREAM_HEALTH_INTERVAL/],
  ])('refuses %s', (_label, env, message) => {
    expect(() => loadConfig(env)).toThrow(message);
  });

  it('rejects REMOTE_URLS that is not JSON', () => {
    expect(() => loadConfig({ REMOTE_URLS: 'mf_feed=https://cdn' })).toThrow(/REMOTE_URLS/);
  });
});
