/**
 * Which addresses the job posting fetcher may connect to: public unicast only. Everything that
 * leads back into the server's own machine or network (loopback, private and link-local ranges,
 * cloud metadata, carrier NAT, multicast, reserved and documentation ranges, and IPv6 forms that
 * carry such an IPv4 address inside them) is refused.
 */
import ipaddr from 'ipaddr.js';

type Address = ipaddr.IPv4 | ipaddr.IPv6;

// Global unicast IPv6 lives in 2000::/3; anything outside it (other than the ranges handled by
// name below) is unassigned or special, never a web server's address.
const ipv6GlobalUnicast = ipaddr.IPv6.parseCIDR('2000::/3');

/**
 * The IPv4 address an IPv6 address stands for, when its form carries one that a translator or
 * tunnel would deliver to: IPv4-mapped (::ffff:a.b.c.d), NAT64 (64:ff9b::a.b.c.d) and 6to4
 * (2002:aabb:ccdd::).
 */
function embeddedIPv4(address: ipaddr.IPv6, range: string): ipaddr.IPv4 | null {
  const parts = address.parts;
  switch (range) {
    case 'ipv4Mapped':
      return address.toIPv4Address();
    case 'rfc6052':
      return ipv4FromParts(parts[6] ?? 0, parts[7] ?? 0);
    case '6to4':
      return ipv4FromParts(parts[1] ?? 0, parts[2] ?? 0);
    default:
      return null;
  }
}

function ipv4FromParts(high: number, low: number): ipaddr.IPv4 {
  return new ipaddr.IPv4([high >> 8, high & 0xff, low >> 8, low & 0xff]);
}

function refusedIPv4(address: ipaddr.IPv4): boolean {
  // The library names every special range (loopback, private, linkLocal, carrierGradeNat,
  // multicast, broadcast, unspecified, reserved with benchmarking and documentation, as112, amt);
  // what is left is 'unicast'.
  return address.range() !== 'unicast';
}

function refusedIPv6(address: ipaddr.IPv6): boolean {
  const range = address.range();
  switch (range) {
    case 'ipv4Mapped':
    case '6to4': {
      const inner = embeddedIPv4(address, range);
      return inner === null || refusedIPv4(inner);
    }
    case 'rfc6052': {
      // The well-known NAT64 prefix reaches the embedded IPv4 address; the local-use prefix
      // (64:ff9b:1::/48) is whatever the local network makes of it, so it is refused outright.
      if (address.match(ipaddr.IPv6.parse('64:ff9b::'), 96)) {
        const inner = embeddedIPv4(address, range);
        return inner === null || refusedIPv4(inner);
      }
      return true;
    }
    case 'unicast':
      return !address.match(ipv6GlobalUnicast);
    default:
      // Teredo (it tunnels to an address the prefix does not say), unique-local (fc00::/7, with
      // fd00:ec2::254, a cloud metadata address), link-local, loopback, multicast, unspecified,
      // documentation, benchmarking, discard, the IPv4-translated form, and the rest.
      return true;
  }
}

/** The address a host names when it is an IP literal in any form a URL or a resolver accepts. */
function parseAddress(host: string): Address | null {
  let text = host.trim();
  if (text.startsWith('[') && text.endsWith(']')) text = text.slice(1, -1);
  else if (text.endsWith('.') && !text.includes(':')) text = text.slice(0, -1);
  if (text === '') return null;
  try {
    if (ipaddr.IPv6.isValid(text)) return ipaddr.IPv6.parse(text);
    // Covers the forms C's inet_aton accepts, which browsers and resolvers honour too:
    // 2130706433, 0x7f000001, 0177.0.0.1, 0x7f.1, 127.1.
    if (ipaddr.IPv4.isValid(text)) return ipaddr.IPv4.parse(text);
  } catch {
    return null;
  }
  return null;
}

/**
 * The address a URL host means when it is an IP literal, in its plain form (`127.0.0.1`, `::1`);
 * null when the host is a name. Decimal (`2130706433`), octal (`0177.0.0.1`), hexadecimal
 * (`0x7f.1`) and short (`127.1`) IPv4 forms are read as the address they stand for, and IPv6 may
 * come bracketed (`[::1]`), so no spelling gets a private address past the check.
 */
export function parseHostLiteral(host: string): string | null {
  const address = parseAddress(host);
  return address === null ? null : address.toString();
}

/**
 * True for every address the fetcher must not connect to: anything that is not a public unicast
 * address. An address that cannot be read at all is refused too.
 */
export function isRefusedAddress(ip: string): boolean {
  const address = parseAddress(ip);
  if (address === null) return true;
  return address instanceof ipaddr.IPv4 ? refusedIPv4(address) : refusedIPv6(address);
}
