// Turns the decorator records of a request class (and its superclasses) into one checked
// description of its managed fields. Built once per class and cached; every combination rule
// of docs/mapping.md is enforced here, so problems surface before any request is mapped.

import { memoByText } from '../shared/text-memo.js';
import { type RuleToken, splitRuleString } from '../validator/rule-string.js';
import { type ResolvedCast, resolveBuiltInCast } from './casts/built-in-casts.js';
import { CAST_FAILED } from './casts/cast-failed.js';
import { ruleDrivenCast } from './casts/rule-driven-cast.js';
import { castArray } from './casts/scalar-casts.js';
import { type ClassChoice, resolveChoice } from './class-choice.js';
import { ConfigurationException } from './configuration-exception.js';
import type { FieldRecord } from './decorators/field-records.js';
import { declarationsOf, type FieldDeclaration } from './field-declarations.js';
import { ImmutableDate } from './immutable-date.js';

import type { RequestClass } from './request-class.js';

export type { RequestClass } from './request-class.js';

/** Where a field's raw value comes from. */
export type FieldSource =
  | { bag: 'main'; path: readonly string[] }
  | { bag: 'route'; key: string }
  | { bag: 'context'; key: string };

export interface FieldShape {
  name: string;
  source: FieldSource;
  /** The `@Validate` string as written: what the validator is handed. */
  rules: string | undefined;
  /** The same rules read once by the validator's tokenizer; every other reader of the rules uses these. */
  ruleTokens: readonly RuleToken[];
  /** The built-in cast (explicit or type-driven); `null` when none or a custom caster. */
  cast: ResolvedCast | null;
  caster: unknown;
  pre: unknown[];
  post: Array<{ handler: unknown; config: Record<string, unknown> }>;
  generator: { generator: unknown; options: Record<string, unknown> } | undefined;
  /** `@Items`: each element of the list mapped with this class (or union branch). */
  items: ClassChoice | undefined;
  /** `@Nested`: the one nested object mapped with this class (or union branch). */
  nested: ClassChoice | undefined;
  /** `@Each`: the rules of each element of a list of scalars, read once, and the cast they imply. */
  each: EachElement | undefined;
  exclude: boolean;
  /** View markers (`@Nullable`, `@Optional`): what the field holds in an answer; mapping ignores them. */
  answer: { nullable: boolean; type: string | undefined; optional: boolean };
  /** The class a processor given by name is a static method of (the source class for a derived field). */
  methodsOf: Function;
}

/** What `@Each` declares about every element of a list. */
export interface EachElement {
  /** The rule string as written: the validator checks it under `field.*`. */
  readonly rules: string;
  readonly ruleTokens: readonly RuleToken[];
  /** The cast the element rules imply (`integer` → int…), or null. */
  readonly cast: ResolvedCast | null;
}

export interface GroupMember {
  field: string;
  path: readonly string[];
}

export interface ClassShape {
  cls: RequestClass;
  className: string;
  /** Managed fields in declaration order, base class first. */
  fields: FieldShape[];
  /** Field name → its index in `fields` (no prototype, so any name is a safe key). */
  index: Record<string, number>;
  groups: Map<string, GroupMember[]>;
}

const shapes = new WeakMap<Function, ClassShape>();

/** The cached shape of a request class, built on first use; throws `ConfigurationException`. */
export function shapeOf(cls: Function): ClassShape {
  let shape = shapes.get(cls);
  if (shape === undefined) {
    shape = buildShape(cls as RequestClass);
    shapes.set(cls, shape);
  }
  return shape;
}

function buildShape(cls: RequestClass): ClassShape {
  const className = cls.name || 'anonymous request class';
  const fields: FieldShape[] = [];
  const index: Record<string, number> = Object.create(null);
  const groups = new Map<string, GroupMember[]>();
  for (const [name, declaration] of declarationsOf(cls)) {
    const list = [...declaration.records];
    if (list.some((r) => r.kind === 'Ignore')) {
      const others = list.filter((r) => r.kind !== 'Ignore');
      if (others.length > 0) throw ConfigurationException.ignoreConflict(className, name, others.map(label));
      continue;
    }
    const field = buildField(className, name, list, declaration);
    index[name] = fields.length;
    fields.push(field);
    for (const record of list) {
      if (record.kind !== 'Group') continue;
      const members = groups.get(record.name) ?? [];
      const path = record.mapTo === undefined ? [name] : record.mapTo.split('.');
      checkGroupPath(className, name, record.name, path, members);
      members.push({ field: name, path });
      groups.set(record.name, members);
    }
  }
  return { cls, className, fields, index, groups };
}

function label(record: FieldRecord): string {
  return `@${record.kind === 'source' ? record.decorator : record.kind}`;
}

/** A field's records grouped by kind, in written order: read in one pass over its list. */
type RecordsByKind = { [K in FieldRecord['kind']]?: Extract<FieldRecord, { kind: K }>[] };

function byKind(list: readonly FieldRecord[]): RecordsByKind {
  const out: Partial<Record<FieldRecord['kind'], FieldRecord[]>> = {};
  for (const record of list) (out[record.kind] ??= []).push(record);
  return out as RecordsByKind;
}

function single<K extends FieldRecord['kind']>(
  className: string,
  name: string,
  records: RecordsByKind,
  kind: K,
): Extract<FieldRecord, { kind: K }> | undefined {
  const found = records[kind];
  if (found === undefined) return undefined;
  if (found.length > 1) throw ConfigurationException.duplicateDecorator(className, name, kind);
  return found[0];
}

/** What a generated field may carry besides its generator: nothing that reads or checks input. */
const GENERATED_FIELD_KINDS: ReadonlySet<FieldRecord['kind']> = new Set([
  'Generator',
  'Group',
  'Exclude',
  'Nullable',
  'Optional',
]);

function buildField(
  className: string,
  name: string,
  list: FieldRecord[],
  { designType, initial, methodsOf }: FieldDeclaration,
): FieldShape {
  const records = byKind(list);
  const sources = records.source ?? [];
  if (sources.length > 1) throw ConfigurationException.multipleSources(className, name, sources.map(label));
  const validate = single(className, name, records, 'Validate');
  const cast = single(className, name, records, 'Cast');
  const caster = single(className, name, records, 'Caster');
  const generator = single(className, name, records, 'Generator');
  const items = single(className, name, records, 'Items');
  const nested = single(className, name, records, 'Nested');
  const each = single(className, name, records, 'Each');
  const nullable = single(className, name, records, 'Nullable');
  const optional = single(className, name, records, 'Optional');
  const pre = records.PreProcess ?? [];
  const post = records.PostProcess ?? [];
  if (generator !== undefined) {
    const others = list.filter((r) => !GENERATED_FIELD_KINDS.has(r.kind));
    if (others.length > 0) throw ConfigurationException.generatorConflict(className, name, others.map(label));
  }
  if (cast !== undefined && caster !== undefined)
    throw ConfigurationException.castAndCasterConflict(className, name);
  if (items !== undefined && (cast !== undefined || caster !== undefined)) {
    throw ConfigurationException.itemsCastConflict(className, name);
  }
  if (nested !== undefined && (cast !== undefined || caster !== undefined || items !== undefined)) {
    throw ConfigurationException.nestedConflict(className, name);
  }
  const element = each === undefined ? undefined : eachElement(className, name, each.rules, list, cast);
  const rules = element === undefined ? validate?.rules : listRules(validate?.rules);
  const ruleTokens = rules === undefined ? NO_TOKENS : tokensOf(rules);
  const fieldCast = resolveCast(
    className,
    name,
    cast,
    caster !== undefined || items !== undefined || nested !== undefined || generator !== undefined,
    designType,
    initial,
    ruleTokens,
  );
  return {
    name,
    source: sourceOf(name, sources[0]),
    rules,
    ruleTokens,
    cast: element?.cast == null ? fieldCast : castEachElement(element.cast),
    caster: caster?.caster,
    pre: pre.map((r) => r.handler),
    post: post.map((r) => ({ handler: r.handler, config: r.config })),
    generator: generator && { generator: generator.generator, options: generator.options },
    items: items && choiceOf(className, name, 'Items', items.target),
    nested: nested && choiceOf(className, name, 'Nested', nested.target),
    each: element,
    exclude: records.Exclude !== undefined,
    answer: { nullable: nullable !== undefined, type: nullable?.type, optional: optional !== undefined },
    methodsOf,
  };
}

const NO_TOKENS: readonly RuleToken[] = Object.freeze([]);
/** Rule strings are few and shared by many fields (`required|string|max:255`): each is read once. */
const tokensOf = memoByText(
  (rules): readonly RuleToken[] => Object.freeze(splitRuleString(rules).map((token) => Object.freeze(token))),
  2_000,
);

/** `@Each`'s element rules, checked against the field's other decorators. */
function eachElement(
  className: string,
  name: string,
  rules: string,
  list: FieldRecord[],
  cast: { type: unknown } | undefined,
): EachElement {
  const others = list
    .filter(
      (record) =>
        record.kind === 'Items' ||
        record.kind === 'Nested' ||
        record.kind === 'Generator' ||
        record.kind === 'Caster' ||
        (record.kind === 'Cast' && cast?.type !== 'array'),
    )
    .map(label);
  if (others.length > 0) throw ConfigurationException.eachConflict(className, name, others);
  const ruleTokens = splitRuleString(rules);
  const implied = ruleDrivenCast(ruleTokens);
  // An element cast must keep what its rules passed: a list stays a list of scalars.
  const elementCast = implied === undefined || implied === 'array' ? null : resolveBuiltInCast(implied);
  return { rules, ruleTokens, cast: elementCast };
}

/** The field's own rules with `array` (a field with `@Each` holds a list), as written otherwise. */
function listRules(rules: string | undefined): string {
  if (rules === undefined || rules.trim() === '') return 'array';
  return splitRuleString(rules).some((token) => token.name === 'array') ? rules : `${rules}|array`;
}

/**
 * The list cast, then each element's. An element its cast refuses keeps its value: it broke its
 * rules, and that error is already reported at its index.
 */
function castEachElement(element: ResolvedCast): ResolvedCast {
  const castElement = element.cast;
  return {
    rule: 'array',
    scalar: false,
    cast: (value) => {
      const list = castArray(value);
      if (!Array.isArray(list)) return list;
      const out = new Array<unknown>(list.length);
      for (let index = 0; index < list.length; index++) {
        const item = list[index];
        if (item === null || item === undefined) {
          out[index] = item;
          continue;
        }
        const cast = castElement(item);
        out[index] = cast === CAST_FAILED ? item : cast;
      }
      return out;
    },
  };
}

function sourceOf(name: string, record: FieldRecord | undefined): FieldSource {
  if (record === undefined || record.kind !== 'source') return { bag: 'main', path: [name] };
  if (record.decorator === 'FromBody') return { bag: 'main', path: record.path };
  if (record.decorator === 'FromRoute') return { bag: 'route', key: record.key ?? name };
  return { bag: 'context', key: record.key };
}

function resolveCast(
  className: string,
  name: string,
  cast: { type: unknown } | undefined,
  custom: boolean,
  designType: unknown,
  initial: unknown,
  rules: readonly RuleToken[],
): ResolvedCast | null {
  if (cast !== undefined) {
    let resolved: ResolvedCast | null = null;
    try {
      resolved = resolveBuiltInCast(cast.type);
    } catch {
      // A date format intake does not read: reported below like any other unusable type.
    }
    if (resolved === null) throw ConfigurationException.castExpectsBuiltInType(className, name, cast.type);
    return resolved;
  }
  if (custom) return null;
  const fromType = typeDrivenCast(designType, initial);
  const fromRules = ruleDrivenCast(rules);
  // A `Date` field checked with `date_format` casts with that format in both decorator modes.
  const inferred =
    fromType === 'datetime' && fromRules?.startsWith('datetime:') ? fromRules : (fromType ?? fromRules);
  try {
    return resolveBuiltInCast(inferred);
  } catch {
    // A `date_format` the cast cannot read: the rule reports it.
    return null;
  }
}

/** ARCHITECTURE.md "Contract decisions" (type-driven casts): `design:type` first (Object falls through), then the initializer's runtime type. */
export function typeDrivenCast(designType: unknown, initial: unknown): string | undefined {
  if (designType === Number) return 'float';
  if (designType === Boolean) return 'bool';
  if (designType === String) return 'string';
  if (designType === Array) return 'array';
  if (designType === Date) return 'datetime';
  switch (typeof initial) {
    case 'number':
      return 'float';
    case 'boolean':
      return 'bool';
    case 'string':
      return 'string';
  }
  if (Array.isArray(initial)) return 'array';
  if (initial instanceof Date) return initial instanceof ImmutableDate ? 'datetime:immutable' : 'datetime';
  return undefined;
}

function choiceOf(
  className: string,
  name: string,
  decorator: 'Items' | 'Nested',
  target: unknown,
): ClassChoice {
  const choice = resolveChoice(target);
  if (choice === undefined) throw ConfigurationException.invalidTarget(className, name, decorator, target);
  return choice;
}

/** Whether the field's rules name `rule` (`nullable`, `array`…). */
export function hasRule(field: FieldShape, rule: string): boolean {
  return field.ruleTokens.some((token) => token.name === rule);
}

function checkGroupPath(
  className: string,
  field: string,
  group: string,
  path: readonly string[],
  members: GroupMember[],
): void {
  for (const member of members) {
    const shorter = Math.min(path.length, member.path.length);
    let overlaps = true;
    for (let i = 0; i < shorter && overlaps; i++) overlaps = path[i] === member.path[i];
    if (overlaps)
      throw ConfigurationException.groupPathConflict(className, field, group, path.join('.'), member.field);
  }
}
