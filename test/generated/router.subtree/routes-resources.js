// router.subtree · GET · (path, max, e0, values, at)
//   R$0 = Route object
//   R$1 = function handler
//   R$2 = array(0)
//   R$3 = null
//   tooLong$4 = function parameterTooLong
//   decode$5 = function decodeParameter
//   Params$6 = function BareRecord
//   R$7 = Route object
//   R$8 = function handler
//   R$9 = array(0)
//   R$10 = null
"use strict";
return (function generated(path, max, e0, values, at) {
  const R$0 = values[at + 1];
  const R$1 = values[at + 2];
  const R$2 = values[at + 3];
  const R$3 = values[at + 4];
  const tooLong$4 = values[at + 5];
  const decode$5 = values[at + 6];
  const Params$6 = values[at + 7];
  const R$7 = values[at + 8];
  const R$8 = values[at + 9];
  const R$9 = values[at + 10];
  const R$10 = values[at + 11];
  const len = path.length;
  let m, i, ch, t, v, r, f, e1, e2, e3, e4, a1, b1, a3, b3;
  if (e0 < len) {
    e1 = path.indexOf('/', e0 + 1);
    if (e1 === -1) e1 = len;
    if (e1 > e0 + 1) {
      a1 = e0 + 1;
      b1 = e1;
      if (e1 === len) {
        if (b1 - a1 > max) tooLong$4("id");
        const v0 = path.slice(a1, b1);
        const p = new Params$6();
        p["id"] = v0.indexOf('%') === -1 ? v0 : decode$5(v0);
        return { route: R$0, handler: R$1, params: p, middleware: R$2, name: R$3 };
      }
      e2 = e1 + 6;
      if ((e2 < len ? path.charCodeAt(e2) === 47 : e2 === len) && path.charCodeAt(e1 + 1) === 105 && path.charCodeAt(e1 + 2) === 116 && path.charCodeAt(e1 + 3) === 101 && path.charCodeAt(e1 + 4) === 109 && path.charCodeAt(e1 + 5) === 115) {
        if (e2 < len) {
          e3 = path.indexOf('/', e2 + 1);
          if (e3 === -1) e3 = len;
          if (e3 - e2 - 1 >= 1) {
            v3: {
              i = e2 + 1;
for (t = e3 - 0; i < t; i++) {
ch = path.charCodeAt(i);
if (!(ch >= 48 && ch <= 57)) break v3;
}

              a3 = e2 + 1;
              b3 = e3;
              if (e3 === len) {
                if (b1 - a1 > max) tooLong$4("id");
                const v0 = path.slice(a1, b1);
                if (b3 - a3 > max) tooLong$4("item");
                const v1 = path.slice(a3, b3);
                const p = new Params$6();
                p["id"] = v0.indexOf('%') === -1 ? v0 : decode$5(v0);
                p["item"] = v1;
                return { route: R$7, handler: R$8, params: p, middleware: R$9, name: R$10 };
              }
            }
          }
        }
      }
    }
  }
  return null;
});
