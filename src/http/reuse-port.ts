// `listen({ reusePort })` (SO_REUSEPORT: several processes bind one port, the kernel spreads the
// connections) exists only on some platforms and Node lines; elsewhere listening with it fails,
// or the option is ignored and the second process fails with EADDRINUSE. So it is checked first.

/** Platforms whose SO_REUSEPORT balances connections, as Node documents `reusePort`. */
const PLATFORMS: ReadonlySet<string> = new Set(['linux', 'freebsd', 'sunos', 'aix']);

/** Why `reusePort` cannot be used here, or null when it can. */
export function reusePortUnavailable(
  platform: string = process.platform,
  version: string = process.versions.node,
): string | null {
  if (!PLATFORMS.has(platform)) return `the platform "${platform}" has no load-balancing SO_REUSEPORT`;
  const [major = 0, minor = 0] = version.split('.').map(Number);
  // The option arrived in Node 23.1 and 22.12; older lines ignore it silently.
  if (major < 22 || (major === 22 && minor < 12) || (major === 23 && minor < 1)) {
    return `Node ${version} has no listen({ reusePort }) (it needs 22.12, 23.1 or later)`;
  }
  return null;
}
