import type { RouteMatch } from '../route.js';
import type { RouteParams } from '../types.js';
import { decodeParameter, Params, parameterTooLong, setParam } from './params.js';

/** A concrete path of one route: what to answer and which parameters to read. */
export class Endpoint {
  readonly base: Omit<RouteMatch, 'params'>;
  readonly names: readonly string[];
  readonly constants: ReadonlyArray<readonly [string, string]>;
  /**
   * Capture number of each parameter; set when the source is emitted. Without generated code,
   * only the parameters inside the regex that ends the form (the walker holds the others).
   */
  captures: readonly number[] = [];

  constructor(
    base: Omit<RouteMatch, 'params'>,
    names: readonly string[],
    constants: ReadonlyArray<readonly [string, string]>,
  ) {
    this.base = base;
    this.names = names;
    this.constants = constants;
  }

  /**
   * The match, from the raw values the walker took before the form's regex (`before`) and
   * then the regex's capture groups (null when the walker took every value).
   */
  build(before: readonly string[], groups: RegExpExecArray | null, maxParameterLength: number): RouteMatch {
    const params: RouteParams = new Params();
    const constants = this.constants;
    for (let i = 0; i < constants.length; i++) setParam(params, constants[i]![0], constants[i]![1]);
    const names = this.names;
    const captures = this.captures;
    const taken = before.length;
    for (let i = 0; i < names.length; i++) {
      const raw = i < taken ? before[i]! : groups![captures[i - taken]!]!;
      if (raw.length > maxParameterLength) parameterTooLong(names[i]!);
      setParam(params, names[i]!, raw.indexOf('%') === -1 ? raw : decodeParameter(raw));
    }
    const base = this.base;
    return { route: base.route, handler: base.handler, params, middleware: base.middleware, name: base.name };
  }
}
