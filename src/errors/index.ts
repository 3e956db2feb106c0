export { HttpError } from './http-error.js';
