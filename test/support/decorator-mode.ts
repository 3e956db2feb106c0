// Tells the request-mapping tests which decorator mode they were compiled in, so a behaviour
// that legitimately differs (type-driven casts from `design:type` exist only in legacy mode)
// can assert both sides.
let detected: 'standard' | 'legacy' | undefined;

function probe(_target: unknown, context: unknown): void {
  detected = typeof context === 'object' && context !== null ? 'standard' : 'legacy';
}

class Probe {
  @probe field = 0;
}
void Probe;

/** `'legacy'` under `experimentalDecorators`, `'standard'` for TC39 decorators. */
export const decoratorMode: 'standard' | 'legacy' = detected!;

/** Whether `emitDecoratorMetadata` + reflect-metadata give the handler `design:type`. */
export const hasDesignTypes =
  decoratorMode === 'legacy' && typeof (Reflect as { getMetadata?: unknown }).getMetadata === 'function';
