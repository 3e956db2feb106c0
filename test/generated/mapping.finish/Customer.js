// mapping.finish · Customer · (state)
//   hasOwn$0 = function hasOwn
//   objectPrototype$1 = Object.prototype
//   getPrototypeOf$2 = function getPrototypeOf
//   FAILED$3 = Symbol(intake.failed)
//   closures$4 = array(2)
//   RunState$5 = function RunState
//   plan$6 = ClassPlan object
//   runSteps$7 = function runSteps
"use strict";
const hasOwn$0 = values[0];
const objectPrototype$1 = values[1];
const getPrototypeOf$2 = values[2];
const FAILED$3 = values[3];
const closures$4 = values[4];
const RunState$5 = values[5];
const plan$6 = values[6];
const runSteps$7 = values[7];
return (function generated(state) {
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
});

// mapping.finish · Address · (state)
//   hasOwn$0 = function hasOwn
//   objectPrototype$1 = Object.prototype
//   getPrototypeOf$2 = function getPrototypeOf
//   FAILED$3 = Symbol(intake.failed)
//   closures$4 = array(1)
"use strict";
const hasOwn$0 = values[0];
const objectPrototype$1 = values[1];
const getPrototypeOf$2 = values[2];
const FAILED$3 = values[3];
const closures$4 = values[4];
return (function generated(state) {
  const main = state.main, route = state.route, context = state.context;
  const values = state.values, payload = state.payload;
  let v, p;
  const dto = state.dto;
  v = values[0]; if (v !== undefined) dto["city"] = v;
  return undefined;
});
