// validator.checks · rules · (data)
//   plans$0 = array(3)
//   check$1 = object
//   check$2 = object
//   read$3 = function (anonymous)
//   test$4 = function requiredTest
//   test$5 = function isString
//   check$6 = object
//   read$7 = function (anonymous)
//   test$8 = function (anonymous)
//   check$9 = object
//   check$10 = object
//   test$11 = function isArray
//   test$12 = function (anonymous)
//   defineOwn$13 = function defineOwn
//   isThenable$14 = function isThenable
//   finishAsync$15 = function finishAsync
//   runField$16 = function runField
"use strict";
const plans$0 = values[0];
const check$1 = values[1];
const check$2 = values[2];
const read$3 = values[3];
const test$4 = values[4];
const test$5 = values[5];
const check$6 = values[6];
const read$7 = values[7];
const test$8 = values[8];
const check$9 = values[9];
const check$10 = values[10];
const test$11 = values[11];
const test$12 = values[12];
const defineOwn$13 = values[13];
const isThenable$14 = values[14];
const finishAsync$15 = values[15];
const runField$16 = values[16];
const field0$h0 = (function field0$h0(d) {
  const v = read$3(d);
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
  }
  return f;
});
const field1$h1 = (function field1$h1(d) {
  const v = read$7(d);
  let f;
  checks: {
    if (v === undefined) {
      break checks;
    }
    if (!((v === "admin" || v === "editor") || test$8(v, d))) {
      (f ??= []).push(check$6.failure(d));
    }
  }
  return f;
});
const field2$h2 = (function field2$h2(d) {
  const v = d["tags"];
  let f;
  checks: {
    if (v === undefined) {
      break checks;
    }
    if (!(test$11(v, d))) {
      (f ??= []).push(check$9.failure(d));
      break checks;
    }
    if (!((typeof v === "string" && v.length <= 5) || test$12(v, d))) {
      (f ??= []).push(check$10.failure(d));
    }
  }
  return f;
});
return (function generated(data) {
  const d = typeof data === "object" && data !== null ? data : {};
  let errors, f;
  if ((f = field0$h0(d)) !== undefined) {
    errors ??= {};
    errors["user.name"] = f;
  }
  if ((f = field1$h1(d)) !== undefined) {
    errors ??= {};
    errors["user.role"] = f;
  }
  if ((f = field2$h2(d)) !== undefined) {
    errors ??= {};
    errors["tags"] = f;
  }
  return errors ?? {};
});
