// validator.checks · PlaceOrder · (data, numbers)
//   plans$0 = array(2)
//   check$1 = object
//   check$2 = object
//   check$3 = object
//   test$4 = function requiredTest
//   test$5 = function isString
//   test$6 = function (anonymous)
//   check$7 = object
//   check$8 = object
//   test$9 = function isArray
//   defineOwn$10 = function defineOwn
//   isThenable$11 = function isThenable
//   finishAsync$12 = function finishAsync
//   runField$13 = function runField
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
const defineOwn$10 = values[10];
const isThenable$11 = values[11];
const finishAsync$12 = values[12];
const runField$13 = values[13];
const field0$h0 = (function field0$h0(d, numbers) {
  const v = d["city"];
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
    if (!((typeof v === "string" && v.length <= 80) || test$6(v, d))) {
      (f ??= []).push(check$3.failure(d));
    }
  }
  return f;
});
const field1$h1 = (function field1$h1(d, numbers) {
  const v = d["lines"];
  let f;
  checks: {
    if (v === undefined) {
      if (!(test$4(v, d))) {
        (f ??= []).push(check$7.failure(d));
        break checks;
      }
      break checks;
    }
    if (!((typeof v === "string" ? v.length !== 0 && v.charCodeAt(0) > 32 && v.charCodeAt(0) < 127 : typeof v === "number" || typeof v === "boolean") || test$4(v, d))) {
      (f ??= []).push(check$7.failure(d));
      break checks;
    }
    if (!(test$9(v, d))) {
      (f ??= []).push(check$8.failure(d));
      break checks;
    }
  }
  return f;
});
return (function generated(data, numbers) {
  const d = typeof data === "object" && data !== null ? data : {};
  let errors, f;
  if ((f = field0$h0(d, numbers)) !== undefined) {
    errors ??= {};
    errors["city"] = f;
  }
  if ((f = field1$h1(d, numbers)) !== undefined) {
    errors ??= {};
    errors["lines"] = f;
  }
  return errors;
});

// validator.checks · Line · (data, numbers)
//   plans$0 = array(2)
//   check$1 = object
//   check$2 = object
//   test$3 = function requiredTest
//   test$4 = function isString
//   check$5 = object
//   check$6 = object
//   check$7 = object
//   test$8 = function isIntegerLike
//   test$9 = function (anonymous)
//   readNumber$10 = function readNumber
//   defineOwn$11 = function defineOwn
//   isThenable$12 = function isThenable
//   finishAsync$13 = function finishAsync
//   runField$14 = function runField
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
const defineOwn$11 = values[11];
const isThenable$12 = values[12];
const finishAsync$13 = values[13];
const runField$14 = values[14];
const field0$h0 = (function field0$h0(d, numbers) {
  const v = d["sku"];
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
    if (!((typeof v === "string") || test$4(v, d))) {
      (f ??= []).push(check$2.failure(d));
      break checks;
    }
  }
  return f;
});
const field1$h1 = (function field1$h1(d, numbers) {
  const v = d["qty"];
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
    if (numbers !== undefined) numbers[1] = n;
    if (!((typeof v === "string" ? v.length !== 0 && v.charCodeAt(0) > 32 && v.charCodeAt(0) < 127 : typeof v === "number" || typeof v === "boolean") || test$3(v, d))) {
      (f ??= []).push(check$5.failure(d));
      break checks;
    }
    if (!((Number.isInteger(v)) || test$8(v, d))) {
      (f ??= []).push(check$6.failure(d));
      break checks;
    }
    if (!((Number.isFinite(n) && n >= 1) || test$9(v, d))) {
      (f ??= []).push(check$7.failure(d));
    }
  }
  return f;
});
return (function generated(data, numbers) {
  const d = typeof data === "object" && data !== null ? data : {};
  let errors, f;
  if ((f = field0$h0(d, numbers)) !== undefined) {
    errors ??= {};
    errors["sku"] = f;
  }
  if ((f = field1$h1(d, numbers)) !== undefined) {
    errors ??= {};
    errors["qty"] = f;
  }
  return errors;
});
