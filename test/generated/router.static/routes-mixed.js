// router.static · GET · (path)
//   match$0 = object
//   match$1 = object
//   match$2 = object
"use strict";
const match$0 = values[0];
const match$1 = values[1];
const match$2 = values[2];
return (function generated(path) {
  switch (path.length) {
    case 1: {
      if (path === "/") return match$0;
      return undefined;
    }
    case 7: {
      if (path === "/health") return match$1;
      return undefined;
    }
    case 6: {
      if (path === "/users") return match$2;
      return undefined;
    }
  }
  return undefined;
});

// router.static · POST · (path)
//   match$0 = object
"use strict";
const match$0 = values[0];
return (function generated(path) {
  switch (path.length) {
    case 6: {
      if (path === "/users") return match$0;
      return undefined;
    }
  }
  return undefined;
});
