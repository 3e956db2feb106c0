// date-fns reads and writes dates through the local-time accessors, so parsing with a
// format would depend on the server's time zone. This Date answers those accessors in UTC;
// handed to date-fns as its `in` context it makes every formatted parse zone-independent.

const constructDateFrom = Symbol.for('constructDateFrom');

export class UtcDate extends Date {
  [constructDateFrom](value: number | string | Date): UtcDate {
    return new UtcDate(typeof value === 'object' ? value.getTime() : value);
  }
  override getTimezoneOffset(): number {
    return 0;
  }
  override getFullYear(): number {
    return this.getUTCFullYear();
  }
  override getMonth(): number {
    return this.getUTCMonth();
  }
  override getDate(): number {
    return this.getUTCDate();
  }
  override getDay(): number {
    return this.getUTCDay();
  }
  override getHours(): number {
    return this.getUTCHours();
  }
  override getMinutes(): number {
    return this.getUTCMinutes();
  }
  override getSeconds(): number {
    return this.getUTCSeconds();
  }
  override getMilliseconds(): number {
    return this.getUTCMilliseconds();
  }
  override setFullYear(...args: [number, number?, number?]): number {
    return this.setUTCFullYear(...(args as [number]));
  }
  override setMonth(...args: [number, number?]): number {
    return this.setUTCMonth(...(args as [number]));
  }
  override setDate(date: number): number {
    return this.setUTCDate(date);
  }
  override setHours(...args: [number, number?, number?, number?]): number {
    return this.setUTCHours(...(args as [number]));
  }
  override setMinutes(...args: [number, number?, number?]): number {
    return this.setUTCMinutes(...(args as [number]));
  }
  override setSeconds(...args: [number, number?]): number {
    return this.setUTCSeconds(...(args as [number]));
  }
  override setMilliseconds(ms: number): number {
    return this.setUTCMilliseconds(ms);
  }
}

/** The `in` context date-fns calls to create every intermediate date. */
export function utcContext(value: number | string | Date): UtcDate {
  return new UtcDate(typeof value === 'object' ? value.getTime() : value);
}
