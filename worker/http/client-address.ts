import { getConnInfo } from "@hono/node-server/conninfo";
import type { Context } from "hono";

/**
 * The client address the per-address attempt limits count against. It must be one the caller
 * cannot choose: a header such as `x-real-ip` is believed only when the request came from a proxy
 * the operator named. Each runtime has its own resolver; createApp takes it as a dependency.
 */
export type ClientAddressOf = (c: Context) => string | null;

/** Workers: Cloudflare's edge sets `cf-connecting-ip` and overwrites any value the client sent. */
export const cloudflareClientAddress: ClientAddressOf = (c) => c.req.header("cf-connecting-ip") ?? null;

/** `::ffff:10.0.0.1` (IPv4 on an IPv6 socket) is the same client as `10.0.0.1`. */
function normalize(address: string): string {
  const a = address.trim().toLowerCase();
  return a.startsWith("::ffff:") && a.includes(".") ? a.slice(7) : a;
}

function ipv4ToNumber(address: string): number | null {
  const parts = address.split(".");
  if (parts.length !== 4) return null;
  let n = 0;
  for (const part of parts) {
    if (!/^\d{1,3}$/.test(part) || Number(part) > 255) return null;
    n = n * 256 + Number(part);
  }
  return n;
}

/**
 * A matcher for TRUSTED_PROXIES: comma-separated addresses (IPv4 or IPv6) and IPv4 ranges in CIDR
 * form (`10.0.0.0/8`).
 */
export function trustedProxyMatcher(list: readonly string[]): (address: string) => boolean {
  const exact = new Set<string>();
  const ranges: { base: number; mask: number }[] = [];
  for (const raw of list) {
    const entry = raw.trim().toLowerCase();
    if (!entry) continue;
    const [base, bits] = entry.split("/");
    const baseNumber = base ? ipv4ToNumber(base) : null;
    if (bits !== undefined && baseNumber !== null && /^\d{1,2}$/.test(bits) && Number(bits) <= 32) {
      const mask = Number(bits) === 0 ? 0 : (0xffffffff << (32 - Number(bits))) >>> 0;
      ranges.push({ base: (baseNumber & mask) >>> 0, mask });
    } else exact.add(normalize(entry));
  }
  return (address) => {
    const a = normalize(address);
    if (exact.has(a)) return true;
    const n = ipv4ToNumber(a);
    return n !== null && ranges.some((r) => (n & r.mask) >>> 0 === r.base);
  };
}

/**
 * Node: the socket's peer address. When that peer is a trusted proxy, the nearest address in
 * `X-Forwarded-For` (read right to left) that is not itself a trusted proxy; `X-Real-IP` when the
 * proxy sends only that. Requests without a socket (app.request in tests) have no address.
 */
export function nodeClientAddress(trustedProxies: readonly string[]): ClientAddressOf {
  const trusted = trustedProxyMatcher(trustedProxies);
  return (c) => {
    // No socket (app.request in tests and benchmarks): no address. Checked first, because
    // getConnInfo throws then, and an exception per request costs more than the rest of this.
    const env = c.env as { incoming?: unknown; server?: { incoming?: unknown } } | undefined;
    if (!env?.incoming && !env?.server?.incoming) return null;
    const peer = getConnInfo(c).remote.address;
    if (!peer) return null;
    const address = normalize(peer);
    if (!trusted(address)) return address;
    const forwarded = (c.req.header("x-forwarded-for") ?? "")
      .split(",")
      .map((s) => normalize(s))
      .filter(Boolean);
    for (let i = forwarded.length - 1; i >= 0; i--) {
      const hop = forwarded[i] as string;
      if (!trusted(hop)) return hop;
    }
    const real = c.req.header("x-real-ip");
    return real ? normalize(real) : address;
  };
}
