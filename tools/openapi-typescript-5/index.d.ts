// The two functions of openapi-typescript the tests use (its own declarations live beside it).
export { astToString, default } from 'openapi-typescript';
