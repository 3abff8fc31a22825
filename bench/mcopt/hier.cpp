// Monte-Carlo option pricing in hier, written the first way: a team per
// option, its paths summed over the team's threads and lanes.
#include "driver.h"
#include <hier/hier.h>

using mcopt::Option;

void price_options(const Option *opt, double *price, int n, long paths) {
#pragma hier team is_device_ptr(opt, price)
  for (int i = 0; i < n; ++i) {
    Option o = opt[i];
    double s = 0;
#pragma hier thread vector reduction(+ : s)
    for (long k = 0; k < paths; ++k)
      s += mcopt::payoff(o, i, k);
#pragma hier single
    price[i] = s * mcopt::discount(o, paths);
  }
}

int main(int argc, char **argv) { return mcopt::run(argc, argv, "hier", price_options); }
