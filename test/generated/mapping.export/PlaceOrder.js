// mapping.export · PlaceOrder · (dto)
//   exportValue$0 = function exported
"use strict";
const exportValue$0 = values[0];
return (function generated(dto) {
  const x0 = dto["shopId"];
  const x1 = dto["customer"];
  const x2 = dto["city"];
  const x3 = dto["lines"];
  if (x0 !== undefined && x1 !== undefined && x2 !== undefined && x3 !== undefined) return { "shopId": typeof x0 === 'object' && x0 !== null ? exportValue$0(x0) : x0, "customer": typeof x1 === 'object' && x1 !== null ? exportValue$0(x1) : x1, "city": typeof x2 === 'object' && x2 !== null ? exportValue$0(x2) : x2, "lines": typeof x3 === 'object' && x3 !== null ? exportValue$0(x3) : x3 };
  const out = {};
  if (x0 !== undefined) out["shopId"] = typeof x0 === 'object' && x0 !== null ? exportValue$0(x0) : x0;
  if (x1 !== undefined) out["customer"] = typeof x1 === 'object' && x1 !== null ? exportValue$0(x1) : x1;
  if (x2 !== undefined) out["city"] = typeof x2 === 'object' && x2 !== null ? exportValue$0(x2) : x2;
  if (x3 !== undefined) out["lines"] = typeof x3 === 'object' && x3 !== null ? exportValue$0(x3) : x3;
  return out;
});
