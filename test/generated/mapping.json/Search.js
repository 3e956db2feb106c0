// mapping.json · Search · (dto, ancestors)
//   quote$0 = function quote
//   isFinite$1 = function isFinite
//   fieldText$2 = function fieldText
"use strict";
const quote$0 = values[0];
const isFinite$1 = values[1];
const fieldText$2 = values[2];
return (function generated(dto, ancestors) {
  const x0 = dto["term"];
  const t0 = typeof x0 === 'string' ? quote$0(x0) : typeof x0 === 'number' ? (isFinite$1(x0) ? '' + x0 : 'null') : typeof x0 === 'boolean' ? (x0 ? 'true' : 'false') : x0 === undefined ? undefined : fieldText$2(x0, "term", ancestors);
  const x1 = dto["perPage"];
  const t1 = typeof x1 === 'number' ? (isFinite$1(x1) ? '' + x1 : 'null') : typeof x1 === 'string' ? quote$0(x1) : typeof x1 === 'boolean' ? (x1 ? 'true' : 'false') : x1 === undefined ? undefined : fieldText$2(x1, "perPage", ancestors);
  if (t0 !== undefined && t1 !== undefined) return "{\"term\":" + t0 + ",\"perPage\":" + t1 + '}';
  let out = '{';
  if (t0 !== undefined) out += (out.length === 1 ? "\"term\":" : ",\"term\":") + t0;
  if (t1 !== undefined) out += (out.length === 1 ? "\"perPage\":" : ",\"perPage\":") + t1;
  return out + '}';
});
