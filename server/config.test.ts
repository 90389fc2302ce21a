import path from 'node:path';
import { describe, expect, test } from 'vitest';
import { ConfigError, DEFAULT_HOST, DEFAULT_PORT, DEFAULT_RECORD_TTL_SECONDS, httpUrl, loadConfig, type PaymentConfig } from './config.ts';
import { DEFAULT_RATE_LIMIT_PER_MINUTE } from './rate-limit-default.ts';

/** What the paid modes' variables give when unset. */
const PAID_DEFAULTS = {
  database: { engine: 'sqlite', file: path.resolve('data', 'procuration.sqlite') },
  recordTtlSeconds: DEFAULT_RECORD_TTL_SECONDS,
  rateLimitPerMinute: DEFAULT_RATE_LIMIT_PER_MINUTE,
  redisUrl: undefined,
};

/** The payment settings of a simulated-mode environment. */
function simulated(env: Record<string, string>): PaymentConfig {
  return loadConfig({ PAYMENT_MODE: 'simulated', ...env }).payment;
}

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

const NO_PUBLISHER = { name: undefined, address: undefined, contact: undefined, hostingProvider: undefined };

test('the publisher and the host of the mentions légales page come from four variables', () => {
  expect(
    loadConfig({
      PUBLISHER_NAME: ' Procuration SAS ',
      PUBLISHER_ADDRESS: '12 rue de la Paix, 75002 Paris',
      PUBLISHER_CONTACT: '01 23 45 67 89 – contact@example.fr',
      HOSTING_PROVIDER: 'Hébergeur SA, 1 avenue du Port, 13000 Marseille',
    }).publisher,
  ).toEqual({
    name: 'Procuration SAS',
    address: '12 rue de la Paix, 75002 Paris',
    contact: '01 23 45 67 89 – contact@example.fr',
    hostingProvider: 'Hébergeur SA, 1 avenue du Port, 13000 Marseille',
  });
  expect(configError({ PUBLISHER_NAME: 'a\nb' })).toContain('PUBLISHER_NAME');
  expect(configError({ HOSTING_PROVIDER: 'x'.repeat(301) })).toContain('HOSTING_PROVIDER');
});

test('a mentions légales value of spaces only is not given: the page says "Non renseigné"', () => {
  expect(
    loadConfig({ PUBLISHER_NAME: '   ', PUBLISHER_ADDRESS: '\u00a0 ', PUBLISHER_CONTACT: '', HOSTING_PROVIDER: ' ' }).publisher,
  ).toEqual(NO_PUBLISHER);
});

test.each([
  ['PUBLISHER_NAME', 'Procuration\u200bSAS', 'U+200B'],
  ['PUBLISHER_ADDRESS', '12 rue de la Paix \u202e75002', 'U+202E'],
  ['PUBLISHER_CONTACT', 'contact@example.fr\u2028', 'U+2028'],
  ['HOSTING_PROVIDER', '\ufeffHébergeur\u2066SA\u2069', 'U+FEFF, U+2066, U+2069'],
  ['PUBLISHER_NAME', 'a\tb', 'U+0009'],
])('%s holding an invisible or direction character stops the start, naming the variable and the character', (name, value, named) => {
  const message = configError({ [name]: value });
  expect(message).toContain(name);
  expect(message).toContain('caractère invisible ou de direction du texte');
  expect(message).toContain(named);
});

test('an empty environment gives 127.0.0.1:3000, its public address and the free mode', () => {
  expect(loadConfig({})).toEqual({
    port: DEFAULT_PORT,
    host: DEFAULT_HOST,
    publicUrl: 'http://127.0.0.1:3000',
    trustProxy: false,
    payment: { mode: 'off' },
    relay: { database: { engine: 'sqlite', file: path.resolve('data', 'procuration.sqlite') }, rateLimitPerMinute: 30 },
    publisher: NO_PUBLISHER,
  });
  expect(DEFAULT_RECORD_TTL_SECONDS).toBe(3600);
});

test('the free mode has no payment settings at all, whatever else is set', () => {
  expect(loadConfig({ DATABASE_URL: 'postgres://postgres@127.0.0.1:5432/test', PRICE_CENTS: '490' }).payment).toEqual({ mode: 'off' });
});

const A_PUBLISHER = {
  PUBLISHER_NAME: 'Procuration SAS',
  PUBLISHER_ADDRESS: '12 rue de la Paix, 75002 Paris',
  PUBLISHER_CONTACT: 'contact@example.fr',
  HOSTING_PROVIDER: 'Hébergeur SAS',
};

test('PORT, HOST, PUBLIC_URL and PAYMENT_MODE override the defaults', () => {
  expect(
    loadConfig({ PORT: '8080', HOST: '0.0.0.0', PUBLIC_URL: 'https://procuration.example.fr/', PAYMENT_MODE: 'off', ...A_PUBLISHER }),
  ).toEqual({
    port: 8080,
    host: '0.0.0.0',
    publicUrl: 'https://procuration.example.fr',
    trustProxy: false,
    payment: { mode: 'off' },
    relay: { database: { engine: 'sqlite', file: path.resolve('data', 'procuration.sqlite') }, rateLimitPerMinute: 30 },
    publisher: {
      name: 'Procuration SAS',
      address: '12 rue de la Paix, 75002 Paris',
      contact: 'contact@example.fr',
      hostingProvider: 'Hébergeur SAS',
    },
  });
});

describe('a deployment without its publisher does not start', () => {
  test.each([
    ['PUBLIC_URL', { PUBLIC_URL: 'https://procuration.example.fr' }],
    ['HOST, with no PUBLIC_URL', { HOST: '0.0.0.0' }],
  ])('outside loopback (%s), each missing variable is named, in French', (_case, env) => {
    const message = configError(env);
    for (const name of ['PUBLISHER_NAME', 'PUBLISHER_ADDRESS', 'PUBLISHER_CONTACT', 'HOSTING_PROVIDER']) {
      expect(message).toContain(`- ${name} est obligatoire quand PUBLIC_URL n'est pas une adresse locale (127.0.0.1, localhost)\u00a0:`);
    }
  });

  test.each([
    ['blank', '   '],
    ['a no-break space', '\u00a0'],
    ['a Hangul filler', '\u3164\u3164'],
    ['combining accents only', '\u0301\u0300'],
    ['a blank Braille pattern', '\u2800'],
    ['« . »', '.'],
    ['punctuation and accents alone', '- \u0301 …'],
  ])('a publisher name that is %s counts as missing', (_case, name) => {
    const message = configError({ ...A_PUBLISHER, PUBLIC_URL: 'https://procuration.example.fr', PUBLISHER_NAME: name });
    expect(message).toContain('- PUBLISHER_NAME est obligatoire');
    expect(message).not.toContain('PUBLISHER_ADDRESS');
    // On this machine, the page says "Non renseigné" instead of an empty publisher.
    expect(loadConfig({ PUBLISHER_NAME: name }).publisher.name).toBeUndefined();
  });

  test('on loopback (127.0.0.1, localhost, [::1]) a server starts without one, and outside loopback with all four', () => {
    for (const url of ['http://127.0.0.1:3000', 'http://localhost:3000', 'http://[::1]:3000', 'http://127.4.5.6:80']) {
      expect(loadConfig({ PUBLIC_URL: url }).publisher).toEqual(NO_PUBLISHER);
    }
    expect(loadConfig({ PUBLIC_URL: 'https://procuration.example.fr', ...A_PUBLISHER }).publisher.name).toBe('Procuration SAS');
  });
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
    expect(message).toContain(`« ${value} »`);
  });

  test.each(['bad host', 'http://127.0.0.1', '[::1]', '-leading.example', 'a'.repeat(64), '127.0.0.1:3000'])('HOST=%j', (value) => {
    expect(configError({ HOST: value })).toContain('HOST');
  });

  test.each([
    'not a url',
    'ftp://example.fr',
    'https://example.fr/procuration',
    'https://example.fr/?a=1',
    'https://user:pw@example.fr',
    'https://example.fr#x',
    'https://example.fr?',
  ])('PUBLIC_URL=%j', (value) => {
    expect(configError({ PUBLIC_URL: value })).toContain('PUBLIC_URL');
  });

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

  test.each(['0', '29', 'illimité', '1e9', '2000000'])(
    'RATE_LIMIT_PER_MINUTE=%j (never below the 30 records specification §18 promises)',
    (value) => {
      expect(configError({ RATE_LIMIT_PER_MINUTE: value })).toMatch(/^- RATE_LIMIT_PER_MINUTE /m);
    },
  );

  test('RATE_LIMIT_PER_MINUTE raises the per-address limit (30 by default)', () => {
    expect(DEFAULT_RATE_LIMIT_PER_MINUTE).toBe(30);
    expect(simulated({ RATE_LIMIT_PER_MINUTE: '100000' })).toMatchObject({ rateLimitPerMinute: 100_000 });
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

  test.each(['localhost:12111', 'ftp://127.0.0.1', 'http://127.0.0.1:12111/v1', 'http://user:pw@127.0.0.1'])(
    'STRIPE_API_BASE=%j',
    (value) => {
      expect(configError({ ...STRIPE_ENV, STRIPE_API_BASE: value })).toMatch(/^- STRIPE_API_BASE /m);
    },
  );

  test.each(['yes', '0', '21', '-1', '1.5', '10.0.0.0/33', '::1/129', '10.0.0.1,', 'proxy.example.fr', '10.0.0.0/8/1', 'TRUE'])(
    'TRUST_PROXY=%j',
    (value) => {
      const message = configError({ TRUST_PROXY: value });
      expect(message).toMatch(/^- TRUST_PROXY doit valoir true, false, un nombre de relais/m);
      expect(message).toContain(`« ${value} »`);
    },
  );

  test.each(['cache.internal:6379', 'http://cache.internal:6379', 'unix:/tmp/redis.sock', 'postgres://u:secret@db.internal/db'])(
    'REDIS_URL=%j, without echoing it (it may hold a password)',
    (value) => {
      const message = configError({ PAYMENT_MODE: 'simulated', REDIS_URL: value });
      expect(message).toMatch(/^- REDIS_URL doit être une adresse Redis/m);
      expect(message).not.toContain(value);
    },
  );

  test.each(['mysql://root@127.0.0.1/db', 'pgsql', '/var/lib/data.db'])(
    'DATABASE_URL=%j, without echoing it (it may hold a password)',
    (value) => {
      const message = configError({ DATABASE_URL: value });
      expect(message).toMatch(/^- DATABASE_URL /m);
      expect(message).not.toContain(value);
    },
  );
});

describe('the payment modes', () => {
  test('simulated needs nothing more; PRICE_CENTS, when set, is read', () => {
    expect(simulated({})).toEqual({ mode: 'simulated', ...PAID_DEFAULTS, priceCents: undefined });
    expect(simulated({ PRICE_CENTS: '990' })).toMatchObject({ priceCents: 990 });
  });

  test('stripe reads its key, webhook secret and price', () => {
    expect(loadConfig(STRIPE_ENV).payment).toEqual({
      mode: 'stripe',
      ...PAID_DEFAULTS,
      priceCents: 490,
      stripe: { secretKey: 'sk_test_51Abc', webhookSecret: 'whsec_test123', apiBase: undefined },
    });
  });

  test.each(['STRIPE_SECRET_KEY', 'STRIPE_WEBHOOK_SECRET', 'PRICE_CENTS'] as const)(
    'stripe without %s stops the start, naming it',
    (name) => {
      const env: Record<string, string> = { ...STRIPE_ENV };
      delete env[name];
      expect(configError(env)).toContain(`- ${name} est obligatoire avec PAYMENT_MODE=stripe`);
    },
  );

  test('stripe with nothing names its three variables at once', () => {
    const lines = configError({ PAYMENT_MODE: 'stripe' }).split('\n').slice(1);
    expect(lines.map((line) => line.split(' ')[1])).toEqual(['STRIPE_SECRET_KEY', 'STRIPE_WEBHOOK_SECRET', 'PRICE_CENTS']);
  });

  test('STRIPE_API_BASE becomes the SDK host, port and protocol', () => {
    const apiBase = (value: string) => loadConfig({ ...STRIPE_ENV, STRIPE_API_BASE: value }).payment;
    expect(apiBase('http://127.0.0.1:12111')).toMatchObject({ stripe: { apiBase: { protocol: 'http', host: '127.0.0.1', port: 12111 } } });
    expect(apiBase('https://stripe.internal')).toMatchObject({
      stripe: { apiBase: { protocol: 'https', host: 'stripe.internal', port: 443 } },
    });
    expect(apiBase('http://[::1]:8080/')).toMatchObject({ stripe: { apiBase: { protocol: 'http', host: '::1', port: 8080 } } });
  });

  test('DATABASE_URL, DATA_DIR and RECORD_TTL_SECONDS are read', () => {
    expect(simulated({ DATABASE_URL: 'postgres://postgres@127.0.0.1:5432/test', RECORD_TTL_SECONDS: '600' })).toMatchObject({
      database: { engine: 'postgres', url: 'postgres://postgres@127.0.0.1:5432/test' },
      recordTtlSeconds: 600,
    });
    expect(simulated({ DATABASE_URL: 'postgresql://u:p@db.internal/procuration' })).toMatchObject({
      database: { engine: 'postgres', url: 'postgresql://u:p@db.internal/procuration' },
    });
    expect(simulated({ DATA_DIR: '/var/lib/procuration' })).toMatchObject({
      database: { engine: 'sqlite', file: '/var/lib/procuration/procuration.sqlite' },
    });
    expect(simulated({ DATA_DIR: 'var/data' })).toMatchObject({
      database: { engine: 'sqlite', file: path.resolve('var/data', 'procuration.sqlite') },
    });
  });
});

describe('TRUST_PROXY, with the meaning of Fastify’s trustProxy', () => {
  test.each([
    ['true', true],
    ['false', false],
    ['1', 1],
    ['20', 20],
    ['127.0.0.1', ['127.0.0.1']],
    ['10.0.0.0/8, 192.168.1.10 ,::1,fd00::/8', ['10.0.0.0/8', '192.168.1.10', '::1', 'fd00::/8']],
    ['loopback,uniquelocal', ['loopback', 'uniquelocal']],
  ] as const)('%j is read in every mode', (value, expected) => {
    expect(loadConfig({ TRUST_PROXY: value }).trustProxy).toEqual(expected);
    expect(loadConfig({ PAYMENT_MODE: 'simulated', TRUST_PROXY: value }).trustProxy).toEqual(expected);
  });
});

test('REDIS_URL is read in the paid modes (redis:// or rediss://, a password allowed), ignored in the free mode', () => {
  expect(simulated({ REDIS_URL: 'redis://127.0.0.1:6379' })).toMatchObject({ redisUrl: 'redis://127.0.0.1:6379' });
  expect(loadConfig({ ...STRIPE_ENV, REDIS_URL: 'rediss://:s3cret@cache.internal:6380/2' }).payment).toMatchObject({
    redisUrl: 'rediss://:s3cret@cache.internal:6380/2',
  });
  expect(loadConfig({ REDIS_URL: 'redis://127.0.0.1:6379' }).payment).toEqual({ mode: 'off' });
});

test('every bad variable is reported at once, one a line', () => {
  const message = configError({ PORT: 'abc', HOST: 'bad host', PAYMENT_MODE: 'cash' });
  const lines = message.split('\n');
  expect(lines[0]).toBe('Configuration invalide :');
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
