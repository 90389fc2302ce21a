import path from 'node:path';
import { describe, expect, test } from 'vitest';
import { ConfigError, DEFAULT_HOST, DEFAULT_PORT, DEFAULT_RATE_LIMIT_PER_MINUTE, DEFAULT_RECORD_TTL_SECONDS, httpUrl, loadConfig } from './config.ts';

/** What the payment variables give when unset. */
const PAYMENT_DEFAULTS = {
  databaseUrl: undefined,
  dataDir: path.resolve('data'),
  recordTtlSeconds: DEFAULT_RECORD_TTL_SECONDS,
  rateLimitPerMinute: DEFAULT_RATE_LIMIT_PER_MINUTE,
  priceCents: undefined,
  stripe: undefined,
};

const STRIPE_ENV = {
  PAYMENT_MODE: 'stripe',
  STRIPE_SECRET_KEY: 'sk_test_51Abc',
  STRIPE_WEBHOOK_SECRET: 'whsec_test123',
  PRICE_CENTS: '490',
};

function configError(env: Record<string, string>): string {
  try {
    loadConfig(env);
  } catch (error) {
    if (error instanceof ConfigError) return error.message;
    throw error;
  }
  throw new Error('loadConfig accepted a bad environment');
}

test('an empty environment gives 127.0.0.1:3000, its public address and the free mode', () => {
  expect(loadConfig({})).toEqual({
    port: DEFAULT_PORT,
    host: DEFAULT_HOST,
    publicUrl: 'http://127.0.0.1:3000',
    paymentMode: 'off',
    ...PAYMENT_DEFAULTS,
  });
  expect(DEFAULT_RECORD_TTL_SECONDS).toBe(3600);
});

test('PORT, HOST, PUBLIC_URL and PAYMENT_MODE override the defaults', () => {
  expect(
    loadConfig({ PORT: '8080', HOST: '0.0.0.0', PUBLIC_URL: 'https://procuration.example.fr/', PAYMENT_MODE: 'off' }),
  ).toEqual({ port: 8080, host: '0.0.0.0', publicUrl: 'https://procuration.example.fr', paymentMode: 'off', ...PAYMENT_DEFAULTS });
});

test('the default public address follows HOST and PORT', () => {
  expect(loadConfig({ PORT: '4000', HOST: 'localhost' }).publicUrl).toBe('http://localhost:4000');
  expect(loadConfig({ HOST: '::1' }).publicUrl).toBe('http://[::1]:3000');
});

test('an empty variable counts as unset', () => {
  expect(loadConfig({ PORT: '', HOST: '', PUBLIC_URL: '', PAYMENT_MODE: '' })).toEqual(loadConfig({}));
});

test('variables the server does not read are ignored', () => {
  expect(loadConfig({ PATH: '/usr/bin', NODE_ENV: 'production' })).toEqual(loadConfig({}));
});

test('the port bounds 1 and 65535 are accepted', () => {
  expect(loadConfig({ PORT: '1' }).port).toBe(1);
  expect(loadConfig({ PORT: '65535' }).port).toBe(65_535);
});

describe('a bad value stops the start with a message naming its variable', () => {
  test.each(['abc', '70000', '0', '-1', '3000.5', '3e3', ' 3000', '0x10', '65536'])('PORT=%j', (value) => {
    const message = configError({ PORT: value });
    expect(message).toContain('PORT');
    expect(message).toContain(`« ${value} »`);
  });

  test.each(['bad host', 'http://127.0.0.1', '[::1]', '-leading.example', 'a'.repeat(64), '127.0.0.1:3000'])('HOST=%j', (value) => {
    expect(configError({ HOST: value })).toContain('HOST');
  });

  test.each(['not a url', 'ftp://example.fr', 'https://example.fr/procuration', 'https://example.fr/?a=1', 'https://user:pw@example.fr', 'https://example.fr#x', 'https://example.fr?'])(
    'PUBLIC_URL=%j',
    (value) => {
      expect(configError({ PUBLIC_URL: value })).toContain('PUBLIC_URL');
    },
  );

  test.each(['OFF', 'on', 'Stripe', 'paid'])('PAYMENT_MODE=%j', (value) => {
    const message = configError({ PAYMENT_MODE: value });
    expect(message).toContain('PAYMENT_MODE');
    expect(message).toContain('off, simulated, stripe');
  });

  test.each(['0', '49', '1.5', '4,90', 'abc', '-100', '100000000'])('PRICE_CENTS=%j', (value) => {
    expect(configError({ ...STRIPE_ENV, PRICE_CENTS: value })).toMatch(/^- PRICE_CENTS .*«/m);
  });

  test.each(['0', '59', '3600s', 'une heure', '604801'])('RECORD_TTL_SECONDS=%j', (value) => {
    expect(configError({ RECORD_TTL_SECONDS: value })).toMatch(/^- RECORD_TTL_SECONDS /m);
  });

  test.each(['0', '29', 'illimité', '1e9', '2000000'])('RATE_LIMIT_PER_MINUTE=%j (never below the 30 records DESIGN.md §8 promises)', (value) => {
    expect(configError({ RATE_LIMIT_PER_MINUTE: value })).toMatch(/^- RATE_LIMIT_PER_MINUTE /m);
  });

  test('RATE_LIMIT_PER_MINUTE raises the per-address limit (30 by default)', () => {
    expect(DEFAULT_RATE_LIMIT_PER_MINUTE).toBe(30);
    expect(loadConfig({ RATE_LIMIT_PER_MINUTE: '100000' }).rateLimitPerMinute).toBe(100_000);
  });

  test.each(['pk_test_123', 'secret', 'sk_test_ 1'])('STRIPE_SECRET_KEY=%j, without echoing the secret', (value) => {
    const message = configError({ ...STRIPE_ENV, STRIPE_SECRET_KEY: value });
    expect(message).toMatch(/^- STRIPE_SECRET_KEY /m);
    expect(message).not.toContain(value);
  });

  test.each(['wh_secret', 'sk_test_123', 'whsec_ x'])('STRIPE_WEBHOOK_SECRET=%j, without echoing the secret', (value) => {
    const message = configError({ ...STRIPE_ENV, STRIPE_WEBHOOK_SECRET: value });
    expect(message).toMatch(/^- STRIPE_WEBHOOK_SECRET /m);
    expect(message).not.toContain(value);
  });

  test.each(['localhost:12111', 'ftp://127.0.0.1', 'http://127.0.0.1:12111/v1', 'http://user:pw@127.0.0.1'])('STRIPE_API_BASE=%j', (value) => {
    expect(configError({ ...STRIPE_ENV, STRIPE_API_BASE: value })).toMatch(/^- STRIPE_API_BASE /m);
  });

  test.each(['mysql://root@127.0.0.1/db', 'pgsql', '/var/lib/data.db'])('DATABASE_URL=%j, without echoing it (it may hold a password)', (value) => {
    const message = configError({ DATABASE_URL: value });
    expect(message).toMatch(/^- DATABASE_URL /m);
    expect(message).not.toContain(value);
  });
});

describe('the payment modes', () => {
  test('simulated needs nothing more; PRICE_CENTS, when set, is read', () => {
    expect(loadConfig({ PAYMENT_MODE: 'simulated' })).toMatchObject({ paymentMode: 'simulated', priceCents: undefined, stripe: undefined });
    expect(loadConfig({ PAYMENT_MODE: 'simulated', PRICE_CENTS: '990' }).priceCents).toBe(990);
  });

  test('stripe reads its key, webhook secret and price', () => {
    expect(loadConfig(STRIPE_ENV)).toMatchObject({
      paymentMode: 'stripe',
      priceCents: 490,
      stripe: { secretKey: 'sk_test_51Abc', webhookSecret: 'whsec_test123', apiBase: undefined },
    });
  });

  test.each(['STRIPE_SECRET_KEY', 'STRIPE_WEBHOOK_SECRET', 'PRICE_CENTS'] as const)('stripe without %s stops the start, naming it', (name) => {
    const env: Record<string, string> = { ...STRIPE_ENV };
    delete env[name];
    expect(configError(env)).toContain(`- ${name} est obligatoire avec PAYMENT_MODE=stripe`);
  });

  test('stripe with nothing names its three variables at once', () => {
    const lines = configError({ PAYMENT_MODE: 'stripe' }).split('\n').slice(1);
    expect(lines.map((line) => line.split(' ')[1])).toEqual(['STRIPE_SECRET_KEY', 'STRIPE_WEBHOOK_SECRET', 'PRICE_CENTS']);
  });

  test('STRIPE_API_BASE becomes the SDK host, port and protocol', () => {
    expect(loadConfig({ ...STRIPE_ENV, STRIPE_API_BASE: 'http://127.0.0.1:12111' }).stripe?.apiBase).toEqual({ protocol: 'http', host: '127.0.0.1', port: 12111 });
    expect(loadConfig({ ...STRIPE_ENV, STRIPE_API_BASE: 'https://stripe.internal' }).stripe?.apiBase).toEqual({ protocol: 'https', host: 'stripe.internal', port: 443 });
    expect(loadConfig({ ...STRIPE_ENV, STRIPE_API_BASE: 'http://[::1]:8080/' }).stripe?.apiBase).toEqual({ protocol: 'http', host: '::1', port: 8080 });
  });

  test('DATABASE_URL, DATA_DIR and RECORD_TTL_SECONDS are read', () => {
    expect(
      loadConfig({ DATABASE_URL: 'postgres://postgres@127.0.0.1:5432/test', DATA_DIR: '/var/lib/procuration', RECORD_TTL_SECONDS: '600' }),
    ).toMatchObject({ databaseUrl: 'postgres://postgres@127.0.0.1:5432/test', dataDir: '/var/lib/procuration', recordTtlSeconds: 600 });
    expect(loadConfig({ DATABASE_URL: 'postgresql://u:p@db.internal/procuration' }).databaseUrl).toBe('postgresql://u:p@db.internal/procuration');
    expect(loadConfig({ DATA_DIR: 'var/data' }).dataDir).toBe(path.resolve('var/data'));
  });
});

test('every bad variable is reported at once, one a line', () => {
  const message = configError({ PORT: 'abc', HOST: 'bad host', PAYMENT_MODE: 'cash' });
  const lines = message.split('\n');
  expect(lines[0]).toBe('Configuration invalide :');
  expect(lines.slice(1).map((line) => line.split(' ')[1])).toEqual(['PORT', 'HOST', 'PAYMENT_MODE']);
});

test('a valid variable is not blamed for a bad neighbour', () => {
  const message = configError({ PORT: '8080', HOST: 'bad host' });
  expect(message).not.toContain('PORT');
});

test('httpUrl brackets IPv6 addresses only', () => {
  expect(httpUrl('127.0.0.1', 3000)).toBe('http://127.0.0.1:3000');
  expect(httpUrl('::', 80)).toBe('http://[::]:80');
  expect(httpUrl('example.fr', 8080)).toBe('http://example.fr:8080');
});
