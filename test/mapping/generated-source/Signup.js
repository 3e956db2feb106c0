// collect
function generated(state) {
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
}

// finish
function generated(state) {
const main = state.main, route = state.route, context = state.context;
const values = state.values, payload = state.payload;
let v, p;
const dto = state.dto;
v = values[0]; if (v !== undefined) dto["email"] = v;
v = values[1]; if (v !== undefined) dto["age"] = v;
v = values[2]; if (v !== undefined) dto["newsletter"] = v;
return undefined;
}

// fast path
function generated(main, route, context, maxDepth, maxItems, depth) {
const d = undefined;
let mainProto;
const mainPlain = (mainProto = main.__proto__) === objectPrototype$2 || (mainProto === undefined && getPrototypeOf$3(main) === null);
let x0;
field0: {
  let v;
  v = main["email"];
  if (!(v !== undefined && (mainPlain ? v !== objectPrototype$2["email"] || hasOwn$1(main, "email") : hasOwn$1(main, "email")))) v = undefined;
  if (typeof v === "object" && v !== null && !(v instanceof Date)) return NOT_HANDLED$0;
  x0 = v;
  if (v === undefined) {
    if (!(test$4(v, d))) {
      return NOT_HANDLED$0;
    }
    break field0;
  }
  if (!((typeof v === "string" ? v.charCodeAt(0) > 32 && v.charCodeAt(0) < 127 : typeof v === "number" || typeof v === "boolean") || test$4(v, d))) {
    return NOT_HANDLED$0;
  }
  if (!(test$5(v, d))) {
    return NOT_HANDLED$0;
  }
  if (x0 !== undefined && x0 !== null) {
    x0 = cast$6(x0);
    if (x0 === CAST_FAILED$7) {
      return NOT_HANDLED$0;
    }
  }
}
let x1;
field1: {
  let v;
  v = main["age"];
  if (!(v !== undefined && (mainPlain ? v !== objectPrototype$2["age"] || hasOwn$1(main, "age") : hasOwn$1(main, "age")))) v = undefined;
  if (typeof v === "number" && (Number.isSafeInteger(v)) && (Number.isInteger(v)) && (Number.isFinite(v) && v >= 18)) {
    x1 = v;
    break field1;
  }
  if (typeof v === "object" && v !== null && !(v instanceof Date)) return NOT_HANDLED$0;
  x1 = v;
  if (v === undefined) {
    if (!(test$4(v, d))) {
      return NOT_HANDLED$0;
    }
    break field1;
  }
  const n = readNumber$10(v);
  if (!((typeof v === "string" ? v.charCodeAt(0) > 32 && v.charCodeAt(0) < 127 : typeof v === "number" || typeof v === "boolean") || test$4(v, d))) {
    return NOT_HANDLED$0;
  }
  if (!((Number.isInteger(v)) || test$8(v, d))) {
    return NOT_HANDLED$0;
  }
  if (!((Number.isFinite(n) && n >= 18) || test$9(v, d))) {
    return NOT_HANDLED$0;
  }
  if (x1 !== undefined && x1 !== null) {
    x1 = intKnown$11(x1, n);
    if (x1 === CAST_FAILED$7) {
      return NOT_HANDLED$0;
    }
  }
}
let x2;
field2: {
  let v;
  v = main["newsletter"];
  if (!(v !== undefined && (mainPlain ? v !== objectPrototype$2["newsletter"] || hasOwn$1(main, "newsletter") : hasOwn$1(main, "newsletter")))) v = undefined;
  if (typeof v === "boolean") {
    x2 = v;
    break field2;
  }
  if (typeof v === "object" && v !== null && !(v instanceof Date)) return NOT_HANDLED$0;
  x2 = v;
  if (v === undefined) {
    break field2;
  }
  if (!((v === true || v === false) || test$12(v, d))) {
    return NOT_HANDLED$0;
  }
  if (x2 !== undefined && x2 !== null) {
    x2 = cast$13(x2);
    if (x2 === CAST_FAILED$7) {
      return NOT_HANDLED$0;
    }
  }
}
const dto = new Blueprint$17(x0 !== undefined ? x0 : fallback$14, x1 !== undefined ? x1 : fallback$15, x2 !== undefined ? x2 : fallback$16);
return dto;
}
