// `NoInfer` for every supported TypeScript: the built-in arrived in 5.4 and the package supports
// 5.0. A type parameter inside a conditional index is not an inference site, so a call's
// argument typed `NotInferred<T>` is checked against `T` but never proposes a `T`.

/** `T`, but an argument of this type gives no inference for `T`'s type parameters. */
export type NotInferred<T> = [T][T extends any ? 0 : never];
