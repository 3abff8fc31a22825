// A standard container whose elements live in host memory (std::vector,
// std::string, std::list, std::map, ...) used in a team region is hier's
// error at its first use, naming the variable: Clang copies the object (a
// few pointers into host memory), not its elements, and warned only that
// the type "is not trivially copyable and not guaranteed to be mapped
// correctly"; the GPU then read host addresses. A pointer to the elements
// taken before the region and mapped is the way, and is no error; nor is a
// container declared in the region, or a std::array (its elements are in
// the object). A host-only build, where the host fallback reads the
// container, is left alone.
// (Once a file has an error the check is off, as its regions are not
// compiled: one run per group of cases.)
// RUN: %clang_cc1 -fopenmp -fopenmp-targets=nvptx64-nvidia-cuda -fsyntax-only -Wno-openmp-mapping -DVECTORS -verify %s
// RUN: %clang_cc1 -fopenmp -fopenmp-targets=nvptx64-nvidia-cuda -fsyntax-only -Wno-openmp-mapping -DOTHERS -verify %s
// RUN: %clang_cc1 -fopenmp -fopenmp-targets=nvptx64-nvidia-cuda -fsyntax-only -Wno-openmp-mapping -DMEMBER -verify %s
// RUN: %clang_cc1 -fopenmp -fsyntax-only -Wno-openmp-mapping -DVECTORS -DOTHERS -DMEMBER -verify=host %s
// RUN: %clangxx -fopenmp --offload-arch=sm_90 --no-offloadlib --offload-host-only -fsyntax-only -Wno-openmp-mapping -DREAL_HEADERS -DVECTORS -Xclang -verify %s
// RUN: %clangxx -fopenmp --offload-arch=sm_90 --no-offloadlib --offload-host-only -fsyntax-only -Wno-openmp-mapping -DREAL_HEADERS -DOTHERS -Xclang -verify %s
// host-no-diagnostics

#ifdef REAL_HEADERS
#include <array>
#include <list>
#include <map>
#include <string>
#include <vector>
#else
namespace std {
template <class T> class allocator {};
template <class T, class A = allocator<T>> class vector {
  T *b, *e, *c;
public:
  T &operator[](unsigned long i) { return b[i]; }
  const T &operator[](unsigned long i) const { return b[i]; }
  unsigned long size() const { return e - b; }
  T *data() { return b; }
};
template <class T, class A = allocator<T>> class list {
  void *head;
public:
  unsigned long size() const { return 0; }
};
template <class K, class V> class map {
  void *root;
public:
  V &operator[](const K &) { return *(V *)root; }
};
template <class C> class basic_string {
  C *p;
  unsigned long n;
public:
  unsigned long size() const { return n; }
};
typedef basic_string<char> string;
template <class T, unsigned long N> struct array {
  T v[N];
  T &operator[](unsigned long i) { return v[i]; }
};
} // namespace std
#endif

#ifdef VECTORS
void vectors(std::vector<double> &v, const std::vector<int> &idx, int n) {
  double *p = v.data();
#pragma hier team map(tofrom: p[0:n])
  for (int t = 0; t < n / 32; ++t) {
#pragma hier thread
    for (int i = t * 32; i < t * 32 + 32; ++i) {
      p[i] += v[i]; // expected-error {{'v' is a 'std::vector<double>', whose elements live in host memory: the team region copies the 'std::vector<double>' object to the GPU, not its elements, and the GPU cannot read them through it}} \
                    // expected-note {{take a pointer to the elements before the region and map them: 'double *p = v.data();' and 'map(tofrom: p[0:n])' (or 'is_device_ptr(p)' for memory already on the device), and use 'p[i]' in the region}}
      p[i] += v[i] + v.size(); // once per variable and region
      if (i < (int)idx.size()) // expected-error {{'idx' is a 'std::vector<int>', whose elements live in host memory}} \
                               // expected-note {{'int *p = idx.data();'}}
        p[i] += 1;
    }
  }
  // The way to do it: no error.
#pragma hier team map(tofrom: p[0:n])
  for (int t = 0; t < n / 32; ++t) {
    std::array<double, 4> local;
#pragma hier thread
    for (int i = t * 32; i < t * 32 + 32; ++i) {
      local[0] = p[i];
      p[i] = 2 * local[0];
    }
  }
}

#endif

#ifdef OTHERS
void others(std::list<int> &l, std::map<int, double> &m, std::string &s,
            double *out, int n) {
#pragma hier team map(from: out[0:n])
  for (int t = 0; t < n; ++t) {
    out[t] = l.size() + // expected-error {{'l' is a 'std::list<int>', whose elements live in host memory}} \
                        // expected-note {{copy the elements of 'l' into an array (a std::vector's '.data()') before the region, and map that array's section}}
             m[t] +     // expected-error {{'m' is a 'std::map<int, double>', whose elements live in host memory}} \
                        // expected-note {{copy the elements of 'm' into an array}}
             s.size();  // expected-error {{'s' is a 'std::string', whose elements live in host memory}} \
                        // expected-note {{'char *p = s.data();'}}
  }
}

#endif

#ifdef MEMBER
struct Grid {
  std::vector<double> cells;
  int n;
  void scale(double f) {
#pragma hier team
    for (int t = 0; t < n; ++t)
      cells[t] *= f; // expected-error {{'cells' is a 'std::vector<double>', whose elements live in host memory}} \
                     // expected-note {{'double *p = cells.data();'}}
  }
};
#endif
