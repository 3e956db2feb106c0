// mapping.collect · Search · (state)
//   hasOwn$0 = function hasOwn
//   objectPrototype$1 = Object.prototype
//   getPrototypeOf$2 = function getPrototypeOf
//   FAILED$3 = Symbol(intake.failed)
//   closures$4 = array(7)
//   userStep$5 = function (anonymous)
//   runSteps$6 = function runSteps
//   validate$7 = function generated
//   mergeErrors$8 = function mergeErrors
//   awaitValidation$9 = function awaitValidation
//   isThenable$10 = function isThenable
//   cast$11 = function castString
//   CAST_FAILED$12 = Symbol(intake.castFailed)
//   intKnown$13 = function castIntKnown
"use strict";
const hasOwn$0 = values[0];
const objectPrototype$1 = values[1];
const getPrototypeOf$2 = values[2];
const FAILED$3 = values[3];
const closures$4 = values[4];
const userStep$5 = values[5];
const runSteps$6 = values[6];
const validate$7 = values[7];
const mergeErrors$8 = values[8];
const awaitValidation$9 = values[9];
const isThenable$10 = values[10];
const cast$11 = values[11];
const CAST_FAILED$12 = values[12];
const intKnown$13 = values[13];
return (function generated(state) {
  const main = state.main, route = state.route, context = state.context;
  const values = state.values, payload = state.payload;
  let v, p;
  const nums = new Array(2);
  let mainProto;
  const mainPlain = (mainProto = main.__proto__) === objectPrototype$1 || (mainProto === undefined && getPrototypeOf$2(main) === null);
  v = main["term"];
  if (v !== undefined && (mainPlain ? v !== objectPrototype$1["term"] || hasOwn$0(main, "term") : hasOwn$0(main, "term"))) {
    if (typeof v === "object" && v !== null && !(v instanceof Date)) state.fail(0, "term", "scalar");
    else { values[0] = v; }
  }
  p = userStep$5(state);
  if (p !== undefined) return p.then(() => runSteps$6(closures$4, state, 2));
  v = values[0]; if (v !== undefined && v !== FAILED$3) payload["term"] = v;
  v = main["perPage"];
  if (v !== undefined && (mainPlain ? v !== objectPrototype$1["perPage"] || hasOwn$0(main, "perPage") : hasOwn$0(main, "perPage"))) {
    if (typeof v === "object" && v !== null && !(v instanceof Date)) state.fail(1, "perPage", "scalar");
    else { values[1] = v; payload["perPage"] = v; }
  }
  p = validate$7(payload, nums, state);
  if (p !== undefined) {
    if (isThenable$10(p)) return awaitValidation$9(state, p).then(() => runSteps$6(closures$4, state, 5));
    mergeErrors$8(state, p);
  }
  v = values[0];
  if (v !== undefined && v !== null && v !== FAILED$3) {
    v = cast$11(v);
    if (v === CAST_FAILED$12) {
      state.fail(0, "term", "string");
    }
    else values[0] = v;
  }
  v = values[1];
  if (v !== undefined && v !== null && v !== FAILED$3) {
    v = intKnown$13(v, nums[1]);
    if (v === CAST_FAILED$12) {
      state.fail(1, "perPage", "int");
    }
    else values[1] = v;
  }
  return undefined;
});
