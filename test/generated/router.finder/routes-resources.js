// router.finder · GET · (path, max)
//   R$0 = Map(40)
//   R$1 = array(480)
"use strict";
const R$0 = values[0];
const R$1 = values[1];
return (function generated(path, max) {
  const len = path.length;
  let m, i, ch, t, v, r, f, e0;
  if (0 < len && path.charCodeAt(0) === 47) {
    e0 = path.indexOf('/', 0 + 1);
    if (e0 === -1) e0 = len;
    f = R$0.get(path.slice(0 + 1, e0));
    if (f !== undefined && (r = R$1[f](path, max, e0, R$1, f)) !== null) return r;
  }
  return null;
});
