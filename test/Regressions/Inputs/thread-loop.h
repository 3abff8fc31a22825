// A header whose hier loop is all there.
#pragma hier thread
for (int j = 0; j < n; ++j) a[j] = 0;
