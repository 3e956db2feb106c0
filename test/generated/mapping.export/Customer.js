// mapping.export · Customer · (dto)
//   exportValue$0 = function exported
"use strict";
const exportValue$0 = values[0];
return (function generated(dto) {
  const x0 = dto["name"];
  const x1 = dto["address"];
  if (x0 !== undefined && x1 !== undefined) return { "name": typeof x0 === 'object' && x0 !== null ? exportValue$0(x0) : x0, "address": typeof x1 === 'object' && x1 !== null ? exportValue$0(x1) : x1 };
  const out = {};
  if (x0 !== undefined) out["name"] = typeof x0 === 'object' && x0 !== null ? exportValue$0(x0) : x0;
  if (x1 !== undefined) out["address"] = typeof x1 === 'object' && x1 !== null ? exportValue$0(x1) : x1;
  return out;
});
