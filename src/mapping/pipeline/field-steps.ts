// The closure backend of the field steps (step-specs.ts): read (with the scalar guard), hooks,
// built-in cast, payload entry and final assignment. Each closes over what it needs, resolved
// at compile time.

import { isThenable } from '../../shared/thenable.js';
import type { ResolvedCast } from '../casts/built-in-casts.js';
import { CAST_FAILED } from '../casts/cast-failed.js';
import type { FieldSource } from '../class-shape.js';
import type { ProcessContext } from '../contracts.js';
import { isSafeKey, readPath } from '../dot-path.js';
import { asyncHookError } from '../sync-mapping.js';
import { isNonScalar } from './field-code.js';
import type { ResolvedProcessor } from './hooks.js';
import { FAILED, type RunState, type Step } from './run-state.js';

type Reader = (state: RunState) => unknown;

const hasOwn = Object.hasOwn;

/** ARCHITECTURE.md "Pipeline order": own properties only; a key that names a prototype slot never resolves. */
function readerFor(source: FieldSource): Reader {
  if (source.bag === 'main' && source.path.length > 1) {
    const path = source.path;
    return (state) => readPath(state.main, path);
  }
  const key = source.bag === 'main' ? source.path[0]! : source.key;
  if (!isSafeKey(key)) return () => undefined;
  if (source.bag === 'route') return (state) => ownValue(state.route, key);
  if (source.bag === 'context') return (state) => ownValue(state.context, key);
  return (state) => ownValue(state.main, key);
}

function ownValue(bag: Record<string, unknown>, key: string): unknown {
  const value = bag[key];
  return value !== undefined && hasOwn(bag, key) ? value : undefined;
}

/**
 * Reads the raw value, refusing a non-scalar one for a scalar-cast field (`isNonScalar`).
 * Writes the payload entry unless hooks still have to run before validation.
 */
export function readStep(
  index: number,
  name: string,
  source: FieldSource,
  scalar: boolean,
  toPayload: boolean,
): Step {
  const read = readerFor(source);
  return (state) => {
    const value = read(state);
    if (value === undefined) return undefined;
    if (scalar && isNonScalar(value)) {
      state.fail(index, name, 'scalar');
      return undefined;
    }
    state.values[index] = value;
    if (toPayload) state.payload[name] = value;
    return undefined;
  };
}

/** Puts the (pre-processed or generated) value into the validation payload. */
export function payloadStep(index: number, name: string): Step {
  return (state) => {
    const value = state.values[index];
    if (value !== undefined && value !== FAILED) state.payload[name] = value;
    return undefined;
  };
}

function store(
  state: RunState,
  index: number,
  result: unknown,
  label: string,
): PromiseLike<unknown> | undefined {
  if (isThenable(result)) {
    if (state.syncOnly) throw asyncHookError(state, index, label, result);
    return result.then((value) => {
      state.values[index] = value;
    });
  }
  state.values[index] = result;
  return undefined;
}

/**
 * Runs a processor or caster on the field's value; `skipNull` for PreProcess and casts
 * (ARCHITECTURE.md "Pipeline order"). The `ProcessContext` is only allocated for hooks that read it.
 * `label` names the hook in an `AsyncMappingError`.
 */
export function hookStep(
  index: number,
  hook: ResolvedProcessor,
  skipNull: boolean,
  config: Record<string, unknown>,
  label: string,
): Step {
  const call = hook.call;
  const usesContext = hook.usesContext;
  return (state) => {
    const value = state.values[index];
    if (value === undefined || value === FAILED || (skipNull && value === null)) return undefined;
    const context = usesContext ? state.processContext(config) : (undefined as unknown as ProcessContext);
    return store(state, index, call(value, context), label);
  };
}

/** Produces a generated value; it is neither validated nor cast, but is in the payload. */
export function generatorStep(
  index: number,
  generate: (options: Record<string, unknown>, context: ProcessContext) => unknown,
  options: Record<string, unknown>,
  label: string,
): Step {
  const config = {};
  return (state) => store(state, index, generate(options, state.processContext(config)), label);
}

/** A built-in cast; a value it cannot represent fails with the cast's rule name. */
export function castStep(index: number, name: string, { cast, rule }: ResolvedCast): Step {
  return (state) => {
    const value = state.values[index];
    if (value === undefined || value === null || value === FAILED) return undefined;
    const result = cast(value);
    if (result === CAST_FAILED) state.fail(index, name, rule);
    else state.values[index] = result;
    return undefined;
  };
}

/** Writes every present value onto the DTO; absent fields keep their declared default. */
export function assignStep(names: readonly string[]): Step {
  return (state) => {
    const dto = state.dto as unknown as Record<string, unknown>;
    const values = state.values;
    for (let i = 0; i < names.length; i++) {
      const value = values[i];
      if (value !== undefined) dto[names[i]!] = value;
    }
    return undefined;
  };
}
