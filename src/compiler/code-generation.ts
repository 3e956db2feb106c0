import { type CompiledBuild, type StaleBuildPolicy, useBuild } from './compiled-build.js';

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
   * The ahead-of-time build of this application's generated code (`npx intake build`, the
   * module's default export): routers, validators and request classes take their functions from
   * it and compile nothing — no `new Function`, so strict CSPs and edge runtimes run the
   * generated code too. Set it before the kernel is created (docs/build.md).
   */
  build?: CompiledBuild;
  /**
   * When the running code needs a function the build lacks (something changed since the
   * build): `'compile'` (the default) compiles it at run time and warns once; `'refuse'` throws
   * `StaleBuildException`, as does a runtime that forbids `new Function` either way.
   */
  staleBuild?: StaleBuildPolicy;
  /**
   * Never generate code with `new Function`: routers, validators and request handlers run
   * their closure twins (same results, slower). For runtimes or policies that forbid eval
   * without the library detecting it. A component's own `jitless` option overrides it.
   */
  jitless?: boolean;
}

let configuredBuild: { build: CompiledBuild; policy: StaleBuildPolicy } | undefined;

function configureBuild(build: CompiledBuild, policy: StaleBuildPolicy = 'compile'): void {
  if (policy !== 'compile' && policy !== 'refuse') {
    throw new TypeError(`configure({ staleBuild }) expects 'compile' or 'refuse', got ${String(policy)}`);
  }
  if (configuredBuild !== undefined) {
    if (configuredBuild.build === build && configuredBuild.policy === policy) return;
    throw new TypeError('configure({ build }) was already set to another build; it is set once, at start-up');
  }
  useBuild(build, policy, codeGenerationAllowed);
  configuredBuild = { build, policy };
}

/**
 * Sets library-wide options, once, before routes, validators or request classes are compiled
 * (components read the setting when they are built). Setting a value again to something else
 * throws: one meaning for the whole process.
 *
 * @example
 * import { configure } from 'intake';
 * import build from './intake.build.js';
 * configure({ build });
 */
export function configure(settings: IntakeSettings): void {
  if (settings.build !== undefined) configureBuild(settings.build, settings.staleBuild);
  else if (settings.staleBuild !== undefined) {
    throw new TypeError('configure({ staleBuild }) applies to a build: pass it with configure({ build })');
  }
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
