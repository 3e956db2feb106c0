// mapping.view-json · ArticleView · (v, ancestors)
//   quote$0 = function quote
//   isFinite$1 = function isFinite
//   fieldText$2 = function valueText
//   hasOwn$3 = function hasOwn
//   viewText$4 = function viewText
//   cls$5 = function AuthorView
//   viewListText$6 = function viewListText
"use strict";
const quote$0 = values[0];
const isFinite$1 = values[1];
const fieldText$2 = values[2];
const hasOwn$3 = values[3];
const viewText$4 = values[4];
const cls$5 = values[5];
const viewListText$6 = values[6];
return (function generated(v, ancestors) {
  const x0 = hasOwn$3(v, "title") ? v["title"] : undefined;
  const t0 = typeof x0 === 'string' ? quote$0(x0) : typeof x0 === 'number' ? (isFinite$1(x0) ? '' + x0 : 'null') : typeof x0 === 'boolean' ? (x0 ? 'true' : 'false') : x0 === undefined ? undefined : fieldText$2(x0, "title", ancestors);
  const x1 = hasOwn$3(v, "author") ? v["author"] : undefined;
  const t1 = typeof x1 === 'object' && x1 !== null && !Array.isArray(x1) ? viewText$4(cls$5, x1, ancestors) : typeof x1 === 'string' ? quote$0(x1) : typeof x1 === 'number' ? (isFinite$1(x1) ? '' + x1 : 'null') : typeof x1 === 'boolean' ? (x1 ? 'true' : 'false') : x1 === undefined ? undefined : fieldText$2(x1, "author", ancestors);
  const x2 = hasOwn$3(v, "editors") ? v["editors"] : undefined;
  const t2 = Array.isArray(x2) ? viewListText$6(cls$5, x2, ancestors) : typeof x2 === 'string' ? quote$0(x2) : typeof x2 === 'number' ? (isFinite$1(x2) ? '' + x2 : 'null') : typeof x2 === 'boolean' ? (x2 ? 'true' : 'false') : x2 === undefined ? undefined : fieldText$2(x2, "editors", ancestors);
  if (t0 !== undefined && t1 !== undefined && t2 !== undefined) return "{\"title\":" + t0 + ",\"author\":" + t1 + ",\"editors\":" + t2 + '}';
  let out = '{';
  if (t0 !== undefined) out += (out.length === 1 ? "\"title\":" : ",\"title\":") + t0;
  if (t1 !== undefined) out += (out.length === 1 ? "\"author\":" : ",\"author\":") + t1;
  if (t2 !== undefined) out += (out.length === 1 ? "\"editors\":" : ",\"editors\":") + t2;
  return out + '}';
});
