// The JSON text of an answer, exactly as `JSON.stringify(value)` writes it, for the kernel's
// replies. DTOs are written field by field from their class (export-writer.ts) instead of
// through `toJSON()`, which builds an object per DTO for `JSON.stringify` to walk again. Only
// what leads to DTOs is walked here — the answer's own keys when it is a plain object, lists
// holding DTOs, the DTOs' fields — following the spec's SerializeJSONProperty (ECMA-262
// §25.5.2.2): a value's `toJSON(key)` runs first (dates), then it is written. Any other object
// goes whole to the native writer, which is faster on data without DTOs. A subclass's own
// `toJSON()` or `toArray()` is called as `JSON.stringify` would call it. A cycle makes the
// native writer throw its own error.

import { answerAs } from '../mapping/answer-view.js';
import { type ViewTextHooks, viewTextWriterOf } from '../mapping/answer-writer.js';
import { type JsonHooks, type JsonWriter, jsonWriterOf } from '../mapping/export-writer.js';
import { Request, type RequestClass } from '../mapping/index.js';
import { quote } from '../shared/json-quote.js';

const baseToJSON = Request.prototype.toJSON;
const baseToArray = Request.prototype.toArray;

/** `value` as JSON text, or `undefined` where `JSON.stringify` returns it (a function, `undefined`). */
export function jsonText(value: unknown): string | undefined {
  const ancestors: object[] = [];
  try {
    const plain =
      typeof value === 'object' &&
      value !== null &&
      !Array.isArray(value) &&
      Object.getPrototypeOf(value) === Object.prototype &&
      typeof (value as { toJSON?: unknown }).toJSON !== 'function';
    // The usual answer wraps DTOs in an object (`{ data: dto }`): its own keys are walked here.
    return plain ? keysText(value as Record<string, unknown>, ancestors) : valueText(value, '', ancestors);
  } catch (error) {
    // A cycle: the native writer throws its own error, with the path of the circle.
    if (error === CIRCULAR) return JSON.stringify(value);
    throw error;
  }
}

const CIRCULAR = Symbol('circular');

/**
 * SerializeJSONProperty: the text of `value` found at `key`, or `undefined` when it is left
 * out. Only DTOs and lists holding DTOs are written here; any other object goes whole to the
 * native writer, which is faster on data without DTOs (and writes a DTO deep inside it through
 * its generated `toArray()`).
 */
function valueText(value: unknown, key: string, ancestors: object[]): string | undefined {
  // A BigInt is looked up for a `toJSON` too (one defined on BigInt.prototype); null is not.
  if (typeof value === 'object' ? value === null : typeof value !== 'bigint') return primitiveText(value);
  const toJSON = (value as { toJSON?: unknown }).toJSON;
  if (typeof toJSON === 'function') {
    if (toJSON === baseToJSON && value instanceof Request) return dtoText(value, key, ancestors, true);
    return serialized(toJSON.call(value, key), ancestors);
  }
  if (Array.isArray(value) && value.some(isDto)) return arrayText(value, ancestors);
  return JSON.stringify(value);
}

/** A value after its `toJSON()` ran: written without looking for a `toJSON` on it again. */
function serialized(value: unknown, ancestors: object[]): string | undefined {
  if (typeof value !== 'object' || value === null) return primitiveText(value);
  // Only a result that has a toJSON of its own needs the walk; the native writer would call it.
  if (typeof (value as { toJSON?: unknown }).toJSON !== 'function') return JSON.stringify(value);
  if (Array.isArray(value)) return arrayText(value, ancestors);
  // Boxed primitives are written as their primitive (SerializeJSONProperty, step 4).
  if (value instanceof Number) return primitiveText(Number(value));
  if (value instanceof String) return quote(String(value));
  if (value instanceof Boolean || value instanceof BigInt) return primitiveText(value.valueOf());
  return keysText(value as Record<string, unknown>, ancestors);
}

function primitiveText(value: unknown): string | undefined {
  switch (typeof value) {
    case 'string':
      return quote(value);
    case 'number':
      return Number.isFinite(value) ? String(value) : 'null';
    case 'boolean':
      return value ? 'true' : 'false';
    case 'object':
      return 'null';
    case 'bigint':
      // What its `toJSON` (if any) returned is a BigInt again: JSON cannot write it.
      throw new TypeError('Do not know how to serialize a BigInt');
    default:
      return undefined;
  }
}

function isDto(value: unknown): boolean {
  return value instanceof Request;
}

function keysText(record: Record<string, unknown>, ancestors: object[]): string {
  if (ancestors.includes(record)) throw CIRCULAR;
  ancestors.push(record);
  let text = '{';
  const names = Object.keys(record);
  for (let i = 0; i < names.length; i++) {
    const name = names[i]!;
    const value = record[name];
    // Strings, most of an answer's own values (ids), are written without the general walk.
    const item = typeof value === 'string' ? quote(value) : valueText(value, name, ancestors);
    if (item !== undefined) text += `${text.length === 1 ? '' : ','}${quote(name)}:${item}`;
  }
  ancestors.pop();
  return `${text}}`;
}

function arrayText(list: readonly unknown[], ancestors: object[]): string {
  return listOf(list, ancestors, elementText, undefined);
}

/**
 * A list's text, inside the cycle check: each element as `item` writes it (given `using`, what
 * the kind of list needs: a writer, a view class), `null` where it gives `undefined`.
 */
function listOf<U>(
  list: readonly unknown[],
  ancestors: object[],
  item: (element: unknown, index: number, ancestors: object[], using: U) => string | undefined,
  using: U,
): string {
  if (ancestors.includes(list)) throw CIRCULAR;
  ancestors.push(list);
  let text = '[';
  for (let i = 0; i < list.length; i++) {
    if (i > 0) text += ',';
    text += item(list[i], i, ancestors, using) ?? 'null';
  }
  ancestors.pop();
  return `${text}]`;
}

/** An element of a list as `JSON.stringify` writes it (its key is its index). */
function elementText(element: unknown, index: number, ancestors: object[]): string | undefined {
  return valueText(element, String(index), ancestors);
}

/**
 * A DTO as `toArray()` exports it: its class's writer, or its own `toArray()`'s object — which
 * `JSON.stringify` writes as is when it came from `toJSON()` (`viaToJSON`), and as a value found
 * at its key (its own `toJSON` honoured) when it is a nested DTO's export.
 */
function dtoText(dto: Request, key: string, ancestors: object[], viaToJSON: boolean): string | undefined {
  if (dto.toArray !== baseToArray) {
    const exported = dto.toArray();
    return viaToJSON ? serialized(exported, ancestors) : valueText(exported, key, ancestors);
  }
  return generatedText(dto, jsonWriterOf(dto.constructor, hooks), ancestors);
}

/** A DTO (or a value through its view) written by its class's generated writer, inside the cycle check. */
function generatedText(dto: object, writer: JsonWriter, ancestors: object[]): string {
  if (ancestors.includes(dto)) throw CIRCULAR;
  ancestors.push(dto);
  const text = writer(dto as Record<string, unknown>, ancestors);
  ancestors.pop();
  return text;
}

/**
 * A DTO field's value as `toArray()` exports it and `JSON.stringify` then writes it: a nested
 * DTO through its `toArray()` (not its `toJSON()`), each DTO of a list likewise.
 */
function fieldText(value: unknown, key: string, ancestors: object[]): string | undefined {
  if (typeof value !== 'object' || value === null) return valueText(value, key, ancestors);
  if (value instanceof Request) return dtoText(value, key, ancestors, false);
  if (Array.isArray(value) && value.some((item) => item instanceof Request)) {
    return listOf(value, ancestors, exportedElementText, undefined);
  }
  return valueText(value, key, ancestors);
}

/** An element of a DTO field's list: a DTO through its `toArray()`, anything else as a value. */
function exportedElementText(element: unknown, index: number, ancestors: object[]): string | undefined {
  return element instanceof Request
    ? dtoText(element, String(index), ancestors, false)
    : valueText(element, String(index), ancestors);
}

/**
 * A field declared `@Items(cls)`: a list whose items are all DTOs of `cls` itself (not a
 * subclass) with the base `toArray()` is written here with that class's writer, looked up once
 * for the list; any other value as `fieldText` writes it. Same text, fewer steps per item.
 */
function listText(value: object, cls: Function, key: string, ancestors: object[]): string | undefined {
  if (!Array.isArray(value) || value.length === 0) return fieldText(value, key, ancestors);
  const prototype = cls.prototype as object;
  for (let i = 0; i < value.length; i++) {
    if (!isExactDto(value[i], prototype)) return fieldText(value, key, ancestors);
  }
  return listOf(value, ancestors, writtenElementText, jsonWriterOf(cls, hooks));
}

/** A DTO of a list whose elements all share one writer. */
function writtenElementText(
  element: unknown,
  _index: number,
  ancestors: object[],
  writer: JsonWriter,
): string {
  return generatedText(element as object, writer, ancestors);
}

/** A field declared `@Nested(cls)`: a DTO of `cls` itself, written with its writer; else as `fieldText` writes it. */
function nestedText(value: object, cls: Function, key: string, ancestors: object[]): string | undefined {
  if (!isExactDto(value, cls.prototype as object)) return fieldText(value, key, ancestors);
  return generatedText(value, jsonWriterOf(cls, hooks), ancestors);
}

/** An instance of exactly the class of `prototype` whose export is the generated one. */
function isExactDto(value: unknown, prototype: object): boolean {
  return (
    typeof value === 'object' &&
    value !== null &&
    Object.getPrototypeOf(value) === prototype &&
    (value as Request).toArray === baseToArray
  );
}

/** The hooks of the DTO writers (export-writer.ts), shared with intake/inspect. */
export const dtoTextHooks: JsonHooks = { fieldText, listText, nestedText };
const hooks = dtoTextHooks;

/**
 * The JSON text of `value` answered through the view `cls` (each element of a list, `list`):
 * exactly `JSON.stringify(answerAs(cls, value))` (or of `answerListAs`), written without the
 * shaped object. A cycle through the view's fields is a `TypeError`, as `JSON.stringify`'s.
 */
export function viewJsonText(cls: RequestClass, list: boolean, value: unknown): string | undefined {
  const ancestors: object[] = [];
  try {
    if (list)
      return Array.isArray(value) ? viewListText(cls, value, ancestors) : valueText(value, '', ancestors);
    return isViewed(value) ? viewText(cls, value, ancestors) : valueText(value, '', ancestors);
  } catch (error) {
    if (error === CIRCULAR) {
      throw new TypeError(
        `Converting circular structure to JSON: the answer through ${cls.name} refers to itself`,
      );
    }
    throw error;
  }
}

/** What a view shapes: an object that is no list (anything else it passes through as it is). */
function isViewed(value: unknown): value is object {
  return typeof value === 'object' && value !== null && !Array.isArray(value);
}

function viewText(cls: RequestClass, value: object, ancestors: object[]): string {
  const writer = viewTextWriterOf(cls, viewHooks);
  if (writer === null) return JSON.stringify(answerAs(cls, value));
  return generatedText(value, writer, ancestors);
}

function viewListText(cls: RequestClass, list: readonly unknown[], ancestors: object[]): string {
  return listOf(list, ancestors, viewedElementText, cls);
}

/** An element of a list answered through a view: shaped when it is an object, else as a value. */
function viewedElementText(
  element: unknown,
  index: number,
  ancestors: object[],
  cls: RequestClass,
): string | undefined {
  return isViewed(element) ? viewText(cls, element, ancestors) : valueText(element, String(index), ancestors);
}

/** The hooks of the view writers (answer-writer.ts), shared with intake/inspect. */
export const viewTextHooks: ViewTextHooks = { valueText, viewText, viewListText };
const viewHooks = viewTextHooks;
