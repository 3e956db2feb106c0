// router.finder · GET · (path, max)
//   R$0 = Route object
//   R$1 = function handler
//   R$2 = array(0)
//   R$3 = null
//   tooLong$4 = function parameterTooLong
//   Params$5 = function BareRecord
//   R$6 = Route object
//   R$7 = function handler
//   R$8 = array(0)
//   R$9 = null
//   decode$10 = function decodeParameter
//   R$11 = Route object
//   R$12 = function handler
//   R$13 = array(0)
//   R$14 = null
//   R$15 = Route object
//   R$16 = function handler
//   R$17 = array(0)
//   R$18 = null
//   R$19 = Route object
//   R$20 = function handler
//   R$21 = array(0)
//   R$22 = null
"use strict";
const R$0 = values[0];
const R$1 = values[1];
const R$2 = values[2];
const R$3 = values[3];
const tooLong$4 = values[4];
const Params$5 = values[5];
const R$6 = values[6];
const R$7 = values[7];
const R$8 = values[8];
const R$9 = values[9];
const decode$10 = values[10];
const R$11 = values[11];
const R$12 = values[12];
const R$13 = values[13];
const R$14 = values[14];
const R$15 = values[15];
const R$16 = values[16];
const R$17 = values[17];
const R$18 = values[18];
const R$19 = values[19];
const R$20 = values[20];
const R$21 = values[21];
const R$22 = values[22];
return (function generated(path, max) {
  const len = path.length;
  let m, i, ch, t, v, r, f, e0, e1, e2, e3, e4, a1, b1, a3, b3, a4, b4, a10, b10, a6, b6, a7, b7;
  if (0 < len && path.charCodeAt(0) === 47) {
    e0 = path.indexOf('/', 0 + 1);
    if (e0 === -1) e0 = len;
    switch (e0 - 0) {
      case 6: {
        if (path.charCodeAt(0 + 1) === 117 && path.charCodeAt(0 + 2) === 115 && path.charCodeAt(0 + 3) === 101 && path.charCodeAt(0 + 4) === 114 && path.charCodeAt(0 + 5) === 115) {
          if (e0 < len) {
            e1 = path.indexOf('/', e0 + 1);
            if (e1 === -1) e1 = len;
            if (e1 - e0 - 1 >= 1) {
              v1: {
                i = e0 + 1;
for (t = e1 - 0; i < t; i++) {
ch = path.charCodeAt(i);
if (!(ch >= 48 && ch <= 57)) break v1;
}

                a1 = e0 + 1;
                b1 = e1;
                if (e1 === len) {
                  if (b1 - a1 > max) tooLong$4("id");
                  const v0 = path.slice(a1, b1);
                  const p = new Params$5();
                  p["id"] = v0;
                  return { route: R$0, handler: R$1, params: p, middleware: R$2, name: R$3 };
                }
              }
            }
          }
          if (e0 < len) {
            e1 = path.indexOf('/', e0 + 1);
            if (e1 === -1) e1 = len;
            if (e1 > e0 + 1) {
              a3 = e0 + 1;
              b3 = e1;
              e2 = e1 + 6;
              if ((e2 < len ? path.charCodeAt(e2) === 47 : e2 === len) && path.charCodeAt(e1 + 1) === 112 && path.charCodeAt(e1 + 2) === 111 && path.charCodeAt(e1 + 3) === 115 && path.charCodeAt(e1 + 4) === 116 && path.charCodeAt(e1 + 5) === 115) {
                if (e2 < len) {
                  e3 = path.indexOf('/', e2 + 1);
                  if (e3 === -1) e3 = len;
                  if (e3 > e2 + 1) {
                    a4 = e2 + 1;
                    b4 = e3;
                    if (e3 === len) {
                      if (b3 - a3 > max) tooLong$4("id");
                      const v0 = path.slice(a3, b3);
                      if (b4 - a4 > max) tooLong$4("post");
                      const v1 = path.slice(a4, b4);
                      const p = new Params$5();
                      p["id"] = v0.indexOf('%') === -1 ? v0 : decode$10(v0);
                      p["post"] = v1.indexOf('%') === -1 ? v1 : decode$10(v1);
                      return { route: R$6, handler: R$7, params: p, middleware: R$8, name: R$9 };
                    }
                  }
                }
              }
            }
          }
        }
        else if (path.charCodeAt(0 + 1) === 102 && path.charCodeAt(0 + 2) === 105 && path.charCodeAt(0 + 3) === 108 && path.charCodeAt(0 + 4) === 101 && path.charCodeAt(0 + 5) === 115) {
          if (e0 < len && len - e0 - 1 >= 1) {
            v1: {
              i = e0 + 1;
for (t = len - 0; i < t; i++) {
ch = path.charCodeAt(i);
if (!!(ch === 10 || ch === 13 || (ch >= 8232 && ch <= 8233))) break v1;
}

              a10 = e0 + 1;
              b10 = len;
              if (b10 - a10 > max) tooLong$4("path");
              const v0 = path.slice(a10, b10);
              const p = new Params$5();
              p["path"] = v0.indexOf('%') === -1 ? v0 : decode$10(v0);
              return { route: R$11, handler: R$12, params: p, middleware: R$13, name: R$14 };
            }
          }
        }
        break;
      }
      case 8: {
        if (path.charCodeAt(0 + 1) === 97 && path.charCodeAt(0 + 2) === 114 && path.charCodeAt(0 + 3) === 99 && path.charCodeAt(0 + 4) === 104 && path.charCodeAt(0 + 5) === 105 && path.charCodeAt(0 + 6) === 118 && path.charCodeAt(0 + 7) === 101) {
          if (e0 < len) {
            e1 = path.indexOf('/', e0 + 1);
            if (e1 === -1) e1 = len;
            if (e1 > e0 + 1) {
              a6 = e0 + 1;
              b6 = e1;
              if (e1 < len) {
                e2 = path.indexOf('/', e1 + 1);
                if (e2 === -1) e2 = len;
                if (e2 > e1 + 1) {
                  a7 = e1 + 1;
                  b7 = e2;
                  if (e2 === len) {
                    if (b6 - a6 > max) tooLong$4("year");
                    const v0 = path.slice(a6, b6);
                    if (b7 - a7 > max) tooLong$4("month");
                    const v1 = path.slice(a7, b7);
                    const p = new Params$5();
                    p["year"] = v0.indexOf('%') === -1 ? v0 : decode$10(v0);
                    p["month"] = v1.indexOf('%') === -1 ? v1 : decode$10(v1);
                    return { route: R$15, handler: R$16, params: p, middleware: R$17, name: R$18 };
                  }
                }
              }
              if (e1 === len) {
                if (b6 - a6 > max) tooLong$4("year");
                const v0 = path.slice(a6, b6);
                const p = new Params$5();
                p["year"] = v0.indexOf('%') === -1 ? v0 : decode$10(v0);
                return { route: R$19, handler: R$20, params: p, middleware: R$21, name: R$22 };
              }
            }
          }
        }
        break;
      }
    }
  }
  return null;
});

// router.finder · PUT · (path, max)
//   R$0 = Route object
//   R$1 = function handler
//   R$2 = array(0)
//   R$3 = null
//   tooLong$4 = function parameterTooLong
//   Params$5 = function BareRecord
"use strict";
const R$0 = values[0];
const R$1 = values[1];
const R$2 = values[2];
const R$3 = values[3];
const tooLong$4 = values[4];
const Params$5 = values[5];
return (function generated(path, max) {
  const len = path.length;
  let m, i, ch, t, v, r, f, e0, e1, e2, a1, b1;
  e0 = 0 + 6;
  if ((e0 < len ? path.charCodeAt(e0) === 47 : e0 === len) && path.charCodeAt(0) === 47 && path.charCodeAt(0 + 1) === 117 && path.charCodeAt(0 + 2) === 115 && path.charCodeAt(0 + 3) === 101 && path.charCodeAt(0 + 4) === 114 && path.charCodeAt(0 + 5) === 115) {
    if (e0 < len) {
      e1 = path.indexOf('/', e0 + 1);
      if (e1 === -1) e1 = len;
      if (e1 - e0 - 1 >= 1) {
        v1: {
          i = e0 + 1;
for (t = e1 - 0; i < t; i++) {
ch = path.charCodeAt(i);
if (!(ch >= 48 && ch <= 57)) break v1;
}

          a1 = e0 + 1;
          b1 = e1;
          if (e1 === len) {
            if (b1 - a1 > max) tooLong$4("id");
            const v0 = path.slice(a1, b1);
            const p = new Params$5();
            p["id"] = v0;
            return { route: R$0, handler: R$1, params: p, middleware: R$2, name: R$3 };
          }
        }
      }
    }
  }
  return null;
});
