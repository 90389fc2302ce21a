import { describe, expect, test } from 'vitest';
import { ConfigError, DEFAULT_HOST, DEFAULT_PORT, httpUrl, loadConfig } from './config.ts';

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
  });
});

test('PORT, HOST, PUBLIC_URL and PAYMENT_MODE override the defaults', () => {
  expect(
    loadConfig({ PORT: '8080', HOST: '0.0.0.0', PUBLIC_URL: 'https://procuration.example.fr/', PAYMENT_MODE: 'off' }),
  ).toEqual({ port: 8080, host: '0.0.0.0', publicUrl: 'https://procuration.example.fr', paymentMode: 'off' });
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

  test.each(['stripe', 'simulated', 'OFF', 'on'])('PAYMENT_MODE=%j (only the free mode exists so far)', (value) => {
    expect(configError({ PAYMENT_MODE: value })).toContain('PAYMENT_MODE');
  });
});

test('every bad variable is reported at once, one a line', () => {
  const message = configError({ PORT: 'abc', HOST: 'bad host', PAYMENT_MODE: 'stripe' });
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
