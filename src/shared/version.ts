// The version of intake, as package.json has it (test/package/version.test.ts keeps the two
// equal): an ahead-of-time build names it in what it keys request classes by, so that a build
// is never read by another version's code.

/** intake's version. */
export const intakeVersion = '0.1.0';
