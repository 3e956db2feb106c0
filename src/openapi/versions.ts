// What differs between the OpenAPI versions `openapi()` writes: 3.1.0 (the default, which every
// tool reads) and 3.2.0 (an opt-in: the QUERY method, any other method under
// `additionalOperations`, a `querystring` parameter, hierarchical tags).
import { OpenApiError, type OpenApiObject, type OpenApiVersion } from './types.js';

const VERSIONS: readonly OpenApiVersion[] = ['3.1.0', '3.2.0'];
const FIXED_METHODS = ['GET', 'PUT', 'POST', 'DELETE', 'OPTIONS', 'HEAD', 'PATCH', 'TRACE'];
/** Tag fields that 3.2 added (§4.8.22): a 3.1 Tag Object has none of them. */
const TAG_FIELDS_OF_3_2 = ['parent', 'kind', 'summary'];

export function checkedVersion(version: unknown): OpenApiVersion {
  if (version === undefined) return '3.1.0';
  if (!VERSIONS.includes(version as OpenApiVersion)) {
    throw new OpenApiError(
      `openapi() writes OpenAPI ${VERSIONS.join(' or ')}: pass version: '3.1.0' (the default) or '3.2.0', got ${JSON.stringify(version)}`,
    );
  }
  return version as OpenApiVersion;
}

/** Where a method's operation goes in a path item, or undefined when the version has no place for it. */
export function operationSlot(
  method: string,
  version: OpenApiVersion,
): { key: string; additional: boolean } | undefined {
  if (FIXED_METHODS.includes(method)) return { key: method.toLowerCase(), additional: false };
  if (version === '3.1.0' || !/^[A-Z][A-Z0-9_-]*$/.test(method)) return undefined;
  if (method === 'QUERY') return { key: 'query', additional: false };
  return { key: method, additional: true };
}

/** Why a method is left out of a document of `version`. */
export function skippedMethodReason(method: string, version: OpenApiVersion): string {
  if (version === '3.1.0' && /^[A-Z][A-Z0-9_-]*$/.test(method)) {
    return `${method} has no place in OpenAPI 3.1: pass version: '3.2.0' to list it`;
  }
  return `${method === '*' ? 'any()' : method} cannot be listed: OpenAPI has no "every method"`;
}

/** A tag as the version allows it: 3.1 leaves out the fields 3.2 added. */
export function tagFor(tag: OpenApiObject, version: OpenApiVersion): OpenApiObject {
  if (version !== '3.1.0') return { ...tag };
  const out: OpenApiObject = {};
  for (const [key, value] of Object.entries(tag)) if (!TAG_FIELDS_OF_3_2.includes(key)) out[key] = value;
  return out;
}

/** Every operation of a path item, those under `additionalOperations` included. */
export function operationsOfItem(item: Record<string, OpenApiObject>): OpenApiObject[] {
  const out: OpenApiObject[] = [];
  for (const [key, value] of Object.entries(item)) {
    if (key === 'additionalOperations') out.push(...(Object.values(value) as OpenApiObject[]));
    else out.push(value);
  }
  return out;
}
