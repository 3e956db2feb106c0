// validator.checks · Search · (data, numbers)
//   plans$0 = array(2)
//   check$1 = object
//   check$2 = object
//   check$3 = object
//   test$4 = function requiredTest
//   test$5 = function isString
//   test$6 = function (anonymous)
//   check$7 = object
//   check$8 = object
//   test$9 = function isIntegerLike
//   test$10 = function (anonymous)
//   readNumber$11 = function readNumber
//   defineOwn$12 = function defineOwn
//   isThenable$13 = function isThenable
//   finishAsync$14 = function finishAsync
//   runField$15 = function runField
"use strict";
const plans$0 = values[0];
const check$1 = values[1];
const check$2 = values[2];
const check$3 = values[3];
const test$4 = values[4];
const test$5 = values[5];
const test$6 = values[6];
const check$7 = values[7];
const check$8 = values[8];
const test$9 = values[9];
const test$10 = values[10];
const readNumber$11 = values[11];
const defineOwn$12 = values[12];
const isThenable$13 = values[13];
const finishAsync$14 = values[14];
const runField$15 = values[15];
const field0$h0 = (function field0$h0(d, numbers) {
  const v = d["term"];
  let f;
  checks: {
    if (v === undefined) {
      if (!(test$4(v, d))) {
        (f ??= []).push(check$1.failure(d));
        break checks;
      }
      break checks;
    }
    if (!((typeof v === "string" ? v.length !== 0 && v.charCodeAt(0) > 32 && v.charCodeAt(0) < 127 : typeof v === "number" || typeof v === "boolean") || test$4(v, d))) {
      (f ??= []).push(check$1.failure(d));
      break checks;
    }
    if (!((typeof v === "string") || test$5(v, d))) {
      (f ??= []).push(check$2.failure(d));
      break checks;
    }
    if (!((typeof v === "string" && v.length >= 2 * 2) || test$6(v, d))) {
      (f ??= []).push(check$3.failure(d));
    }
  }
  return f;
});
const field1$h1 = (function field1$h1(d, numbers) {
  const v = d["perPage"];
  let f;
  checks: {
    if (v === undefined) {
      break checks;
    }
    const n = readNumber$11(v);
    if (numbers !== undefined) numbers[1] = n;
    if (!((Number.isInteger(v)) || test$9(v, d))) {
      (f ??= []).push(check$7.failure(d));
      break checks;
    }
    if (!((Number.isFinite(n) && n >= 1) || test$10(v, d))) {
      (f ??= []).push(check$8.failure(d));
    }
  }
  return f;
});
return (function generated(data, numbers) {
  const d = typeof data === "object" && data !== null ? data : {};
  let errors, f;
  if ((f = field0$h0(d, numbers)) !== undefined) {
    errors ??= {};
    errors["term"] = f;
  }
  if ((f = field1$h1(d, numbers)) !== undefined) {
    errors ??= {};
    errors["perPage"] = f;
  }
  return errors;
});
