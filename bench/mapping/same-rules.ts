// What intake's rules ask, written as a peer's own checks, so that a contender given them checks
// the same as intake (issue 41: "the same rules for everyone").

/** `required`'s refusal of blank text: some character `trim()` keeps (it removes exactly what `\s` matches). */
export const NOT_BLANK = /\S/;
