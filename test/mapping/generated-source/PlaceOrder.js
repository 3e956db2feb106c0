// collect
function generated(state) {
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
}

// finish
function generated(state) {
const main = state.main, route = state.route, context = state.context;
const values = state.values, payload = state.payload;
let v, p;
items3: {
  const children = values[3];
  if (!isArray$5(children)) break items3;
  const dtos = new Array(children.length);
  for (let k = 0; k < children.length; k++) {
    const child = children[k];
    const steps = plan$6.finish;
    const pending = steps.length === 1 ? steps[0](child) : runSteps$7(steps, child, 0);
    if (pending !== undefined) {
      return pending.then(() => { dtos[k] = child.dto; return finishItems$8(state, 3, children, dtos, k + 1); }).then(() => runSteps$7(closures$4, state, 1));
    }
    dtos[k] = child.dto;
  }
  values[3] = dtos;
}
const dto = state.dto;
v = values[0]; if (v !== undefined) dto["shopId"] = v;
v = values[1]; if (v !== undefined) dto["customer"] = v;
v = values[2]; if (v !== undefined) dto["city"] = v;
v = values[3]; if (v !== undefined) dto["lines"] = v;
return undefined;
}

// fast path
function generated(main, route, context, maxDepth, maxItems, depth) {
const d = undefined;
let routeProto;
const routePlain = (routeProto = route.__proto__) === objectPrototype$5 || (routeProto === undefined && getPrototypeOf$6(route) === null);
let contextProto;
const contextPlain = (contextProto = context.__proto__) === objectPrototype$5 || (contextProto === undefined && getPrototypeOf$6(context) === null);
let mainProto;
const mainPlain = (mainProto = main.__proto__) === objectPrototype$5 || (mainProto === undefined && getPrototypeOf$6(main) === null);
let at0 = main["shipping"];
if (typeof at0 !== "object" || at0 === null || !(at0 !== undefined && (mainPlain ? at0 !== objectPrototype$5["shipping"] || hasOwn$4(main, "shipping") : hasOwn$4(main, "shipping")))) at0 = undefined;
let at0Proto;
const at0Plain = at0 !== undefined && ((at0Proto = at0.__proto__) === objectPrototype$5 || (at0Proto === undefined && getPrototypeOf$6(at0) === null));
let at1 = at0 === undefined ? undefined : at0["address"];
if (typeof at1 !== "object" || at1 === null || !(at1 !== undefined && (at0Plain ? at1 !== objectPrototype$5["address"] || hasOwn$4(at0, "address") : hasOwn$4(at0, "address")))) at1 = undefined;
let at1Proto;
const at1Plain = at1 !== undefined && ((at1Proto = at1.__proto__) === objectPrototype$5 || (at1Proto === undefined && getPrototypeOf$6(at1) === null));
let x0;
field0: {
  let v, c;
  v = route["shopId"];
  if (!(v !== undefined && (routePlain ? v !== objectPrototype$5["shopId"] || hasOwn$4(route, "shopId") : hasOwn$4(route, "shopId")))) v = undefined;
  if (typeof v === "number" && (Number.isSafeInteger(v))) {
    x0 = v;
    break field0;
  }
  if (typeof v === "object" && v !== null && !(v instanceof Date)) return NOT_HANDLED$3;
  x0 = v;
  if (x0 !== undefined && x0 !== null) {
    x0 = cast$7(x0);
    if (x0 === CAST_FAILED$8) {
      return NOT_HANDLED$3;
    }
  }
}
let x1;
field1: {
  let v, c;
  v = context["userId"];
  if (!(v !== undefined && (contextPlain ? v !== objectPrototype$5["userId"] || hasOwn$4(context, "userId") : hasOwn$4(context, "userId")))) v = undefined;
  if (typeof v === "string") {
    x1 = v;
    break field1;
  }
  if (typeof v === "object" && v !== null && !(v instanceof Date)) return NOT_HANDLED$3;
  x1 = v;
  if (x1 !== undefined && x1 !== null) {
    x1 = cast$9(x1);
    if (x1 === CAST_FAILED$8) {
      return NOT_HANDLED$3;
    }
  }
}
let x2;
field2: {
  let v, c;
  v = at1 === undefined ? undefined : at1["city"];
  if (!(v !== undefined && (at1Plain ? v !== objectPrototype$5["city"] || hasOwn$4(at1, "city") : hasOwn$4(at1, "city")))) v = undefined;
  if (typeof v === "string" && (((c = v.charCodeAt(0)) > 32 && c < 127) || test$0(v, undefined)) && ((v.length <= 80) || test$2(v, undefined))) {
    x2 = v;
    break field2;
  }
  if (typeof v === "object" && v !== null && !(v instanceof Date)) return NOT_HANDLED$3;
  x2 = v;
  if (v === undefined) {
    if (!(test$0(v, d))) {
      return NOT_HANDLED$3;
    }
    break field2;
  }
  if (!((typeof v === "string" ? v.charCodeAt(0) > 32 && v.charCodeAt(0) < 127 : typeof v === "number" || typeof v === "boolean") || test$0(v, d))) {
    return NOT_HANDLED$3;
  }
  if (!((typeof v === "string") || test$1(v, d))) {
    return NOT_HANDLED$3;
  }
  if (!((typeof v === "string" && v.length <= 80) || test$2(v, d))) {
    return NOT_HANDLED$3;
  }
  if (x2 !== undefined && x2 !== null) {
    x2 = cast$9(x2);
    if (x2 === CAST_FAILED$8) {
      return NOT_HANDLED$3;
    }
  }
}
let x3;
field3: {
  let v;
  v = main["lines"];
  if (!(v !== undefined && (mainPlain ? v !== objectPrototype$5["lines"] || hasOwn$4(main, "lines") : hasOwn$4(main, "lines")))) v = undefined;
  x3 = v;
  if (v === undefined) {
    if (!(test$0(v, d))) {
      return NOT_HANDLED$3;
    }
    break field3;
  }
  if (!((typeof v === "string" ? v.charCodeAt(0) > 32 && v.charCodeAt(0) < 127 : typeof v === "number" || typeof v === "boolean") || test$0(v, d))) {
    return NOT_HANDLED$3;
  }
  if (!(test$10(v, d))) {
    return NOT_HANDLED$3;
  }
  if (x3 !== undefined) {
    if (!test$10(x3)) {
      return NOT_HANDLED$3;
    }
    if (x3.length > maxItems) {
      return NOT_HANDLED$3;
    }
    if (depth >= maxDepth) {
      return NOT_HANDLED$3;
    }
    const itemFastPath = plan$12.fastPath ?? fastPathOf$11(plan$12);
    if (itemFastPath === null) return NOT_HANDLED$3;
    const dtos = new Array(x3.length);
    for (let k = 0; k < x3.length; k++) {
      const item = x3[k];
      if (!(typeof item === "object" && item !== null && !test$10(item))) return NOT_HANDLED$3;
      const dto = itemFastPath(item, noRoute$13, context, maxDepth, maxItems, depth + 1);
      if (dto === NOT_HANDLED$3) return NOT_HANDLED$3;
      dtos[k] = dto;
    }
    x3 = dtos;
  }
}
const dto = new Blueprint$16();
dto["shopId"] = x0 !== undefined ? x0 : fallback$14;
dto["customer"] = x1 !== undefined ? x1 : fallback$15;
dto["city"] = x2 !== undefined ? x2 : fallback$15;
dto["lines"] = x3 !== undefined ? x3 : [];
return dto;
}
