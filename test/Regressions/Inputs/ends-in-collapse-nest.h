// A collapse(2) team whose inner loop header the end of this header cuts
// short (eof-in-collapse-nest.cpp).
#pragma hier team collapse(2)
  for (int i = 0; i < n; ++i)
    for (int j = 0; j < (n
