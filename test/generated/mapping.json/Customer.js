// mapping.json · Customer · (dto, ancestors)
//   quote$0 = function quote
//   isFinite$1 = function isFinite
//   fieldText$2 = function fieldText
//   nestedText$3 = function nestedText
//   Cls$4 = function Address
"use strict";
const quote$0 = values[0];
const isFinite$1 = values[1];
const fieldText$2 = values[2];
const nestedText$3 = values[3];
const Cls$4 = values[4];
return (function generated(dto, ancestors) {
  const x0 = dto["name"];
  const t0 = typeof x0 === 'string' ? quote$0(x0) : typeof x0 === 'number' ? (isFinite$1(x0) ? '' + x0 : 'null') : typeof x0 === 'boolean' ? (x0 ? 'true' : 'false') : x0 === undefined ? undefined : fieldText$2(x0, "name", ancestors);
  const x1 = dto["address"];
  const t1 = typeof x1 === 'object' && x1 !== null ? nestedText$3(x1, Cls$4, "address", ancestors) : typeof x1 === 'string' ? quote$0(x1) : typeof x1 === 'number' ? (isFinite$1(x1) ? '' + x1 : 'null') : typeof x1 === 'boolean' ? (x1 ? 'true' : 'false') : x1 === undefined ? undefined : fieldText$2(x1, "address", ancestors);
  if (t0 !== undefined && t1 !== undefined) return "{\"name\":" + t0 + ",\"address\":" + t1 + '}';
  let out = '{';
  if (t0 !== undefined) out += (out.length === 1 ? "\"name\":" : ",\"name\":") + t0;
  if (t1 !== undefined) out += (out.length === 1 ? "\"address\":" : ",\"address\":") + t1;
  return out + '}';
});
