import { describe, expect, it } from 'vitest';
import { EnvError, parseEnv } from './env.ts';

describe('parseEnv', () => {
  it('gives the documented defaults', () => {
    const env = parseEnv({});
    expect(env).toMatchObject({
      PORT: 3000,
      HOST: '0.0.0.0',
      DATABASE_URL: 'data/sampada.sqlite',
      UPLOAD_DIR: 'data/uploads',
      SEED_DEMO_CONTENT: true,
      RATE_LIMIT_WRITE_MAX: 5,
      TRUST_PROXY: false,
    });
  });

  it('stops with a message naming each bad variable', () => {
    expect(() => parseEnv({ PORT: 'abc', PUBLIC_URL: 'not a url', RATE_LIMIT_WRITE_MAX: '0' })).toThrow(
      EnvError,
    );
    try {
      parseEnv({ PORT: 'abc', PUBLIC_URL: 'not a url', RATE_LIMIT_WRITE_MAX: '0' });
    } catch (error) {
      const message = (error as Error).message;
      expect(message).toContain('PORT');
      expect(message).toContain('PUBLIC_URL');
      expect(message).toContain('RATE_LIMIT_WRITE_MAX');
    }
  });

  it('reads booleans only from true/false', () => {
    expect(parseEnv({ SEED_DEMO_CONTENT: 'false' }).SEED_DEMO_CONTENT).toBe(false);
    expect(() => parseEnv({ SEED_DEMO_CONTENT: 'yes' })).toThrow(/SEED_DEMO_CONTENT/);
  });
});
