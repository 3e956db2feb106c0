/**
 * Whether this runtime allows `new Function` (a strict CSP, Cloudflare Workers or
 * `--disallow-code-generation-from-strings` forbid it). Every area that generates code — the
 * router's matcher, the validator's plans, the mapping's steps — asks this one flag (through
 * `generatesCode` in code-writer.ts) and keeps its closure path for when it is false.
 */
export const codeGenerationAllowed: boolean = (() => {
  // workerd allows it while the module loads and forbids it while serving, when intake
  // compiles lazily: a probe here would say yes. Workers say who they are.
  if ((globalThis as { navigator?: { userAgent?: string } }).navigator?.userAgent === 'Cloudflare-Workers') {
    return false;
  }
  try {
    return new Function('return true')() === true;
  } catch {
    return false;
  }
})();

let jitless: boolean | undefined;

/** The library-wide `jitless` setting (false until `configure({ jitless: true })`). */
export function jitlessByDefault(): boolean {
  return jitless ?? false;
}

/** Library-wide settings, set once at start-up. */
export interface IntakeSettings {
  /**
   * Never generate code with `new Function`: routers, validators and request handlers run
   * their closure twins (same results, slower). For runtimes or policies that forbid eval
   * without the library detecting it. A component's own `jitless` option overrides it.
   */
  jitless?: boolean;
}

/**
 * Sets library-wide options, once, before routes, validators or request classes are compiled
 * (components read the setting when they are built). Setting a value again to something else
 * throws: one meaning for the whole process.
 *
 * @example
 * import { configure } from 'intake';
 * configure({ jitless: true });
 */
export function configure(settings: IntakeSettings): void {
  if (settings.jitless === undefined) return;
  if (typeof settings.jitless !== 'boolean') {
    throw new TypeError(`configure({ jitless }) expects a boolean, got ${String(settings.jitless)}`);
  }
  if (jitless !== undefined && jitless !== settings.jitless) {
    throw new TypeError(
      'configure({ jitless }) was already set to another value; it is set once, at start-up',
    );
  }
  jitless = settings.jitless;
}
