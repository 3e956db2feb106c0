/**
 * Whether this runtime allows `new Function` (a strict CSP or
 * `--disallow-code-generation-from-strings` forbids it). Every area that generates code — the
 * router's matcher, the validator's plans, the mapping's steps — asks this one flag and keeps
 * its closure path for when it is false.
 */
export const codeGenerationAllowed: boolean = (() => {
  try {
    return new Function('return true')() === true;
  } catch {
    return false;
  }
})();
