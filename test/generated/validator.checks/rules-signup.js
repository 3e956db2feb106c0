// validator.checks · rules · (data)
//   plans$0 = array(3)
//   check$1 = object
//   check$2 = object
//   test$3 = function requiredTest
//   test$4 = function isWhatwgEmail
//   check$5 = object
//   check$6 = object
//   check$7 = object
//   test$8 = function isIntegerLike
//   test$9 = function (anonymous)
//   readNumber$10 = function readNumber
//   check$11 = object
//   check$12 = object
//   test$13 = function isString
//   test$14 = function (anonymous)
//   defineOwn$15 = function defineOwn
//   isThenable$16 = function isThenable
//   finishAsync$17 = function finishAsync
//   runField$18 = function runField
"use strict";
const plans$0 = values[0];
const check$1 = values[1];
const check$2 = values[2];
const test$3 = values[3];
const test$4 = values[4];
const check$5 = values[5];
const check$6 = values[6];
const check$7 = values[7];
const test$8 = values[8];
const test$9 = values[9];
const readNumber$10 = values[10];
const check$11 = values[11];
const check$12 = values[12];
const test$13 = values[13];
const test$14 = values[14];
const defineOwn$15 = values[15];
const isThenable$16 = values[16];
const finishAsync$17 = values[17];
const runField$18 = values[18];
const field0$h0 = (function field0$h0(d) {
  const v = d["email"];
  let f;
  checks: {
    if (v === undefined) {
      if (!(test$3(v, d))) {
        (f ??= []).push(check$1.failure(d));
        break checks;
      }
      break checks;
    }
    if (!((typeof v === "string" ? v.length !== 0 && v.charCodeAt(0) > 32 && v.charCodeAt(0) < 127 : typeof v === "number" || typeof v === "boolean") || test$3(v, d))) {
      (f ??= []).push(check$1.failure(d));
      break checks;
    }
    if (!(test$4(v, d))) {
      (f ??= []).push(check$2.failure(d));
    }
  }
  return f;
});
const field1$h1 = (function field1$h1(d) {
  const v = d["age"];
  let f;
  checks: {
    if (v === undefined) {
      if (!(test$3(v, d))) {
        (f ??= []).push(check$5.failure(d));
        break checks;
      }
      break checks;
    }
    const n = readNumber$10(v);
    if (!((typeof v === "string" ? v.length !== 0 && v.charCodeAt(0) > 32 && v.charCodeAt(0) < 127 : typeof v === "number" || typeof v === "boolean") || test$3(v, d))) {
      (f ??= []).push(check$5.failure(d));
      break checks;
    }
    if (!((Number.isInteger(v)) || test$8(v, d))) {
      (f ??= []).push(check$6.failure(d));
      break checks;
    }
    if (!((Number.isFinite(n) && n >= 18) || test$9(v, d))) {
      (f ??= []).push(check$7.failure(d));
    }
  }
  return f;
});
const field2$h2 = (function field2$h2(d) {
  const v = d["name"];
  let f;
  checks: {
    if (v === undefined) {
      break checks;
    }
    if (!((typeof v === "string") || test$13(v, d))) {
      (f ??= []).push(check$11.failure(d));
      break checks;
    }
    if (!((typeof v === "string" && v.length <= 80) || test$14(v, d))) {
      (f ??= []).push(check$12.failure(d));
    }
  }
  return f;
});
return (function generated(data) {
  const d = typeof data === "object" && data !== null ? data : {};
  let errors, f;
  if ((f = field0$h0(d)) !== undefined) {
    errors ??= {};
    errors["email"] = f;
  }
  if ((f = field1$h1(d)) !== undefined) {
    errors ??= {};
    errors["age"] = f;
  }
  if ((f = field2$h2(d)) !== undefined) {
    errors ??= {};
    errors["name"] = f;
  }
  return errors ?? {};
});
