// mapping.finish · PlaceOrder · (state)
//   hasOwn$0 = function hasOwn
//   objectPrototype$1 = Object.prototype
//   getPrototypeOf$2 = function getPrototypeOf
//   FAILED$3 = Symbol(intake.failed)
//   closures$4 = array(2)
//   isArray$5 = function isArray
//   plan$6 = ClassPlan object
//   runSteps$7 = function runSteps
//   finishItems$8 = function finishItems
"use strict";
const hasOwn$0 = values[0];
const objectPrototype$1 = values[1];
const getPrototypeOf$2 = values[2];
const FAILED$3 = values[3];
const closures$4 = values[4];
const isArray$5 = values[5];
const plan$6 = values[6];
const runSteps$7 = values[7];
const finishItems$8 = values[8];
return (function generated(state) {
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
});

// mapping.finish · Line · (state)
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
  v = values[0]; if (v !== undefined) dto["sku"] = v;
  v = values[1]; if (v !== undefined) dto["qty"] = v;
  return undefined;
});
