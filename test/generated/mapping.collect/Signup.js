// mapping.collect · Signup · (state)
//   hasOwn$0 = function hasOwn
//   objectPrototype$1 = Object.prototype
//   getPrototypeOf$2 = function getPrototypeOf
//   FAILED$3 = Symbol(intake.failed)
//   closures$4 = array(7)
//   validate$5 = function generated
//   mergeErrors$6 = function mergeErrors
//   awaitValidation$7 = function awaitValidation
//   isThenable$8 = function isThenable
//   runSteps$9 = function runSteps
//   cast$10 = function castString
//   CAST_FAILED$11 = Symbol(intake.castFailed)
//   intKnown$12 = function castIntKnown
//   cast$13 = function castBool
"use strict";
const hasOwn$0 = values[0];
const objectPrototype$1 = values[1];
const getPrototypeOf$2 = values[2];
const FAILED$3 = values[3];
const closures$4 = values[4];
const validate$5 = values[5];
const mergeErrors$6 = values[6];
const awaitValidation$7 = values[7];
const isThenable$8 = values[8];
const runSteps$9 = values[9];
const cast$10 = values[10];
const CAST_FAILED$11 = values[11];
const intKnown$12 = values[12];
const cast$13 = values[13];
return (function generated(state) {
  const main = state.main, route = state.route, context = state.context;
  const values = state.values, payload = state.payload;
  let v, p;
  const nums = new Array(2);
  let mainProto;
  const mainPlain = (mainProto = main.__proto__) === objectPrototype$1 || (mainProto === undefined && getPrototypeOf$2(main) === null);
  v = main["email"];
  if (v !== undefined && (mainPlain ? v !== objectPrototype$1["email"] || hasOwn$0(main, "email") : hasOwn$0(main, "email"))) {
    if (typeof v === "object" && v !== null && !(v instanceof Date)) state.fail(0, "email", "scalar");
    else { values[0] = v; payload["email"] = v; }
  }
  v = main["age"];
  if (v !== undefined && (mainPlain ? v !== objectPrototype$1["age"] || hasOwn$0(main, "age") : hasOwn$0(main, "age"))) {
    if (typeof v === "object" && v !== null && !(v instanceof Date)) state.fail(1, "age", "scalar");
    else { values[1] = v; payload["age"] = v; }
  }
  v = main["newsletter"];
  if (v !== undefined && (mainPlain ? v !== objectPrototype$1["newsletter"] || hasOwn$0(main, "newsletter") : hasOwn$0(main, "newsletter"))) {
    if (typeof v === "object" && v !== null && !(v instanceof Date)) state.fail(2, "newsletter", "scalar");
    else { values[2] = v; payload["newsletter"] = v; }
  }
  p = validate$5(payload, nums, state);
  if (p !== undefined) {
    if (isThenable$8(p)) return awaitValidation$7(state, p).then(() => runSteps$9(closures$4, state, 4));
    mergeErrors$6(state, p);
  }
  v = values[0];
  if (v !== undefined && v !== null && v !== FAILED$3) {
    v = cast$10(v);
    if (v === CAST_FAILED$11) {
      state.fail(0, "email", "string");
    }
    else values[0] = v;
  }
  v = values[1];
  if (v !== undefined && v !== null && v !== FAILED$3) {
    v = intKnown$12(v, nums[1]);
    if (v === CAST_FAILED$11) {
      state.fail(1, "age", "int");
    }
    else values[1] = v;
  }
  v = values[2];
  if (v !== undefined && v !== null && v !== FAILED$3) {
    v = cast$13(v);
    if (v === CAST_FAILED$11) {
      state.fail(2, "newsletter", "bool");
    }
    else values[2] = v;
  }
  return undefined;
});
