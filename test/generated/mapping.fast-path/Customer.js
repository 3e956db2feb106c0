// mapping.fast-path · Address · (main, route, context, maxDepth, maxItems, depth)
//   test$0 = function requiredTest
//   test$1 = function isString
//   test$2 = function (anonymous)
//   NOT_HANDLED$3 = Symbol(intake.notHandled)
//   hasOwn$4 = function hasOwn
//   objectPrototype$5 = Object.prototype
//   getPrototypeOf$6 = function getPrototypeOf
//   fallback$7 = ""
//   Blueprint$8 = function Blueprint
//   perField$9 = DeferredFields object
"use strict";
const test$0 = values[0];
const test$1 = values[1];
const test$2 = values[2];
const NOT_HANDLED$3 = values[3];
const hasOwn$4 = values[4];
const objectPrototype$5 = values[5];
const getPrototypeOf$6 = values[6];
const fallback$7 = values[7];
const Blueprint$8 = values[8];
const perField$9 = values[9];
const inherits$h0 = (function inherits$h0() {
  return objectPrototype$5["city"] !== undefined;
});
return (function generated(main, route, context, maxDepth, maxItems, depth) {
  let mainProto;
  const mainPlain = (mainProto = main.__proto__) === objectPrototype$5 || (mainProto === undefined && getPrototypeOf$6(main) === null);
  whole: {
    if (!(mainPlain && !inherits$h0())) break whole;
    let v, c;
    v = main["city"];
    if (!(typeof v === "string" && ((v.length !== 0 && (c = v.charCodeAt(0)) > 32 && c < 127) || test$0(v, undefined)) && ((v.length <= 80) || test$2(v, undefined)))) break whole;
    const w0 = v;
    const dto = new Blueprint$8();
    dto["city"] = w0;
    return dto;
  }
  return perField$9.run(main, route, context, maxDepth, maxItems, depth);
});

// mapping.fast-path · Customer · (main, route, context, maxDepth, maxItems, depth)
//   test$0 = function requiredTest
//   test$1 = function isString
//   test$2 = function (anonymous)
//   isArray$3 = function isArray
//   NOT_HANDLED$4 = Symbol(intake.notHandled)
//   hasOwn$5 = function hasOwn
//   objectPrototype$6 = Object.prototype
//   getPrototypeOf$7 = function getPrototypeOf
//   fastPathOf$8 = function fastPathOf
//   plan$9 = ClassPlan object
//   noRoute$10 = object
//   fallback$11 = ""
//   fallback$12 = undefined
//   Blueprint$13 = function Blueprint
//   perField$14 = DeferredFields object
"use strict";
const test$0 = values[0];
const test$1 = values[1];
const test$2 = values[2];
const isArray$3 = values[3];
const NOT_HANDLED$4 = values[4];
const hasOwn$5 = values[5];
const objectPrototype$6 = values[6];
const getPrototypeOf$7 = values[7];
const fastPathOf$8 = values[8];
const plan$9 = values[9];
const noRoute$10 = values[10];
const fallback$11 = values[11];
const fallback$12 = values[12];
const Blueprint$13 = values[13];
const perField$14 = values[14];
const inherits$h0 = (function inherits$h0() {
  return objectPrototype$6["name"] !== undefined || objectPrototype$6["address"] !== undefined;
});
return (function generated(main, route, context, maxDepth, maxItems, depth) {
  let mainProto;
  const mainPlain = (mainProto = main.__proto__) === objectPrototype$6 || (mainProto === undefined && getPrototypeOf$7(main) === null);
  whole: {
    if (!(mainPlain && !inherits$h0())) break whole;
    let v, c;
    v = main["name"];
    if (!(typeof v === "string" && ((v.length !== 0 && (c = v.charCodeAt(0)) > 32 && c < 127) || test$0(v, undefined)) && ((v.length <= 120) || test$2(v, undefined)))) break whole;
    const w0 = v;
    v = main["address"];
    if (!(typeof v === "object" && v !== null && !isArray$3(v) && depth < maxDepth)) break whole;
    let w1;
    {
      const itemFastPath = plan$9.fastPath ?? fastPathOf$8(plan$9);
      if (itemFastPath === null) return NOT_HANDLED$4;
      const dto = itemFastPath(v, noRoute$10, context, maxDepth, maxItems, depth + 1);
      if (dto === NOT_HANDLED$4) return NOT_HANDLED$4;
      w1 = dto;
    }
    const dto = new Blueprint$13();
    dto["name"] = w0;
    dto["address"] = w1;
    return dto;
  }
  return perField$14.run(main, route, context, maxDepth, maxItems, depth);
});

// mapping.fast-path · Customer · (main, route, context, maxDepth, maxItems, depth)
//   test$0 = function requiredTest
//   test$1 = function isString
//   test$2 = function (anonymous)
//   NOT_HANDLED$3 = Symbol(intake.notHandled)
//   hasOwn$4 = function hasOwn
//   objectPrototype$5 = Object.prototype
//   getPrototypeOf$6 = function getPrototypeOf
//   cast$7 = function castString
//   CAST_FAILED$8 = Symbol(intake.castFailed)
//   isArray$9 = function isArray
//   fastPathOf$10 = function fastPathOf
//   plan$11 = ClassPlan object
//   noRoute$12 = object
//   fallback$13 = ""
//   fallback$14 = undefined
//   Blueprint$15 = function Blueprint
"use strict";
const test$0 = values[0];
const test$1 = values[1];
const test$2 = values[2];
const NOT_HANDLED$3 = values[3];
const hasOwn$4 = values[4];
const objectPrototype$5 = values[5];
const getPrototypeOf$6 = values[6];
const cast$7 = values[7];
const CAST_FAILED$8 = values[8];
const isArray$9 = values[9];
const fastPathOf$10 = values[10];
const plan$11 = values[11];
const noRoute$12 = values[12];
const fallback$13 = values[13];
const fallback$14 = values[14];
const Blueprint$15 = values[15];
return (function generated(main, route, context, maxDepth, maxItems, depth) {
  const d = undefined;
  let mainProto;
  const mainPlain = (mainProto = main.__proto__) === objectPrototype$5 || (mainProto === undefined && getPrototypeOf$6(main) === null);
  let x0;
  field0: {
    let v, c;
    v = main["name"];
    if (!(v !== undefined && (mainPlain ? v !== objectPrototype$5["name"] || hasOwn$4(main, "name") : hasOwn$4(main, "name")))) v = undefined;
    if (typeof v === "string" && ((v.length !== 0 && (c = v.charCodeAt(0)) > 32 && c < 127) || test$0(v, undefined)) && ((v.length <= 120) || test$2(v, undefined))) {
      x0 = v;
      break field0;
    }
    if (typeof v === "object" && v !== null && !(v instanceof Date)) return NOT_HANDLED$3;
    x0 = v;
    if (v === undefined) {
      if (!(test$0(v, d))) {
        return NOT_HANDLED$3;
      }
      break field0;
    }
    if (!((typeof v === "string" ? v.length !== 0 && v.charCodeAt(0) > 32 && v.charCodeAt(0) < 127 : typeof v === "number" || typeof v === "boolean") || test$0(v, d))) {
      return NOT_HANDLED$3;
    }
    if (!((typeof v === "string") || test$1(v, d))) {
      return NOT_HANDLED$3;
    }
    if (!((typeof v === "string" && v.length <= 120) || test$2(v, d))) {
      return NOT_HANDLED$3;
    }
    if (x0 !== undefined && x0 !== null) {
      x0 = cast$7(x0);
      if (x0 === CAST_FAILED$8) {
        return NOT_HANDLED$3;
      }
    }
  }
  let x1;
  field1: {
    let v;
    v = main["address"];
    if (!(v !== undefined && (mainPlain ? v !== objectPrototype$5["address"] || hasOwn$4(main, "address") : hasOwn$4(main, "address")))) v = undefined;
    x1 = v;
    if (v === undefined) {
      if (!(test$0(v, d))) {
        return NOT_HANDLED$3;
      }
      break field1;
    }
    if (!((typeof v === "string" ? v.length !== 0 && v.charCodeAt(0) > 32 && v.charCodeAt(0) < 127 : typeof v === "number" || typeof v === "boolean") || test$0(v, d))) {
      return NOT_HANDLED$3;
    }
    if (x1 !== undefined) {
      if (!(typeof x1 === "object" && x1 !== null && !isArray$9(x1))) {
        return NOT_HANDLED$3;
      }
      if (depth >= maxDepth) {
        return NOT_HANDLED$3;
      }
      const itemFastPath = plan$11.fastPath ?? fastPathOf$10(plan$11);
      if (itemFastPath === null) return NOT_HANDLED$3;
      const dto = itemFastPath(x1, noRoute$12, context, maxDepth, maxItems, depth + 1);
      if (dto === NOT_HANDLED$3) return NOT_HANDLED$3;
      x1 = dto;
    }
  }
  const dto = new Blueprint$15();
  dto["name"] = x0 !== undefined ? x0 : fallback$13;
  dto["address"] = x1 !== undefined ? x1 : fallback$14;
  return dto;
});

// mapping.fast-path · Address · (main, route, context, maxDepth, maxItems, depth)
//   test$0 = function requiredTest
//   test$1 = function isString
//   test$2 = function (anonymous)
//   NOT_HANDLED$3 = Symbol(intake.notHandled)
//   hasOwn$4 = function hasOwn
//   objectPrototype$5 = Object.prototype
//   getPrototypeOf$6 = function getPrototypeOf
//   cast$7 = function castString
//   CAST_FAILED$8 = Symbol(intake.castFailed)
//   fallback$9 = ""
//   Blueprint$10 = function Blueprint
"use strict";
const test$0 = values[0];
const test$1 = values[1];
const test$2 = values[2];
const NOT_HANDLED$3 = values[3];
const hasOwn$4 = values[4];
const objectPrototype$5 = values[5];
const getPrototypeOf$6 = values[6];
const cast$7 = values[7];
const CAST_FAILED$8 = values[8];
const fallback$9 = values[9];
const Blueprint$10 = values[10];
return (function generated(main, route, context, maxDepth, maxItems, depth) {
  const d = undefined;
  let mainProto;
  const mainPlain = (mainProto = main.__proto__) === objectPrototype$5 || (mainProto === undefined && getPrototypeOf$6(main) === null);
  let x0;
  field0: {
    let v, c;
    v = main["city"];
    if (!(v !== undefined && (mainPlain ? v !== objectPrototype$5["city"] || hasOwn$4(main, "city") : hasOwn$4(main, "city")))) v = undefined;
    if (typeof v === "string" && ((v.length !== 0 && (c = v.charCodeAt(0)) > 32 && c < 127) || test$0(v, undefined)) && ((v.length <= 80) || test$2(v, undefined))) {
      x0 = v;
      break field0;
    }
    if (typeof v === "object" && v !== null && !(v instanceof Date)) return NOT_HANDLED$3;
    x0 = v;
    if (v === undefined) {
      if (!(test$0(v, d))) {
        return NOT_HANDLED$3;
      }
      break field0;
    }
    if (!((typeof v === "string" ? v.length !== 0 && v.charCodeAt(0) > 32 && v.charCodeAt(0) < 127 : typeof v === "number" || typeof v === "boolean") || test$0(v, d))) {
      return NOT_HANDLED$3;
    }
    if (!((typeof v === "string") || test$1(v, d))) {
      return NOT_HANDLED$3;
    }
    if (!((typeof v === "string" && v.length <= 80) || test$2(v, d))) {
      return NOT_HANDLED$3;
    }
    if (x0 !== undefined && x0 !== null) {
      x0 = cast$7(x0);
      if (x0 === CAST_FAILED$8) {
        return NOT_HANDLED$3;
      }
    }
  }
  const dto = new Blueprint$10();
  dto["city"] = x0 !== undefined ? x0 : fallback$9;
  return dto;
});
