// mapping.finish · Search · (state)
//   hasOwn$0 = function hasOwn
//   objectPrototype$1 = Object.prototype
//   getPrototypeOf$2 = function getPrototypeOf
//   FAILED$3 = Symbol(intake.failed)
//   closures$4 = array(2)
//   userStep$5 = function (anonymous)
//   runSteps$6 = function runSteps
"use strict";
const hasOwn$0 = values[0];
const objectPrototype$1 = values[1];
const getPrototypeOf$2 = values[2];
const FAILED$3 = values[3];
const closures$4 = values[4];
const userStep$5 = values[5];
const runSteps$6 = values[6];
return (function generated(state) {
  const main = state.main, route = state.route, context = state.context;
  const values = state.values, payload = state.payload;
  let v, p;
  p = userStep$5(state);
  if (p !== undefined) return p.then(() => runSteps$6(closures$4, state, 1));
  const dto = state.dto;
  v = values[0]; if (v !== undefined) dto["term"] = v;
  v = values[1]; if (v !== undefined) dto["perPage"] = v;
  return undefined;
});
