import { describe, expect, it } from 'vitest';
import { EnvError, parseEnv } from './env.ts';

describe('parseEnv', () => {
  it('gives the documented defaults', () => {
    const env = parseEnv({});
    // Unset: decided at start from the database (startup.ts shouldSeedDemoContent).
    expect(env.SEED_DEMO_CONTENT).toBeUndefined();
    expect(env).toMatchObject({
      PORT: 3000,
      HOST: '0.0.0.0',
      DATABASE_URL: 'data/sampada.sqlite',
      UPLOAD_DIR: 'data/uploads',
      RATE_LIMIT_WRITE_MAX: 5,
      TRUST_PROXY: { kind: 'none' },
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

  it('refuses a DATABASE_URL with a scheme it does not know, and system folders', () => {
    for (const url of [
      'postgress://u@h/db',
      'Postgres://u@h/db',
      'mysql://u@h/db',
      '/proc/x.sqlite',
      '/dev/null',
    ]) {
      expect(() => parseEnv({ DATABASE_URL: url }), url).toThrow(/DATABASE_URL/);
    }
    for (const url of [
      'postgres://u@h/db',
      'postgresql://u@h/db',
      'data/site.sqlite',
      ':memory:',
      'C:\\data\\site.db',
    ]) {
      expect(parseEnv({ DATABASE_URL: url }).DATABASE_URL).toBe(url);
    }
    expect(() => parseEnv({ UPLOAD_DIR: '/proc/uploads' })).toThrow(/UPLOAD_DIR/);
  });

  it('takes the test password hash cost only with NODE_ENV=test; production refuses to start with it', () => {
    expect(parseEnv({}).PASSWORD_HASH_COST).toBe('production');
    expect(parseEnv({ NODE_ENV: 'test', PASSWORD_HASH_COST: 'test' }).PASSWORD_HASH_COST).toBe('test');
    // NODE_ENV unset is production.
    for (const nodeEnv of ['production', 'development', undefined]) {
      expect(() => parseEnv({ NODE_ENV: nodeEnv, PASSWORD_HASH_COST: 'test' }), String(nodeEnv)).toThrow(
        /PASSWORD_HASH_COST: test is for test runs only/,
      );
    }
    expect(() => parseEnv({ PASSWORD_HASH_COST: 'cheap' })).toThrow(/PASSWORD_HASH_COST/);
  });
});
