// The public API of intake: every facility re-exported from the package root.
export * from './errors/index.js';
export * from './http/index.js';
export * from './input/index.js';
export * from './mapping/index.js';
export * from './router/index.js';
export { configure, type IntakeSettings } from './shared/code-generation.js';
export * from './validator/index.js';
