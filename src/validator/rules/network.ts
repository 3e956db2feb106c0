// Network and locale identifiers: `ipv4`, `ipv6`, `mac_address` (validator.js, per function) and
// `timezone`, answered from the runtime's own time-zone database (Intl), so no table ships with
// the library; which names exist therefore follows the runtime's ICU version.
import isIPModule from 'validator/lib/isIP.js';
import isMACAddressModule from 'validator/lib/isMACAddress.js';
import { expectCount, type RuleDefinition, RuleParameterProblem } from './definition.js';

const isIP = isIPModule.default;
const isMACAddress = isMACAddressModule.default;

const GROUPS = new Set([
  'africa',
  'america',
  'antarctica',
  'arctic',
  'asia',
  'atlantic',
  'australia',
  'europe',
  'indian',
  'pacific',
  'utc',
]);
// `Area/Location` as the tz database writes it: case matters, as it does in Laravel.
const ZONE_NAME = /^[A-Z][A-Za-z0-9_+-]*(?:\/[A-Z0-9][A-Za-z0-9_+-]*){0,2}$/;

let canonicalZones: ReadonlySet<string> | undefined;

function zones(): ReadonlySet<string> {
  canonicalZones ??= new Set([...Intl.supportedValuesOf('timeZone'), 'UTC']);
  return canonicalZones;
}

/** The runtime's canonical name for `name`, or undefined when it knows no such zone. */
function resolveZone(name: string): string | undefined {
  try {
    return new Intl.DateTimeFormat('en', { timeZone: name }).resolvedOptions().timeZone;
  } catch {
    return undefined;
  }
}

/**
 * A current zone name: a canonical one, or one the runtime's older database knows under its
 * previous name in the same area (`Europe/Kyiv` where ICU still says `Europe/Kiev`).
 */
function isCurrentZone(name: string): boolean {
  if (zones().has(name)) return true;
  if (!ZONE_NAME.test(name) || !name.includes('/')) return false;
  const resolved = resolveZone(name);
  return resolved !== undefined && zones().has(resolved) && resolved.split('/')[0] === name.split('/')[0];
}

/** The longest zone name the tz database has is about 30 characters; longer text is not a zone. */
const MAX_ZONE_LENGTH = 64;

function timezoneTest(params: readonly string[]): (value: unknown) => boolean {
  expectCount(params, 0, 2);
  const group = (params[0] ?? 'all').toLowerCase();
  const isText = (value: unknown): value is string =>
    typeof value === 'string' && value.length <= MAX_ZONE_LENGTH;
  if (group === 'all') return (value) => isText(value) && isCurrentZone(value);
  // Backward-compatible links (`GMT`, `US/Eastern`) are names too.
  if (group === 'all_with_bc')
    return (value) => isText(value) && ZONE_NAME.test(value) && resolveZone(value) !== undefined;
  if (!GROUPS.has(group) || params.length > 1)
    throw new RuleParameterProblem(
      `"${params.join(',')}" is not a supported zone group (all, all_with_bc or an area)`,
    );
  const prefix = group === 'utc' ? 'UTC' : `${group[0]!.toUpperCase()}${group.slice(1)}/`;
  return (value) => isText(value) && value.startsWith(prefix) && isCurrentZone(value);
}

export const networkRules: Record<string, RuleDefinition> = {
  ipv4: { parameters: 'none', build: () => (value) => typeof value === 'string' && isIP(value, 4) },
  ipv6: { parameters: 'none', build: () => (value) => typeof value === 'string' && isIP(value, 6) },
  mac_address: {
    parameters: 'none',
    build: () => (value) => typeof value === 'string' && isMACAddress(value),
  },
  timezone: { parameters: 'list', build: timezoneTest },
};
