// mapping.collect · PlaceOrder · (state)
//   hasOwn$0 = function hasOwn
//   objectPrototype$1 = Object.prototype
//   getPrototypeOf$2 = function getPrototypeOf
//   FAILED$3 = Symbol(intake.failed)
//   closures$4 = array(9)
//   validate$5 = function generated
//   mergeErrors$6 = function mergeErrors
//   awaitValidation$7 = function awaitValidation
//   isThenable$8 = function isThenable
//   runSteps$9 = function runSteps
//   cast$10 = function castInt
//   CAST_FAILED$11 = Symbol(intake.castFailed)
//   cast$12 = function castString
//   isArray$13 = function isArray
//   refuseItems$14 = function refuseItems
//   RunState$15 = function RunState
//   plan$16 = ClassPlan object
//   collectItems$17 = function collectItems
//   choice$18 = object
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
const cast$12 = values[12];
const isArray$13 = values[13];
const refuseItems$14 = values[14];
const RunState$15 = values[15];
const plan$16 = values[16];
const collectItems$17 = values[17];
const choice$18 = values[18];
return (function generated(state) {
  const main = state.main, route = state.route, context = state.context;
  const values = state.values, payload = state.payload;
  let v, p;
  let routeProto;
  const routePlain = (routeProto = route.__proto__) === objectPrototype$1 || (routeProto === undefined && getPrototypeOf$2(route) === null);
  let contextProto;
  const contextPlain = (contextProto = context.__proto__) === objectPrototype$1 || (contextProto === undefined && getPrototypeOf$2(context) === null);
  let mainProto;
  const mainPlain = (mainProto = main.__proto__) === objectPrototype$1 || (mainProto === undefined && getPrototypeOf$2(main) === null);
  let at0 = main["shipping"];
  if (typeof at0 !== "object" || at0 === null || !(at0 !== undefined && (mainPlain ? at0 !== objectPrototype$1["shipping"] || hasOwn$0(main, "shipping") : hasOwn$0(main, "shipping")))) at0 = undefined;
  let at0Proto;
  const at0Plain = at0 !== undefined && ((at0Proto = at0.__proto__) === objectPrototype$1 || (at0Proto === undefined && getPrototypeOf$2(at0) === null));
  let at1 = at0 === undefined ? undefined : at0["address"];
  if (typeof at1 !== "object" || at1 === null || !(at1 !== undefined && (at0Plain ? at1 !== objectPrototype$1["address"] || hasOwn$0(at0, "address") : hasOwn$0(at0, "address")))) at1 = undefined;
  let at1Proto;
  const at1Plain = at1 !== undefined && ((at1Proto = at1.__proto__) === objectPrototype$1 || (at1Proto === undefined && getPrototypeOf$2(at1) === null));
  v = route["shopId"];
  if (v !== undefined && (routePlain ? v !== objectPrototype$1["shopId"] || hasOwn$0(route, "shopId") : hasOwn$0(route, "shopId"))) {
    if (typeof v === "object" && v !== null && !(v instanceof Date)) state.fail(0, "shopId", "scalar");
    else { values[0] = v; payload["shopId"] = v; }
  }
  v = context["userId"];
  if (v !== undefined && (contextPlain ? v !== objectPrototype$1["userId"] || hasOwn$0(context, "userId") : hasOwn$0(context, "userId"))) {
    if (typeof v === "object" && v !== null && !(v instanceof Date)) state.fail(1, "customer", "scalar");
    else { values[1] = v; payload["customer"] = v; }
  }
  v = at1 === undefined ? undefined : at1["city"];
  if (v !== undefined && (at1Plain ? v !== objectPrototype$1["city"] || hasOwn$0(at1, "city") : hasOwn$0(at1, "city"))) {
    if (typeof v === "object" && v !== null && !(v instanceof Date)) state.fail(2, "city", "scalar");
    else { values[2] = v; payload["city"] = v; }
  }
  v = main["lines"];
  if (v !== undefined && (mainPlain ? v !== objectPrototype$1["lines"] || hasOwn$0(main, "lines") : hasOwn$0(main, "lines"))) {
    values[3] = v; payload["lines"] = v;
  }
  p = validate$5(payload, undefined, state);
  if (p !== undefined) {
    if (isThenable$8(p)) return awaitValidation$7(state, p).then(() => runSteps$9(closures$4, state, 5));
    mergeErrors$6(state, p);
  }
  v = values[0];
  if (v !== undefined && v !== null && v !== FAILED$3) {
    v = cast$10(v);
    if (v === CAST_FAILED$11) {
      state.fail(0, "shopId", "int");
    }
    else values[0] = v;
  }
  v = values[1];
  if (v !== undefined && v !== null && v !== FAILED$3) {
    v = cast$12(v);
    if (v === CAST_FAILED$11) {
      state.fail(1, "customer", "string");
    }
    else values[1] = v;
  }
  v = values[2];
  if (v !== undefined && v !== null && v !== FAILED$3) {
    v = cast$12(v);
    if (v === CAST_FAILED$11) {
      state.fail(2, "city", "string");
    }
    else values[2] = v;
  }
  items3: {
    const value = values[3];
    if (value === undefined || value === FAILED$3) break items3;
    if (!isArray$13(value)) {
      refuseItems$14(state, 3, "lines", "array");
      break items3;
    }
    if (value.length > state.maxItems) {
      refuseItems$14(state, 3, "lines", "max");
      break items3;
    }
    if (state.depth >= state.maxDepth) {
      refuseItems$14(state, 3, "lines", "depth");
      break items3;
    }
    const children = new Array(value.length);
    values[3] = children;
    for (let k = 0; k < value.length; k++) {
      const item = value[k];
      if (!(typeof item === "object" && item !== null && !isArray$13(item))) {
        state.addError("lines" + "." + k, { rule: "object" });
        continue;
      }
      const child = RunState$15.forItem(plan$16, item, state, "lines", k);
      children[k] = child;
      const steps = plan$16.collect;
      const pending = steps.length === 1 ? steps[0](child) : runSteps$9(steps, child, 0);
      if (pending !== undefined) return pending.then(() => collectItems$17(state, choice$18, "lines", value, children, k + 1)).then(() => runSteps$9(closures$4, state, 9));
    }
  }
  return undefined;
});

// mapping.collect · Line · (state)
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
//   floatKnown$12 = function castFloatKnown
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
const floatKnown$12 = values[12];
return (function generated(state) {
  const main = state.main, route = state.route, context = state.context;
  const values = state.values, payload = state.payload;
  let v, p;
  const nums = new Array(2);
  let mainProto;
  const mainPlain = (mainProto = main.__proto__) === objectPrototype$1 || (mainProto === undefined && getPrototypeOf$2(main) === null);
  v = main["sku"];
  if (v !== undefined && (mainPlain ? v !== objectPrototype$1["sku"] || hasOwn$0(main, "sku") : hasOwn$0(main, "sku"))) {
    if (typeof v === "object" && v !== null && !(v instanceof Date)) state.fail(0, "sku", "scalar");
    else { values[0] = v; payload["sku"] = v; }
  }
  v = main["qty"];
  if (v !== undefined && (mainPlain ? v !== objectPrototype$1["qty"] || hasOwn$0(main, "qty") : hasOwn$0(main, "qty"))) {
    if (typeof v === "object" && v !== null && !(v instanceof Date)) state.fail(1, "qty", "scalar");
    else { values[1] = v; payload["qty"] = v; }
  }
  p = validate$5(payload, nums, state);
  if (p !== undefined) {
    if (isThenable$8(p)) return awaitValidation$7(state, p).then(() => runSteps$9(closures$4, state, 3));
    mergeErrors$6(state, p);
  }
  v = values[0];
  if (v !== undefined && v !== null && v !== FAILED$3) {
    v = cast$10(v);
    if (v === CAST_FAILED$11) {
      state.fail(0, "sku", "string");
    }
    else values[0] = v;
  }
  v = values[1];
  if (v !== undefined && v !== null && v !== FAILED$3) {
    v = floatKnown$12(v, nums[1]);
    if (v === CAST_FAILED$11) {
      state.fail(1, "qty", "float");
    }
    else values[1] = v;
  }
  return undefined;
});
