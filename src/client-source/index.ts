// The typed-client generator (docs/client.md): the source of a client module from a route table.
export { type ClientSourceOptions, clientSource } from './client-source.js';
