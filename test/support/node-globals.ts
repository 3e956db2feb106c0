// Node defines many web globals (Request, Headers, TextEncoder, …) lazily: the first read
// replaces a getter with the value. Read them all now, before @fast-check/poisoning takes its
// snapshot, so that the first use inside a property is not reported as poisoning.
for (const name of Reflect.ownKeys(globalThis)) {
  if (Object.getOwnPropertyDescriptor(globalThis, name)?.get !== undefined) {
    void (globalThis as Record<PropertyKey, unknown>)[name];
  }
}
// Loading undici (behind Request) registers its global dispatcher the first time a request is built.
void new Request('http://localhost/');
