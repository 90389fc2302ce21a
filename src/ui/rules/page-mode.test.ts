import { expect, test } from 'vitest';
import { readPageMode } from './page-mode.ts';

function page(metas: Record<string, string>) {
  return {
    querySelector: (selector: string) => {
      const name = /meta\[name="([^"]+)"\]/.exec(selector)?.[1];
      const content = name === undefined ? undefined : metas[name];
      return content === undefined ? null : ({ getAttribute: () => content } as unknown as Element);
    },
  };
}

test('without the server marker the page is in the free mode', () => {
  expect(readPageMode(page({}))).toEqual({ payment: false });
  expect(readPageMode(page({ 'payment-mode': 'off', 'payment-record-ttl-seconds': '3600' }))).toEqual({ payment: false });
});

test('in payment mode the page knows how long the server keeps a record', () => {
  expect(readPageMode(page({ 'payment-mode': 'simulated', 'payment-record-ttl-seconds': '3600' }))).toEqual({
    payment: true,
    recordTtlSeconds: 3600,
  });
  expect(readPageMode(page({ 'payment-mode': 'stripe', 'payment-record-ttl-seconds': '90' }))).toEqual({
    payment: true,
    recordTtlSeconds: 90,
  });
});

test('a missing or malformed expiry is unknown, never a made-up number', () => {
  for (const ttl of [undefined, '', 'abc', '-5', '1.5', '0']) {
    const metas: Record<string, string> = { 'payment-mode': 'stripe' };
    if (ttl !== undefined) metas['payment-record-ttl-seconds'] = ttl;
    expect(readPageMode(page(metas))).toEqual({ payment: true, recordTtlSeconds: undefined });
  }
});
