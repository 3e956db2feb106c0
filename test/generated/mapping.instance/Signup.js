// mapping.instance · Signup · ()
"use strict";
return function generated() {
  if (false) {
    this["email"] = undefined;
    this["age"] = undefined;
    this["newsletter"] = undefined;
  }
};
