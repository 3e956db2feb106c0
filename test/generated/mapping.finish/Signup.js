// mapping.finish · Signup · (state)
//   hasOwn$0 = function hasOwn
//   objectPrototype$1 = Object.prototype
//   getPrototypeOf$2 = function getPrototypeOf
//   FAILED$3 = Symbol(intake.failed)
//   closures$4 = array(1)
"use strict";
const hasOwn$0 = values[0];
const objectPrototype$1 = values[1];
const getPrototypeOf$2 = values[2];
const FAILED$3 = values[3];
const closures$4 = values[4];
return (function generated(state) {
  const main = state.main, route = state.route, context = state.context;
  const values = state.values, payload = state.payload;
  let v, p;
  const dto = state.dto;
  v = values[0]; if (v !== undefined) dto["email"] = v;
  v = values[1]; if (v !== undefined) dto["age"] = v;
  v = values[2]; if (v !== undefined) dto["newsletter"] = v;
  return undefined;
});
