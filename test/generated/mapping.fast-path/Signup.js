// mapping.fast-path · Signup · (main, route, context, maxDepth, maxItems, depth)
//   test$0 = function isWhatwgEmail
//   test$1 = function requiredTest
//   test$2 = function isIntegerLike
//   test$3 = function (anonymous)
//   test$4 = function isBooleanLike
//   NOT_HANDLED$5 = Symbol(intake.notHandled)
//   hasOwn$6 = function hasOwn
//   objectPrototype$7 = Object.prototype
//   getPrototypeOf$8 = function getPrototypeOf
//   fallback$9 = ""
//   fallback$10 = 0
//   fallback$11 = false
//   Blueprint$12 = function Blueprint
//   perField$13 = DeferredFields object
"use strict";
const test$0 = values[0];
const test$1 = values[1];
const test$2 = values[2];
const test$3 = values[3];
const test$4 = values[4];
const NOT_HANDLED$5 = values[5];
const hasOwn$6 = values[6];
const objectPrototype$7 = values[7];
const getPrototypeOf$8 = values[8];
const fallback$9 = values[9];
const fallback$10 = values[10];
const fallback$11 = values[11];
const Blueprint$12 = values[12];
const perField$13 = values[13];
const inherits$h0 = (function inherits$h0() {
  return objectPrototype$7["email"] !== undefined || objectPrototype$7["age"] !== undefined || objectPrototype$7["newsletter"] !== undefined;
});
return (function generated(main, route, context, maxDepth, maxItems, depth) {
  let mainProto;
  const mainPlain = (mainProto = main.__proto__) === objectPrototype$7 || (mainProto === undefined && getPrototypeOf$8(main) === null);
  whole: {
    if (!(mainPlain && !inherits$h0())) break whole;
    let v, c;
    v = main["email"];
    if (!(typeof v === "string" && (test$0(v, undefined)))) break whole;
    const w0 = v;
    v = main["age"];
    if (!(typeof v === "number" && ((v | 0) === v || Number.isSafeInteger(v)) && ((v >= 18) || test$3(v, undefined)))) break whole;
    const w1 = v;
    v = main["newsletter"];
    if (!(typeof v === "boolean")) break whole;
    const w2 = v;
    const dto = new Blueprint$12();
    dto["email"] = w0;
    dto["age"] = w1;
    dto["newsletter"] = w2;
    return dto;
  }
  return perField$13.run(main, route, context, maxDepth, maxItems, depth);
});

// mapping.fast-path · Signup · (main, route, context, maxDepth, maxItems, depth)
//   test$0 = function isWhatwgEmail
//   test$1 = function requiredTest
//   test$2 = function isIntegerLike
//   test$3 = function (anonymous)
//   test$4 = function isBooleanLike
//   NOT_HANDLED$5 = Symbol(intake.notHandled)
//   hasOwn$6 = function hasOwn
//   objectPrototype$7 = Object.prototype
//   getPrototypeOf$8 = function getPrototypeOf
//   cast$9 = function castString
//   CAST_FAILED$10 = Symbol(intake.castFailed)
//   readNumber$11 = function readNumber
//   intKnown$12 = function castIntKnown
//   cast$13 = function castBool
//   fallback$14 = ""
//   fallback$15 = 0
//   fallback$16 = false
//   Blueprint$17 = function Blueprint
"use strict";
const test$0 = values[0];
const test$1 = values[1];
const test$2 = values[2];
const test$3 = values[3];
const test$4 = values[4];
const NOT_HANDLED$5 = values[5];
const hasOwn$6 = values[6];
const objectPrototype$7 = values[7];
const getPrototypeOf$8 = values[8];
const cast$9 = values[9];
const CAST_FAILED$10 = values[10];
const readNumber$11 = values[11];
const intKnown$12 = values[12];
const cast$13 = values[13];
const fallback$14 = values[14];
const fallback$15 = values[15];
const fallback$16 = values[16];
const Blueprint$17 = values[17];
return (function generated(main, route, context, maxDepth, maxItems, depth) {
  const d = undefined;
  let mainProto;
  const mainPlain = (mainProto = main.__proto__) === objectPrototype$7 || (mainProto === undefined && getPrototypeOf$8(main) === null);
  let x0;
  field0: {
    let v, c;
    v = main["email"];
    if (!(v !== undefined && (mainPlain ? v !== objectPrototype$7["email"] || hasOwn$6(main, "email") : hasOwn$6(main, "email")))) v = undefined;
    if (typeof v === "string" && (test$0(v, undefined))) {
      x0 = v;
      break field0;
    }
    if (typeof v === "object" && v !== null && !(v instanceof Date)) return NOT_HANDLED$5;
    x0 = v;
    if (v === undefined) {
      if (!(test$1(v, d))) {
        return NOT_HANDLED$5;
      }
      break field0;
    }
    if (!((typeof v === "string" ? v.length !== 0 && v.charCodeAt(0) > 32 && v.charCodeAt(0) < 127 : typeof v === "number" || typeof v === "boolean") || test$1(v, d))) {
      return NOT_HANDLED$5;
    }
    if (!(test$0(v, d))) {
      return NOT_HANDLED$5;
    }
    if (x0 !== undefined && x0 !== null) {
      x0 = cast$9(x0);
      if (x0 === CAST_FAILED$10) {
        return NOT_HANDLED$5;
      }
    }
  }
  let x1;
  field1: {
    let v, c;
    v = main["age"];
    if (!(v !== undefined && (mainPlain ? v !== objectPrototype$7["age"] || hasOwn$6(main, "age") : hasOwn$6(main, "age")))) v = undefined;
    if (typeof v === "number" && ((v | 0) === v || Number.isSafeInteger(v)) && ((v >= 18) || test$3(v, undefined))) {
      x1 = v;
      break field1;
    }
    if (typeof v === "object" && v !== null && !(v instanceof Date)) return NOT_HANDLED$5;
    x1 = v;
    if (v === undefined) {
      if (!(test$1(v, d))) {
        return NOT_HANDLED$5;
      }
      break field1;
    }
    const n = readNumber$11(v);
    if (!((typeof v === "string" ? v.length !== 0 && v.charCodeAt(0) > 32 && v.charCodeAt(0) < 127 : typeof v === "number" || typeof v === "boolean") || test$1(v, d))) {
      return NOT_HANDLED$5;
    }
    if (!((Number.isInteger(v)) || test$2(v, d))) {
      return NOT_HANDLED$5;
    }
    if (!((Number.isFinite(n) && n >= 18) || test$3(v, d))) {
      return NOT_HANDLED$5;
    }
    if (x1 !== undefined && x1 !== null) {
      x1 = intKnown$12(x1, n);
      if (x1 === CAST_FAILED$10) {
        return NOT_HANDLED$5;
      }
    }
  }
  let x2;
  field2: {
    let v, c;
    v = main["newsletter"];
    if (!(v !== undefined && (mainPlain ? v !== objectPrototype$7["newsletter"] || hasOwn$6(main, "newsletter") : hasOwn$6(main, "newsletter")))) v = undefined;
    if (typeof v === "boolean") {
      x2 = v;
      break field2;
    }
    if (typeof v === "object" && v !== null && !(v instanceof Date)) return NOT_HANDLED$5;
    x2 = v;
    if (v === undefined) {
      break field2;
    }
    if (!((v === true || v === false) || test$4(v, d))) {
      return NOT_HANDLED$5;
    }
    if (x2 !== undefined && x2 !== null) {
      x2 = cast$13(x2);
      if (x2 === CAST_FAILED$10) {
        return NOT_HANDLED$5;
      }
    }
  }
  const dto = new Blueprint$17();
  dto["email"] = x0 !== undefined ? x0 : fallback$14;
  dto["age"] = x1 !== undefined ? x1 : fallback$15;
  dto["newsletter"] = x2 !== undefined ? x2 : fallback$16;
  return dto;
});
