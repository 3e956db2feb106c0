// mapping.json · PlaceOrder · (dto, ancestors)
//   quote$0 = function quote
//   isFinite$1 = function isFinite
//   fieldText$2 = function fieldText
//   listText$3 = function listText
//   Cls$4 = function Line
"use strict";
const quote$0 = values[0];
const isFinite$1 = values[1];
const fieldText$2 = values[2];
const listText$3 = values[3];
const Cls$4 = values[4];
return (function generated(dto, ancestors) {
  const x0 = dto["shopId"];
  const t0 = typeof x0 === 'number' ? (isFinite$1(x0) ? '' + x0 : 'null') : typeof x0 === 'string' ? quote$0(x0) : typeof x0 === 'boolean' ? (x0 ? 'true' : 'false') : x0 === undefined ? undefined : fieldText$2(x0, "shopId", ancestors);
  const x1 = dto["customer"];
  const t1 = typeof x1 === 'string' ? quote$0(x1) : typeof x1 === 'number' ? (isFinite$1(x1) ? '' + x1 : 'null') : typeof x1 === 'boolean' ? (x1 ? 'true' : 'false') : x1 === undefined ? undefined : fieldText$2(x1, "customer", ancestors);
  const x2 = dto["city"];
  const t2 = typeof x2 === 'string' ? quote$0(x2) : typeof x2 === 'number' ? (isFinite$1(x2) ? '' + x2 : 'null') : typeof x2 === 'boolean' ? (x2 ? 'true' : 'false') : x2 === undefined ? undefined : fieldText$2(x2, "city", ancestors);
  const x3 = dto["lines"];
  const t3 = typeof x3 === 'object' && x3 !== null ? listText$3(x3, Cls$4, "lines", ancestors) : typeof x3 === 'string' ? quote$0(x3) : typeof x3 === 'number' ? (isFinite$1(x3) ? '' + x3 : 'null') : typeof x3 === 'boolean' ? (x3 ? 'true' : 'false') : x3 === undefined ? undefined : fieldText$2(x3, "lines", ancestors);
  if (t0 !== undefined && t1 !== undefined && t2 !== undefined && t3 !== undefined) return "{\"shopId\":" + t0 + ",\"customer\":" + t1 + ",\"city\":" + t2 + ",\"lines\":" + t3 + '}';
  let out = '{';
  if (t0 !== undefined) out += (out.length === 1 ? "\"shopId\":" : ",\"shopId\":") + t0;
  if (t1 !== undefined) out += (out.length === 1 ? "\"customer\":" : ",\"customer\":") + t1;
  if (t2 !== undefined) out += (out.length === 1 ? "\"city\":" : ",\"city\":") + t2;
  if (t3 !== undefined) out += (out.length === 1 ? "\"lines\":" : ",\"lines\":") + t3;
  return out + '}';
});
