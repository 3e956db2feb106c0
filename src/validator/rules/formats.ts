// Text-format rules. URL, ULID, IP, versioned UUIDs and the RFC e-mail check come from
// validator.js; plain `uuid` is the RFC 9562 pattern below, called without validator.js's
// argument handling, which is measurable on a hot rule;
// the default `email` is the WHATWG HTML grammar, which is what browsers enforce for
// <input type=email> and is far cheaper than validator.js's isEmail.
// One module per check rather than the whole of validator.js: bundles (edge runtimes) keep
// only these five. Each CommonJS module is its function and has it as `default` too; the
// types describe only `default`.
import isEmailModule from 'validator/lib/isEmail.js';
import isIPModule from 'validator/lib/isIP.js';
import isULIDModule from 'validator/lib/isULID.js';
import isURLModule from 'validator/lib/isURL.js';
import isUUIDModule, { type UUIDVersion } from 'validator/lib/isUUID.js';
import { expectCount, type RuleDefinition, RuleParameterProblem } from './definition.js';

const isEmail = isEmailModule.default;
const isIP = isIPModule.default;
const isULID = isULIDModule.default;
const isURL = isURLModule.default;
const isUUID = isUUIDModule.default;

// https://html.spec.whatwg.org/multipage/input.html#valid-e-mail-address — each label is at
// most 63 characters, so failing inputs backtrack a bounded amount per position.
const WHATWG_EMAIL =
  /^[a-zA-Z0-9.!#$%&'*+/=?^_`{|}~-]+@[a-zA-Z0-9](?:[a-zA-Z0-9-]{0,61}[a-zA-Z0-9])?(?:\.[a-zA-Z0-9](?:[a-zA-Z0-9-]{0,61}[a-zA-Z0-9])?)*$/;

const UUID_VERSIONS = new Set(['1', '2', '3', '4', '5', '6', '7', '8', 'nil', 'max', 'loose', 'all']);

const isWhatwgEmail = (value: unknown) => typeof value === 'string' && WHATWG_EMAIL.test(value);
const isRfcEmail = (value: unknown) => typeof value === 'string' && isEmail(value);
const ASCII_LOCAL_PART = { allow_utf8_local_part: false };
const isAsciiRfcEmail = (value: unknown) => typeof value === 'string' && isEmail(value, ASCII_LOCAL_PART);
const EMAIL_MODES = new Set(['rfc', 'strict', 'filter', 'filter_unicode']);
const isUlid = (value: unknown) => typeof value === 'string' && isULID(value);

/** Reads `/pattern/flags`; `g` and `y` are dropped because they make `test()` stateful. */
export function compilePattern(literal: string): RegExp {
  const match = /^\/([\s\S]*)\/([a-z]*)$/.exec(literal);
  if (match === null) throw new RuleParameterProblem(`"${literal}" is not written as /pattern/flags`);
  try {
    return new RegExp(match[1]!, match[2]!.replace(/[gy]/g, ''));
  } catch (error) {
    throw new RuleParameterProblem((error as Error).message);
  }
}

export const formatRules: Record<string, RuleDefinition> = {
  // Laravel's modes `rfc`, `strict`, `filter` and `filter_unicode` are validator.js isEmail
  // (`filter` without UTF-8 local parts); `dns` and `spoof` are refused: a rule does no network
  // I/O and ships no confusables table (docs/validator.md, differences from Laravel).
  email: {
    parameters: 'list',
    build(params) {
      if (params.length === 0) return isWhatwgEmail;
      for (const mode of params) {
        if (!EMAIL_MODES.has(mode))
          throw new RuleParameterProblem(
            `"${mode}" is not a supported mode (rfc, strict, filter or filter_unicode)`,
          );
      }
      return params.includes('filter') ? isAsciiRfcEmail : isRfcEmail;
    },
    // Every form of address has an `@` between non-blank parts.
    fillsText: () => true,
  },

  url: {
    parameters: 'list',
    build(params) {
      for (const protocol of params) {
        if (!/^[a-z][a-z0-9+.-]*$/i.test(protocol))
          throw new RuleParameterProblem(`"${protocol}" is not a protocol name`);
      }
      // A protocol is required: `example.com` is a host name, not a URL.
      // Host names without a dot (`http://localhost`) are URLs too, as in Laravel.
      const options = {
        require_protocol: true,
        require_tld: false,
        ...(params.length > 0 ? { protocols: [...params] } : {}),
      };
      return (value) => typeof value === 'string' && isURL(value, options);
    },
  },

  uuid: {
    parameters: 'list',
    build(params) {
      expectCount(params, 0, 1);
      const version = params[0];
      if (version === undefined) return isRfc9562Uuid;
      if (!UUID_VERSIONS.has(version)) throw new RuleParameterProblem(`"${version}" is not a UUID version`);
      return (value) => typeof value === 'string' && isUUID(value, version as UUIDVersion);
    },
  },

  ulid: { parameters: 'none', build: () => isUlid },

  ip: {
    parameters: 'list',
    build(params) {
      expectCount(params, 0, 1);
      const version = params[0];
      if (version !== undefined && version !== '4' && version !== '6') {
        throw new RuleParameterProblem(`"${version}" is not an IP version (4 or 6)`);
      }
      return (value) => typeof value === 'string' && isIP(value, version as '4' | '6' | undefined);
    },
  },

  regex: {
    parameters: 'whole',
    placeholders: false,
    build(params, context) {
      expectCount(params, 1);
      const pattern = compilePattern(params[0]!);
      const maxLength = context.regexMaxLength;
      // Patterns are written by developers but may backtrack: the cap bounds the input.
      return (value) => {
        const text = typeof value === 'number' && Number.isFinite(value) ? String(value) : value;
        return typeof text === 'string' && text.length <= maxLength && pattern.test(text);
      };
    },
  },
};

// Any RFC 9562 UUID: versions 1–8 with the RFC variant, the Nil UUID and the Max UUID.
const RFC_9562_UUID =
  /^(?:[0-9a-f]{8}-[0-9a-f]{4}-[1-8][0-9a-f]{3}-[89ab][0-9a-f]{3}-[0-9a-f]{12}|0{8}-0{4}-0{4}-0{4}-0{12}|f{8}-f{4}-f{4}-f{4}-f{12})$/i;

function isRfc9562Uuid(value: unknown): boolean {
  return typeof value === 'string' && RFC_9562_UUID.test(value);
}
