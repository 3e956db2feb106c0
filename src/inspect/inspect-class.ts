import { generatesCode } from '../compiler/code-writer.js';
import { recordGenerated } from '../compiler/generated-record.js';
import { dtoTextHooks, viewTextHooks } from '../http/json-text.js';
import { buildViewTextWriter } from '../mapping/answer-writer.js';
import type { RequestClass } from '../mapping/class-shape.js';
import { buildExportWriter, buildJsonWriter } from '../mapping/export-writer.js';
import { exported } from '../mapping/request.js';
import { compileEveryPath, RequestHandler } from '../mapping/request-handler.js';
import type { ValidatorInterface } from '../validator/types.js';
import { type GeneratedListing, listingOf } from './listing.js';

/** Options of `inspectClass`: the same as the `RequestHandler` that maps the class. */
export interface InspectClassOptions {
  /** The validator the class is mapped with (custom rules, messages); default: the built-in one. */
  validator?: ValidatorInterface;
  /** As `RequestHandlerOptions.jitless`: list what runs when code generation is off (nothing). */
  jitless?: boolean;
}

/**
 * The JavaScript intake generates for a request class — its mapping (the fast path, the steps,
 * the instance constructors, the validator's checks, for every nested class too), its
 * `toArray()` writer and its JSON text writer — compiled afresh exactly as the kernel compiles
 * it, and listed with the values each function reads by name. For debugging, and for audits
 * such as a Content Security Policy review.
 *
 * @example
 * import { inspectClass } from 'intake/inspect';
 * console.log(String(inspectClass(CreateTask)));
 */
export function inspectClass(cls: RequestClass, options: InspectClassOptions = {}): GeneratedListing {
  const { generated } = recordGenerated(() => {
    new RequestHandler(options.validator, { jitless: options.jitless })[compileEveryPath](cls);
    if (generatesCode(options.jitless)) {
      buildExportWriter(cls, exported);
      buildJsonWriter(cls, dtoTextHooks);
    }
  });
  return listingOf(`class ${cls.name}`, generated);
}

/**
 * The JavaScript intake generates to answer through a view class (`responds(200, View)`,
 * `answerAs`): its JSON text writer.
 *
 * @example
 * console.log(String(inspectView(TaskView)));
 */
export function inspectView(cls: RequestClass): GeneratedListing {
  const { generated } = recordGenerated(() => buildViewTextWriter(cls, viewTextHooks));
  return listingOf(`view ${cls.name}`, generated);
}
