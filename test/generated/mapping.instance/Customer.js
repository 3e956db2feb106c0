// mapping.instance · Address · ()
"use strict";
return function generated() {
  if (false) {
    this["city"] = undefined;
  }
};

// mapping.instance · Customer · ()
"use strict";
return function generated() {
  if (false) {
    this["name"] = undefined;
    this["address"] = undefined;
  }
};
