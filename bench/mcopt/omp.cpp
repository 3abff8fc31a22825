// Monte-Carlo option pricing, plain OpenMP offload: teams over options, the
// paths of an option summed by its threads.
#include "driver.h"

using mcopt::Option;

void price_options(const Option *opt, double *price, int n, long paths) {
#pragma omp target teams distribute is_device_ptr(opt, price)
  for (int i = 0; i < n; ++i) {
    Option o = opt[i];
    double s = 0;
#pragma omp parallel for reduction(+ : s)
    for (long k = 0; k < paths; ++k)
      s += mcopt::payoff(o, i, k);
    price[i] = s * mcopt::discount(o, paths);
  }
}

int main(int argc, char **argv) { return mcopt::run(argc, argv, "omp", price_options); }
