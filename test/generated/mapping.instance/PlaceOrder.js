// mapping.instance · Line · ()
"use strict";
return function generated() {
  if (false) {
    this["sku"] = undefined;
    this["qty"] = undefined;
  }
};

// mapping.instance · PlaceOrder · ()
"use strict";
return function generated() {
  if (false) {
    this["shopId"] = undefined;
    this["customer"] = undefined;
    this["city"] = undefined;
    this["lines"] = undefined;
  }
};
