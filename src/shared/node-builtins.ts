// Node built-in modules for code that only runs where they exist — the Node door, a Node
// stream a handler returned, brotli — reached through `process.getBuiltinModule` (Node
// ≥ 20.16, Bun, Deno) rather than a static import, so a bundle for a Fetch runtime never
// references `node:*` at all.
import type * as NodeStream from 'node:stream';

type BuiltinLoader = (id: string) => unknown;

/** The built-in module `id`, or undefined on a runtime without Node's built-ins. */
export function nodeBuiltin<T>(id: string): T | undefined {
  const process = (globalThis as { process?: { getBuiltinModule?: BuiltinLoader } }).process;
  return process?.getBuiltinModule?.(id) as T | undefined;
}

/** The built-in module `id`, for code that only runs where it exists (the Node door, a Node stream in hand). */
export function requiredBuiltin<T>(id: string): T {
  const module = nodeBuiltin<T>(id);
  if (module === undefined) throw new TypeError(`${id} is not available on this runtime`);
  return module;
}

/** `node:stream`, for code that already holds a Node stream (so the runtime has it). */
export function nodeStream(): typeof NodeStream {
  return requiredBuiltin<typeof NodeStream>('node:stream');
}

/** Whether `value` is a Node `Readable` (duck-typed: no `node:stream` needed to ask). */
export function isNodeReadable(value: unknown): value is NodeStream.Readable {
  const candidate = value as { pipe?: unknown; on?: unknown; destroy?: unknown; read?: unknown } | null;
  return (
    typeof candidate === 'object' &&
    candidate !== null &&
    typeof candidate.pipe === 'function' &&
    typeof candidate.on === 'function' &&
    typeof candidate.read === 'function' &&
    typeof candidate.destroy === 'function'
  );
}
