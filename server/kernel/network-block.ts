/**
 * The network an address belongs to, as one party holds it (docs/decisions/192): an IPv4 address's
 * /24, an IPv6 address's /64 (one household or phone line is given at least that), an IPv4 address
 * written as IPv6 (`::ffff:192.0.2.1`) counted as IPv4. Anything else stands for itself.
 */
export function networkBlockOf(address: string): string {
  const ipv4 = ipv4Octets(address.toLowerCase().replace(/^::ffff:/, ''));
  if (ipv4) return `${ipv4.slice(0, 3).join('.')}.0/24`;
  const groups = ipv6Groups(address);
  if (groups) return `${groups.slice(0, 4).join(':')}::/64`;
  return address;
}

function ipv4Octets(address: string): number[] | undefined {
  const parts = address.split('.');
  if (parts.length !== 4 || !parts.every((part) => /^\d{1,3}$/.test(part) && Number(part) <= 255)) return undefined;
  return parts.map(Number);
}

/** The eight groups, without leading zeros, or undefined when `address` is not IPv6. */
function ipv6Groups(address: string): string[] | undefined {
  const [head = '', tail, ...more] = address.toLowerCase().replace(/%.*$/, '').split('::');
  if (more.length > 0) return undefined;
  const split = (part: string) => (part === '' ? [] : part.split(':'));
  const [before, after] = [split(head), tail === undefined ? undefined : split(tail)];
  const missing = 8 - before.length - (after?.length ?? 0);
  if (after === undefined ? missing !== 0 : missing < 1) return undefined;
  const groups = [...before, ...Array<string>(after === undefined ? 0 : missing).fill('0'), ...(after ?? [])];
  if (!groups.every((group) => /^[0-9a-f]{1,4}$/.test(group))) return undefined;
  return groups.map((group) => group.replace(/^0+(?=.)/, ''));
}
