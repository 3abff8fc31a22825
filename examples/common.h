// Shared by the examples: where a region ran, and the result line.
#pragma once
#include <cstdio>
// First: under -E (-save-temps, distcc) __HIER__ is defined from here on.
#include <hier/hier.h>

#ifndef __HIER__
#error "compile with -fplugin=libhier.so (and -fopenmp)"
#endif

// Set inside a team region: the GPU compile of the region sees a GPU target
// macro, the host fallback does not.
#if defined(__NVPTX__) || defined(__AMDGPU__)
#define HIER_EXAMPLE_ON_GPU 1
#else
#define HIER_EXAMPLE_ON_GPU 0
#endif

inline int report(const char *name, long wrong, long total, int onGPU) {
  std::printf("%-12s %s: %ld of %ld values wrong (ran on the %s)\n", name,
              wrong ? "FAIL" : "PASS", wrong, total, onGPU ? "GPU" : "host");
  return wrong != 0;
}
