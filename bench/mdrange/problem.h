// compute_yi-like MDRange kernel: a collapse(3) nest over {32 atoms of a
// batch, Z index jjz, atom batch} of independent points; each point is a
// short inner product (1..8 terms) of products of two ulisttot entries of its
// atom, added atomically into ylist[jout(jjz)][atom] (many jjz share a jout).
// ulisttot and ylist are [entry][atom] complex, so the 32 atoms of a batch
// are 32 consecutive addresses.
#pragma once
#include "../common/bench.h"
#include <string>

namespace mdrange {
struct cplx {
  double re, im;
};
constexpr int Batch = 32, Entries = 1240;

struct Sizes {
  int natoms, nz;
  int batches() const { return (natoms + Batch - 1) / Batch; }
  double points() const { return (double)Batch * nz * batches(); }
  std::string name() const {
    return std::to_string(Batch) + "x" + std::to_string(nz) + "x" + std::to_string(batches());
  }
};
inline Sizes sizes(bool small) { return small ? Sizes{70, 500} : Sizes{2000, 25306}; }

// The Z list: terms zoff[jjz] .. zoff[jjz+1] with entry pairs (i1, i2) and
// coefficient cg; jout[jjz] is the output entry.
struct Table {
  std::vector<int> zoff, i1, i2, jout;
  std::vector<double> cg;
};
inline Table table(int nz) {
  Table t;
  t.zoff.push_back(0);
  for (int z = 0; z < nz; ++z) {
    int len = 1 + (int)(bench::mix(z) % 8);
    for (int k = 0; k < len; ++k) {
      uint64_t key = (uint64_t)z * 8 + k;
      t.i1.push_back((int)(bench::mix(key ^ 0x1111) % Entries));
      t.i2.push_back((int)(bench::mix(key ^ 0x2222) % Entries));
      t.cg.push_back(bench::uniform(key ^ 0x3333, -1, 1));
    }
    t.zoff.push_back((int)t.i1.size());
    t.jout.push_back((int)(bench::mix(z ^ 0x4444) % Entries));
  }
  return t;
}
inline std::vector<cplx> ulisttot(int natoms) {
  auto v = bench::random_vector(2 * (size_t)Entries * natoms, 7, -1, 1);
  return std::vector<cplx>((cplx *)v.data(), (cplx *)v.data() + v.size() / 2);
}

// One point's inner product.
BENCH_HD inline cplx point(int z, int atom, int natoms, const int *zoff, const int *i1,
                           const int *i2, const double *cg, const cplx *u) {
  cplx s = {0, 0};
  for (int k = zoff[z]; k < zoff[z + 1]; ++k) {
    cplx a = u[(size_t)i1[k] * natoms + atom], b = u[(size_t)i2[k] * natoms + atom];
    s.re += cg[k] * (a.re * b.re - a.im * b.im);
    s.im += cg[k] * (a.re * b.im + a.im * b.re);
  }
  return s;
}

// ylist as 2 * Entries * natoms doubles, on the CPU (atoms in parallel). With
// `terms`, also the scale of each value's rounding error: the sum over its
// points' terms of |cg| (|a.re b.re| + |a.im b.im|) for re, |cg| (|a.re b.im|
// + |a.im b.re|) for im.
inline std::vector<double> reference(const Sizes &s, const Table &t, const std::vector<cplx> &u,
                                     std::vector<double> *terms = nullptr) {
  std::vector<double> y(2 * (size_t)Entries * s.natoms, 0.0);
  if (terms)
    terms->assign(y.size(), 0.0);
  bench::parallel_for(s.natoms, [&](size_t atom) {
    for (int z = 0; z < s.nz; ++z) {
      cplx v = point(z, (int)atom, s.natoms, t.zoff.data(), t.i1.data(), t.i2.data(), t.cg.data(), u.data());
      size_t o = 2 * ((size_t)t.jout[z] * s.natoms + atom);
      y[o] += v.re, y[o + 1] += v.im;
      if (terms)
        for (int k = t.zoff[z]; k < t.zoff[z + 1]; ++k) {
          cplx a = u[(size_t)t.i1[k] * s.natoms + atom], b = u[(size_t)t.i2[k] * s.natoms + atom];
          double c = std::fabs(t.cg[k]);
          (*terms)[o] += c * (std::fabs(a.re * b.re) + std::fabs(a.im * b.im));
          (*terms)[o + 1] += c * (std::fabs(a.re * b.im) + std::fabs(a.im * b.re));
        }
    }
  });
  return y;
}
// A value sums ~nz/Entries * 4.5 * 2 ~ 200 terms (at most a few hundred), in
// atomic order on the device: rounding below ~300 x 2^-53 = 3e-14 of the sum
// of |terms|; tol 1e-12.
constexpr double Tol = 1e-12;
} // namespace mdrange
