export { HttpError, type HttpErrorOptions } from './http-error.js';
