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
let mainProto;
const mainPlain = (mainProto = main.__proto__) === objectPrototype$7 || (mainProto === undefined && getPrototypeOf$8(main) === null);
whole: {
  if (!(mainPlain)) break whole;
  let v, c;
  v = main["email"];
  if (!(typeof v === "string" && (((c = v.charCodeAt(0)) > 32 && c < 127) || test$0(v, undefined)) && (test$1(v, undefined)) && v !== objectPrototype$7["email"])) break whole;
  const w0 = v;
  v = main["age"];
  if (!(typeof v === "number" && (Number.isSafeInteger(v)) && ((v >= 18) || test$3(v, undefined)) && v !== objectPrototype$7["age"])) break whole;
  const w1 = v;
  v = main["newsletter"];
  if (!(typeof v === "boolean" && v !== objectPrototype$7["newsletter"])) break whole;
  const w2 = v;
  const dto = new Blueprint$17();
  dto["email"] = w0;
  dto["age"] = w1;
  dto["newsletter"] = w2;
  return dto;
}
return fields$h0(main, route, context, maxDepth, maxItems, depth);
}
