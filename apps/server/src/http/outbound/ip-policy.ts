import { isIPv4, isIPv6 } from 'node:net';

/**
 * Which addresses an outbound request may connect to. AI providers and job boards must be public
 * unicast hosts; loopback is allowed only for plain HTTP to a local model server (development and
 * tests). Every IPv6 form that carries an IPv4 address (mapped, compatible, NAT64, 6to4) is judged
 * by that IPv4 address.
 */

function ipv4Parts(ip: string): number[] | undefined {
  if (!isIPv4(ip)) return undefined;
  return ip.split('.').map(Number);
}

/** The 16 bytes of an IPv6 address (with an embedded dotted IPv4 tail handled). */
function ipv6Bytes(ip: string): number[] | undefined {
  let text = ip.replace(/^\[|\]$/g, '').split('%')[0] ?? '';
  if (!isIPv6(text)) return undefined;
  const tail = text.match(/(\d+\.\d+\.\d+\.\d+)$/);
  if (tail?.[1]) {
    const v4 = ipv4Parts(tail[1]);
    if (!v4) return undefined;
    text = text.replace(
      tail[1],
      `${((v4[0]! << 8) | v4[1]!).toString(16)}:${((v4[2]! << 8) | v4[3]!).toString(16)}`,
    );
  }
  const [head, rest] = text.split('::') as [string, string | undefined];
  const headGroups = head ? head.split(':') : [];
  const restGroups = rest ? rest.split(':') : [];
  const missing = 8 - headGroups.length - restGroups.length;
  const groups = [...headGroups, ...(rest !== undefined ? Array(missing).fill('0') : []), ...restGroups];
  if (groups.length !== 8) return undefined;
  return groups.flatMap((g) => {
    const n = Number.parseInt(g, 16);
    return [n >> 8, n & 0xff];
  });
}

function ipv4IsPublic([a, b, c]: number[]): boolean {
  if (a === undefined || b === undefined || c === undefined) return false;
  if (a === 0 || a === 10 || a === 127 || a >= 224) return false; // this network, private, loopback, multicast/reserved
  if (a === 100 && b >= 64 && b <= 127) return false; // carrier-grade NAT
  if (a === 169 && b === 254) return false; // link-local, cloud metadata
  if (a === 172 && b >= 16 && b <= 31) return false;
  if (a === 192 && b === 168) return false;
  if (a === 192 && b === 0 && (c === 0 || c === 2)) return false; // IETF protocol assignments, TEST-NET-1
  if (a === 198 && (b === 18 || b === 19)) return false; // benchmarking
  if (a === 198 && b === 51 && c === 100) return false;
  if (a === 203 && b === 0 && c === 113) return false;
  return true;
}

/** The IPv4 address an IPv6 address stands for (mapped, compatible, NAT64, 6to4), if any. */
function embeddedIpv4(bytes: number[]): number[] | undefined {
  const zeros = (from: number, to: number) => bytes.slice(from, to).every((b) => b === 0);
  if (zeros(0, 10) && bytes[10] === 0xff && bytes[11] === 0xff) return bytes.slice(12);
  if (zeros(0, 12) && !zeros(12, 16) && !(zeros(12, 15) && bytes[15] === 1)) return bytes.slice(12);
  if (bytes[0] === 0x00 && bytes[1] === 0x64 && bytes[2] === 0xff && bytes[3] === 0x9b && zeros(4, 12))
    return bytes.slice(12);
  if (bytes[0] === 0x20 && bytes[1] === 0x02) return bytes.slice(2, 6);
  return undefined;
}

/** True for a public unicast address, IPv4 or IPv6; anything unparsable is not public. */
export function isPublicAddress(ip: string): boolean {
  const v4 = ipv4Parts(ip);
  if (v4) return ipv4IsPublic(v4);
  const bytes = ipv6Bytes(ip);
  if (!bytes) return false;
  const embedded = embeddedIpv4(bytes);
  if (embedded) return ipv4IsPublic(embedded);
  if (bytes.every((b) => b === 0)) return false; // ::
  if (bytes.slice(0, 15).every((b) => b === 0) && bytes[15] === 1) return false; // ::1
  const first = bytes[0]!;
  if ((first & 0xfe) === 0xfc) return false; // unique local fc00::/7
  if (first === 0xfe && (bytes[1]! & 0xc0) === 0x80) return false; // link-local fe80::/10
  if (first === 0xfe && (bytes[1]! & 0xc0) === 0xc0) return false; // site-local (deprecated)
  if (first === 0xff) return false; // multicast
  if (first === 0x20 && bytes[1] === 0x01 && bytes[2] === 0x0d && bytes[3] === 0xb8) return false; // documentation
  if (first === 0x20 && bytes[1] === 0x01 && bytes[2] === 0x00 && bytes[3] === 0x00) return false; // Teredo (hides an IPv4)
  return (first & 0xe0) === 0x20; // global unicast 2000::/3
}

/** True for 127.0.0.0/8, ::1 and their IPv6-mapped forms. */
export function isLoopbackAddress(ip: string): boolean {
  const v4 = ipv4Parts(ip);
  if (v4) return v4[0] === 127;
  const bytes = ipv6Bytes(ip);
  if (!bytes) return false;
  const embedded = embeddedIpv4(bytes);
  if (embedded && bytes[10] === 0xff) return embedded[0] === 127;
  return bytes.slice(0, 15).every((b) => b === 0) && bytes[15] === 1;
}
