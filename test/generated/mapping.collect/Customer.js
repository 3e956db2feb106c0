// mapping.collect · Customer · (state)
//   hasOwn$0 = function hasOwn
//   objectPrototype$1 = Object.prototype
//   getPrototypeOf$2 = function getPrototypeOf
//   FAILED$3 = Symbol(intake.failed)
//   closures$4 = array(5)
//   validate$5 = function generated
//   mergeErrors$6 = function mergeErrors
//   awaitValidation$7 = function awaitValidation
//   isThenable$8 = function isThenable
//   runSteps$9 = function runSteps
//   cast$10 = function castString
//   CAST_FAILED$11 = Symbol(intake.castFailed)
//   isArray$12 = function isArray
//   RunState$13 = function RunState
//   plan$14 = ClassPlan object
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
const isArray$12 = values[12];
const RunState$13 = values[13];
const plan$14 = values[14];
return (function generated(state) {
  const main = state.main, route = state.route, context = state.context;
  const values = state.values, payload = state.payload;
  let v, p;
  let mainProto;
  const mainPlain = (mainProto = main.__proto__) === objectPrototype$1 || (mainProto === undefined && getPrototypeOf$2(main) === null);
  v = main["name"];
  if (v !== undefined && (mainPlain ? v !== objectPrototype$1["name"] || hasOwn$0(main, "name") : hasOwn$0(main, "name"))) {
    if (typeof v === "object" && v !== null && !(v instanceof Date)) state.fail(0, "name", "scalar");
    else { values[0] = v; payload["name"] = v; }
  }
  v = main["address"];
  if (v !== undefined && (mainPlain ? v !== objectPrototype$1["address"] || hasOwn$0(main, "address") : hasOwn$0(main, "address"))) {
    values[1] = v; payload["address"] = v;
  }
  p = validate$5(payload, undefined, state);
  if (p !== undefined) {
    if (isThenable$8(p)) return awaitValidation$7(state, p).then(() => runSteps$9(closures$4, state, 3));
    mergeErrors$6(state, p);
  }
  v = values[0];
  if (v !== undefined && v !== null && v !== FAILED$3) {
    v = cast$10(v);
    if (v === CAST_FAILED$11) {
      state.fail(0, "name", "string");
    }
    else values[0] = v;
  }
  nested1: {
    const value = values[1];
    if (value === undefined || value === FAILED$3) break nested1;
    if (!(typeof value === "object" && value !== null && !isArray$12(value))) {
      state.fail(1, "address", "object");
      break nested1;
    }
    if (state.depth >= state.maxDepth) {
      state.fail(1, "address", "depth");
      break nested1;
    }
    const child = RunState$13.forItem(plan$14, value, state, "address", -1);
    values[1] = child;
    const steps = plan$14.collect;
    const pending = steps.length === 1 ? steps[0](child) : runSteps$9(steps, child, 0);
    if (pending !== undefined) return pending.then(() => runSteps$9(closures$4, state, 5));
  }
  return undefined;
});

// mapping.collect · Address · (state)
//   hasOwn$0 = function hasOwn
//   objectPrototype$1 = Object.prototype
//   getPrototypeOf$2 = function getPrototypeOf
//   FAILED$3 = Symbol(intake.failed)
//   closures$4 = array(3)
//   validate$5 = function generated
//   mergeErrors$6 = function mergeErrors
//   awaitValidation$7 = function awaitValidation
//   isThenable$8 = function isThenable
//   runSteps$9 = function runSteps
//   cast$10 = function castString
//   CAST_FAILED$11 = Symbol(intake.castFailed)
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
return (function generated(state) {
  const main = state.main, route = state.route, context = state.context;
  const values = state.values, payload = state.payload;
  let v, p;
  let mainProto;
  const mainPlain = (mainProto = main.__proto__) === objectPrototype$1 || (mainProto === undefined && getPrototypeOf$2(main) === null);
  v = main["city"];
  if (v !== undefined && (mainPlain ? v !== objectPrototype$1["city"] || hasOwn$0(main, "city") : hasOwn$0(main, "city"))) {
    if (typeof v === "object" && v !== null && !(v instanceof Date)) state.fail(0, "city", "scalar");
    else { values[0] = v; payload["city"] = v; }
  }
  p = validate$5(payload, undefined, state);
  if (p !== undefined) {
    if (isThenable$8(p)) return awaitValidation$7(state, p).then(() => runSteps$9(closures$4, state, 2));
    mergeErrors$6(state, p);
  }
  v = values[0];
  if (v !== undefined && v !== null && v !== FAILED$3) {
    v = cast$10(v);
    if (v === CAST_FAILED$11) {
      state.fail(0, "city", "string");
    }
    else values[0] = v;
  }
  return undefined;
});
