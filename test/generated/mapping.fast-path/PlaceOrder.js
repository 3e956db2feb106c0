// mapping.fast-path · Line · (main, route, context, maxDepth, maxItems, depth)
//   test$0 = function requiredTest
//   test$1 = function isString
//   test$2 = function isIntegerLike
//   test$3 = function (anonymous)
//   NOT_HANDLED$4 = Symbol(intake.notHandled)
//   hasOwn$5 = function hasOwn
//   objectPrototype$6 = Object.prototype
//   getPrototypeOf$7 = function getPrototypeOf
//   fallback$8 = ""
//   fallback$9 = 1
//   Blueprint$10 = function Blueprint
//   perField$11 = DeferredFields object
"use strict";
const test$0 = values[0];
const test$1 = values[1];
const test$2 = values[2];
const test$3 = values[3];
const NOT_HANDLED$4 = values[4];
const hasOwn$5 = values[5];
const objectPrototype$6 = values[6];
const getPrototypeOf$7 = values[7];
const fallback$8 = values[8];
const fallback$9 = values[9];
const Blueprint$10 = values[10];
const perField$11 = values[11];
const inherits$h0 = (function inherits$h0() {
  return objectPrototype$6["sku"] !== undefined || objectPrototype$6["qty"] !== undefined;
});
return (function generated(main, route, context, maxDepth, maxItems, depth) {
  let mainProto;
  const mainPlain = (mainProto = main.__proto__) === objectPrototype$6 || (mainProto === undefined && getPrototypeOf$7(main) === null);
  whole: {
    if (!(mainPlain && !inherits$h0())) break whole;
    let v, c;
    v = main["sku"];
    if (!(typeof v === "string" && ((v.length !== 0 && (c = v.charCodeAt(0)) > 32 && c < 127) || test$0(v, undefined)))) break whole;
    const w0 = v;
    v = main["qty"];
    if (!(typeof v === "number" && (v - v === 0) && (((v | 0) === v || Number.isInteger(v)) || test$2(v, undefined)) && ((v >= 1) || test$3(v, undefined)))) break whole;
    const w1 = v;
    const dto = new Blueprint$10();
    dto["sku"] = w0;
    dto["qty"] = w1;
    return dto;
  }
  return perField$11.run(main, route, context, maxDepth, maxItems, depth);
});

// mapping.fast-path · PlaceOrder · (main, route, context, maxDepth, maxItems, depth)
//   test$0 = function requiredTest
//   test$1 = function isString
//   test$2 = function (anonymous)
//   NOT_HANDLED$3 = Symbol(intake.notHandled)
//   hasOwn$4 = function hasOwn
//   objectPrototype$5 = Object.prototype
//   getPrototypeOf$6 = function getPrototypeOf
//   cast$7 = function castInt
//   CAST_FAILED$8 = Symbol(intake.castFailed)
//   cast$9 = function castString
//   test$10 = function isArray
//   fastPathOf$11 = function fastPathOf
//   plan$12 = ClassPlan object
//   noRoute$13 = object
//   fallback$14 = 0
//   fallback$15 = ""
//   Blueprint$16 = function Blueprint
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
const cast$9 = values[9];
const test$10 = values[10];
const fastPathOf$11 = values[11];
const plan$12 = values[12];
const noRoute$13 = values[13];
const fallback$14 = values[14];
const fallback$15 = values[15];
const Blueprint$16 = values[16];
return (function generated(main, route, context, maxDepth, maxItems, depth) {
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
    if (typeof v === "number" && ((v | 0) === v || Number.isSafeInteger(v))) {
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
    if (typeof v === "string" && ((v.length !== 0 && (c = v.charCodeAt(0)) > 32 && c < 127) || test$0(v, undefined)) && ((v.length <= 80) || test$2(v, undefined))) {
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
    if (!((typeof v === "string" ? v.length !== 0 && v.charCodeAt(0) > 32 && v.charCodeAt(0) < 127 : typeof v === "number" || typeof v === "boolean") || test$0(v, d))) {
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
    if (!((typeof v === "string" ? v.length !== 0 && v.charCodeAt(0) > 32 && v.charCodeAt(0) < 127 : typeof v === "number" || typeof v === "boolean") || test$0(v, d))) {
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
});

// mapping.fast-path · Line · (main, route, context, maxDepth, maxItems, depth)
//   test$0 = function requiredTest
//   test$1 = function isString
//   test$2 = function isIntegerLike
//   test$3 = function (anonymous)
//   NOT_HANDLED$4 = Symbol(intake.notHandled)
//   hasOwn$5 = function hasOwn
//   objectPrototype$6 = Object.prototype
//   getPrototypeOf$7 = function getPrototypeOf
//   cast$8 = function castString
//   CAST_FAILED$9 = Symbol(intake.castFailed)
//   readNumber$10 = function readNumber
//   floatKnown$11 = function castFloatKnown
//   fallback$12 = ""
//   fallback$13 = 1
//   Blueprint$14 = function Blueprint
"use strict";
const test$0 = values[0];
const test$1 = values[1];
const test$2 = values[2];
const test$3 = values[3];
const NOT_HANDLED$4 = values[4];
const hasOwn$5 = values[5];
const objectPrototype$6 = values[6];
const getPrototypeOf$7 = values[7];
const cast$8 = values[8];
const CAST_FAILED$9 = values[9];
const readNumber$10 = values[10];
const floatKnown$11 = values[11];
const fallback$12 = values[12];
const fallback$13 = values[13];
const Blueprint$14 = values[14];
return (function generated(main, route, context, maxDepth, maxItems, depth) {
  const d = undefined;
  let mainProto;
  const mainPlain = (mainProto = main.__proto__) === objectPrototype$6 || (mainProto === undefined && getPrototypeOf$7(main) === null);
  let x0;
  field0: {
    let v, c;
    v = main["sku"];
    if (!(v !== undefined && (mainPlain ? v !== objectPrototype$6["sku"] || hasOwn$5(main, "sku") : hasOwn$5(main, "sku")))) v = undefined;
    if (typeof v === "string" && ((v.length !== 0 && (c = v.charCodeAt(0)) > 32 && c < 127) || test$0(v, undefined))) {
      x0 = v;
      break field0;
    }
    if (typeof v === "object" && v !== null && !(v instanceof Date)) return NOT_HANDLED$4;
    x0 = v;
    if (v === undefined) {
      if (!(test$0(v, d))) {
        return NOT_HANDLED$4;
      }
      break field0;
    }
    if (!((typeof v === "string" ? v.length !== 0 && v.charCodeAt(0) > 32 && v.charCodeAt(0) < 127 : typeof v === "number" || typeof v === "boolean") || test$0(v, d))) {
      return NOT_HANDLED$4;
    }
    if (!((typeof v === "string") || test$1(v, d))) {
      return NOT_HANDLED$4;
    }
    if (x0 !== undefined && x0 !== null) {
      x0 = cast$8(x0);
      if (x0 === CAST_FAILED$9) {
        return NOT_HANDLED$4;
      }
    }
  }
  let x1;
  field1: {
    let v, c;
    v = main["qty"];
    if (!(v !== undefined && (mainPlain ? v !== objectPrototype$6["qty"] || hasOwn$5(main, "qty") : hasOwn$5(main, "qty")))) v = undefined;
    if (typeof v === "number" && (v - v === 0) && (((v | 0) === v || Number.isInteger(v)) || test$2(v, undefined)) && ((v >= 1) || test$3(v, undefined))) {
      x1 = v;
      break field1;
    }
    if (typeof v === "object" && v !== null && !(v instanceof Date)) return NOT_HANDLED$4;
    x1 = v;
    if (v === undefined) {
      if (!(test$0(v, d))) {
        return NOT_HANDLED$4;
      }
      break field1;
    }
    const n = readNumber$10(v);
    if (!((typeof v === "string" ? v.length !== 0 && v.charCodeAt(0) > 32 && v.charCodeAt(0) < 127 : typeof v === "number" || typeof v === "boolean") || test$0(v, d))) {
      return NOT_HANDLED$4;
    }
    if (!((Number.isInteger(v)) || test$2(v, d))) {
      return NOT_HANDLED$4;
    }
    if (!((Number.isFinite(n) && n >= 1) || test$3(v, d))) {
      return NOT_HANDLED$4;
    }
    if (x1 !== undefined && x1 !== null) {
      x1 = floatKnown$11(x1, n);
      if (x1 === CAST_FAILED$9) {
        return NOT_HANDLED$4;
      }
    }
  }
  const dto = new Blueprint$14();
  dto["sku"] = x0 !== undefined ? x0 : fallback$12;
  dto["qty"] = x1 !== undefined ? x1 : fallback$13;
  return dto;
});
