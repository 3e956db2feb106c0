// collect
function generated(state) {
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
}

// finish
function generated(state) {
const main = state.main, route = state.route, context = state.context;
const values = state.values, payload = state.payload;
let v, p;
nested1: {
  const child = values[1];
  if (!(child instanceof RunState$5)) break nested1;
  const steps = plan$6.finish;
  const pending = steps.length === 1 ? steps[0](child) : runSteps$7(steps, child, 0);
  if (pending !== undefined) return pending.then(() => { values[1] = child.dto; return runSteps$7(closures$4, state, 1); });
  values[1] = child.dto;
}
const dto = state.dto;
v = values[0]; if (v !== undefined) dto["name"] = v;
v = values[1]; if (v !== undefined) dto["address"] = v;
return undefined;
}

// fast path
function generated(main, route, context, maxDepth, maxItems, depth) {
let mainProto;
const mainPlain = (mainProto = main.__proto__) === objectPrototype$6 || (mainProto === undefined && getPrototypeOf$7(main) === null);
whole: {
  if (!(mainPlain)) break whole;
  let v, c;
  v = main["name"];
  if (!(typeof v === "string" && (((c = v.charCodeAt(0)) > 32 && c < 127) || test$0(v, undefined)) && ((v.length <= 120) || test$2(v, undefined)) && v !== objectPrototype$6["name"])) break whole;
  const w0 = v;
  v = main["address"];
  if (!(typeof v === "object" && v !== null && !isArray$3(v) && v !== objectPrototype$6["address"] && depth < maxDepth)) break whole;
  let w1;
  {
    const itemFastPath = plan$11.fastPath ?? fastPathOf$10(plan$11);
    if (itemFastPath === null) return NOT_HANDLED$4;
    const dto = itemFastPath(v, noRoute$12, context, maxDepth, maxItems, depth + 1);
    if (dto === NOT_HANDLED$4) return NOT_HANDLED$4;
    w1 = dto;
  }
  const dto = new Blueprint$15();
  dto["name"] = w0;
  dto["address"] = w1;
  return dto;
}
return fields$h0(main, route, context, maxDepth, maxItems, depth);
}
