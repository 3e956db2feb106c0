// collect
function generated(state) {
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
}

// finish
function generated(state) {
const main = state.main, route = state.route, context = state.context;
const values = state.values, payload = state.payload;
let v, p;
p = userStep$5(state);
if (p !== undefined) return p.then(() => runSteps$6(closures$4, state, 1));
const dto = state.dto;
v = values[0]; if (v !== undefined) dto["term"] = v;
v = values[1]; if (v !== undefined) dto["perPage"] = v;
return undefined;
}

// fast path
none
