import {
  type BuildModule,
  type BuildModuleFormat,
  buildModuleOf,
  type NamedClassEntry,
} from '../compiler/build-module.js';
import { generatesCode } from '../compiler/code-writer.js';
import { type RecordedFunction, recordGenerated } from '../compiler/generated-record.js';
import { declaredRequestClasses, declaredViewClasses } from '../http/declared-classes.js';
import { dtoTextHooks, viewTextHooks } from '../http/json-text.js';
import { buildViewTextWriter } from '../mapping/answer-writer.js';
import { classesOf } from '../mapping/class-choice.js';
import { type RequestClass, shapeOf } from '../mapping/class-shape.js';
import { buildExportWriter, buildJsonWriter } from '../mapping/export-writer.js';
import { exported } from '../mapping/request.js';
import { compileEveryPath, RequestHandler } from '../mapping/request-handler.js';
import type { ValidatorInterface } from '../validator/types.js';
import { builtClassesOf } from './built-classes.js';
import type { CompilableRoutes } from './inspect-routes.js';

export type { BuildModule, BuildModuleFormat } from '../compiler/build-module.js';

/** Options of `aheadOfTimeBuild`. */
export interface AheadOfTimeOptions {
  /** The validator the kernel maps the classes with (custom rules); default: the built-in one. */
  validator?: ValidatorInterface;
  /** `esm` (the default) or `cjs`. */
  format?: BuildModuleFormat;
  /** What the module's head comment says it was written for, e.g. the application's module. */
  writtenFor?: string;
}

/**
 * The ahead-of-time build of an application: every function intake generates for the route
 * table's matcher, each request class the routes declare (all of its paths, nested classes,
 * validator checks, `toArray()` and JSON writers) and each view they answer with, written as
 * one JavaScript module for `configure({ build })`. `npx intake build` writes it to a file.
 *
 * @example
 * import { aheadOfTimeBuild } from 'intake/inspect';
 * writeFileSync('intake.build.js', aheadOfTimeBuild(routes).module);
 */
export function aheadOfTimeBuild(routes: CompilableRoutes, options: AheadOfTimeOptions = {}): BuildModule {
  const recorded = recordApplication(routes, options.validator);
  return buildModuleOf(
    recorded.generated,
    options.format ?? 'esm',
    options.writtenFor ?? `${routes.routes.length} routes`,
    recorded.classes,
    recorded.startUp,
  );
}

/** What an application's build holds: every generated function, and the classes ready to map. */
export interface RecordedApplication {
  readonly generated: RecordedFunction[];
  readonly classes: NamedClassEntry[];
  /**
   * The functions run-time generation compiles when the kernel is made (the matcher, each
   * declared class's fast path or steps): the build has V8 compile them with the module.
   */
  readonly startUp: RecordedFunction[];
}

/**
 * Internal (the CLI): every function generated for `routes`' matcher, classes and views, and
 * the request classes whose fast path the build holds ready.
 */
export function recordApplication(
  routes: CompilableRoutes,
  validator?: ValidatorInterface,
): RecordedApplication {
  if (!generatesCode(false)) {
    throw new Error('an ahead-of-time build is written where code generation works (Node.js, no jitless)');
  }
  const handler = new RequestHandler(validator);
  // First what the kernel compiles when it is made (compileDeclaredClasses), then the rest.
  const { generated: startUp, result: requests } = recordGenerated(() => {
    routes.compile();
    const requests = declaredRequestClasses(routes);
    for (const cls of requests) handler.compile(cls);
    return requests;
  });
  const { generated } = recordGenerated(() => {
    for (const cls of requests) handler[compileEveryPath](cls);
    // A nested DTO writes its own `toArray()` and JSON text, a nested view its own text.
    for (const cls of withNestedClasses(requests)) {
      buildExportWriter(cls, exported);
      buildJsonWriter(cls, dtoTextHooks);
    }
    for (const cls of withNestedClasses(declaredViewClasses(routes))) buildViewTextWriter(cls, viewTextHooks);
  });
  const ready = builtClassesOf(withNestedClasses(requests), validator);
  return {
    generated: [...startUp, ...generated, ...ready.generated],
    classes: ready.classes,
    startUp,
  };
}

/** `classes` and every class their `@Items`/`@Nested` fields name (union branches too), once each. */
function withNestedClasses(classes: readonly RequestClass[]): RequestClass[] {
  const found = new Set<RequestClass>();
  const visit = (cls: RequestClass) => {
    if (found.has(cls)) return;
    found.add(cls);
    for (const field of shapeOf(cls).fields) {
      for (const choice of [field.items, field.nested]) {
        if (choice !== undefined) for (const nested of classesOf(choice)) visit(nested);
      }
    }
  };
  for (const cls of classes) visit(cls);
  return [...found];
}
