export type { CompiledValidation, ValidationErrors, ValidatorInterface } from './types.js';
