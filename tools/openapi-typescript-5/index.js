// Re-exports openapi-typescript, resolved from this folder so it finds TypeScript 5.
export { astToString, default } from 'openapi-typescript';
