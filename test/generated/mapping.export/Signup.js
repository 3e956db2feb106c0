// mapping.export · Signup · (dto)
//   exportValue$0 = function exported
"use strict";
const exportValue$0 = values[0];
return (function generated(dto) {
  const x0 = dto["email"];
  const x1 = dto["age"];
  const x2 = dto["newsletter"];
  if (x0 !== undefined && x1 !== undefined && x2 !== undefined) return { "email": typeof x0 === 'object' && x0 !== null ? exportValue$0(x0) : x0, "age": typeof x1 === 'object' && x1 !== null ? exportValue$0(x1) : x1, "newsletter": typeof x2 === 'object' && x2 !== null ? exportValue$0(x2) : x2 };
  const out = {};
  if (x0 !== undefined) out["email"] = typeof x0 === 'object' && x0 !== null ? exportValue$0(x0) : x0;
  if (x1 !== undefined) out["age"] = typeof x1 === 'object' && x1 !== null ? exportValue$0(x1) : x1;
  if (x2 !== undefined) out["newsletter"] = typeof x2 === 'object' && x2 !== null ? exportValue$0(x2) : x2;
  return out;
});
