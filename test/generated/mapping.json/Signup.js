// mapping.json · Signup · (dto, ancestors)
//   quote$0 = function quote
//   isFinite$1 = function isFinite
//   fieldText$2 = function fieldText
"use strict";
const quote$0 = values[0];
const isFinite$1 = values[1];
const fieldText$2 = values[2];
return (function generated(dto, ancestors) {
  const x0 = dto["email"];
  const t0 = typeof x0 === 'string' ? quote$0(x0) : typeof x0 === 'number' ? (isFinite$1(x0) ? '' + x0 : 'null') : typeof x0 === 'boolean' ? (x0 ? 'true' : 'false') : x0 === undefined ? undefined : fieldText$2(x0, "email", ancestors);
  const x1 = dto["age"];
  const t1 = typeof x1 === 'number' ? (isFinite$1(x1) ? '' + x1 : 'null') : typeof x1 === 'string' ? quote$0(x1) : typeof x1 === 'boolean' ? (x1 ? 'true' : 'false') : x1 === undefined ? undefined : fieldText$2(x1, "age", ancestors);
  const x2 = dto["newsletter"];
  const t2 = x2 === true ? 'true' : x2 === false ? 'false' : typeof x2 === 'string' ? quote$0(x2) : typeof x2 === 'number' ? (isFinite$1(x2) ? '' + x2 : 'null') : x2 === undefined ? undefined : fieldText$2(x2, "newsletter", ancestors);
  if (t0 !== undefined && t1 !== undefined && t2 !== undefined) return "{\"email\":" + t0 + ",\"age\":" + t1 + ",\"newsletter\":" + t2 + '}';
  let out = '{';
  if (t0 !== undefined) out += (out.length === 1 ? "\"email\":" : ",\"email\":") + t0;
  if (t1 !== undefined) out += (out.length === 1 ? "\"age\":" : ",\"age\":") + t1;
  if (t2 !== undefined) out += (out.length === 1 ? "\"newsletter\":" : ",\"newsletter\":") + t2;
  return out + '}';
});
