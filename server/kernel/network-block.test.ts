import { expect, test } from 'vitest';
import { networkBlockOf } from './network-block.ts';

test.each([
  ['203.0.113.57', '203.0.113.0/24'],
  ['203.0.113.200', '203.0.113.0/24'],
  ['::ffff:203.0.113.9', '203.0.113.0/24'],
  ['2001:db8:aa:bb:1:2:3:4', '2001:db8:aa:bb::/64'],
  ['2001:0DB8:00AA:00BB::1', '2001:db8:aa:bb::/64'],
  ['2001:db8::1', '2001:db8:0:0::/64'],
  ['::1', '0:0:0:0::/64'],
  ['fe80::1%eth0', 'fe80:0:0:0::/64'],
])('%s is in %s', (address, block) => {
  expect(networkBlockOf(address)).toBe(block);
});

test('addresses of two networks are told apart; what is not an address stands for itself', () => {
  expect(networkBlockOf('203.0.113.5')).not.toBe(networkBlockOf('203.0.114.5'));
  expect(networkBlockOf('2001:db8:aa:bb::1')).not.toBe(networkBlockOf('2001:db8:aa:bc::1'));
  expect(networkBlockOf('pas une adresse')).toBe('pas une adresse');
  expect(networkBlockOf('1:2:3')).toBe('1:2:3');
  expect(networkBlockOf('300.1.1.1')).toBe('300.1.1.1');
});
