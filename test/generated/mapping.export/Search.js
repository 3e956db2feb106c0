// mapping.export · Search · (dto)
//   exportValue$0 = function exported
"use strict";
const exportValue$0 = values[0];
return (function generated(dto) {
  const x0 = dto["term"];
  const x1 = dto["perPage"];
  if (x0 !== undefined && x1 !== undefined) return { "term": typeof x0 === 'object' && x0 !== null ? exportValue$0(x0) : x0, "perPage": typeof x1 === 'object' && x1 !== null ? exportValue$0(x1) : x1 };
  const out = {};
  if (x0 !== undefined) out["term"] = typeof x0 === 'object' && x0 !== null ? exportValue$0(x0) : x0;
  if (x1 !== undefined) out["perPage"] = typeof x1 === 'object' && x1 !== null ? exportValue$0(x1) : x1;
  return out;
});
