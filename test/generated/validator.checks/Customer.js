// validator.checks · Customer · (data, numbers)
//   plans$0 = array(2)
//   check$1 = object
//   check$2 = object
//   check$3 = object
//   test$4 = function requiredTest
//   test$5 = function isString
//   test$6 = function (anonymous)
//   check$7 = object
//   defineOwn$8 = function defineOwn
//   isThenable$9 = function isThenable
//   finishAsync$10 = function finishAsync
//   runField$11 = function runField
"use strict";
const plans$0 = values[0];
const check$1 = values[1];
const check$2 = values[2];
const check$3 = values[3];
const test$4 = values[4];
const test$5 = values[5];
const test$6 = values[6];
const check$7 = values[7];
const defineOwn$8 = values[8];
const isThenable$9 = values[9];
const finishAsync$10 = values[10];
const runField$11 = values[11];
const field0$h0 = (function field0$h0(d, numbers) {
  const v = d["name"];
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
    if (!((typeof v === "string" && v.length <= 120) || test$6(v, d))) {
      (f ??= []).push(check$3.failure(d));
    }
  }
  return f;
});
const field1$h1 = (function field1$h1(d, numbers) {
  const v = d["address"];
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
  }
  return f;
});
return (function generated(data, numbers) {
  const d = typeof data === "object" && data !== null ? data : {};
  let errors, f;
  if ((f = field0$h0(d, numbers)) !== undefined) {
    errors ??= {};
    errors["name"] = f;
  }
  if ((f = field1$h1(d, numbers)) !== undefined) {
    errors ??= {};
    errors["address"] = f;
  }
  return errors;
});

// validator.checks · Address · (data, numbers)
//   plans$0 = array(1)
//   check$1 = object
//   check$2 = object
//   check$3 = object
//   test$4 = function requiredTest
//   test$5 = function isString
//   test$6 = function (anonymous)
//   defineOwn$7 = function defineOwn
//   isThenable$8 = function isThenable
//   finishAsync$9 = function finishAsync
//   runField$10 = function runField
"use strict";
const plans$0 = values[0];
const check$1 = values[1];
const check$2 = values[2];
const check$3 = values[3];
const test$4 = values[4];
const test$5 = values[5];
const test$6 = values[6];
const defineOwn$7 = values[7];
const isThenable$8 = values[8];
const finishAsync$9 = values[9];
const runField$10 = values[10];
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
return (function generated(data, numbers) {
  const d = typeof data === "object" && data !== null ? data : {};
  let errors, f;
  if ((f = field0$h0(d, numbers)) !== undefined) {
    errors ??= {};
    errors["city"] = f;
  }
  return errors;
});
