// A collapsed nest in an #included header whose inner header runs to the end of
// it.
#pragma hier team collapse(2)
  for (int i = 0; i < n; ++i) {
    for (int j = 0; j < (n]; ++j)
      a[j] = i;
  }
