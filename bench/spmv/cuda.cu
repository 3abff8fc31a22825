// SpMV and the CG solve, hand-written CUDA.
#include "../common/cuda_util.h"
#include "problem.h"

using spmv::i64;
constexpr int Block = 128, Lanes = 8, RowGroups = Block / Lanes; // 16 rows x 8 lanes
constexpr int RowsPerBlock = 32;                                // each row group takes 2 rows

struct Csr {
  i64 *rowptr, *col;
  double *val;
};

__global__ void build(spmv::Grid g, Csr a) {
  i64 i = (i64)blockIdx.x * blockDim.x + threadIdx.x;
  if (i > g.rows())
    return;
  i64 off = spmv::row_offset(g, i);
  a.rowptr[i] = off;
  if (i < g.rows())
    spmv::build_row(g, i, a.col + off, a.val + off);
}

// A block of rows per block, 8 lanes per row, rows reduced by shuffles. The
// row loop has a uniform trip count so that every lane reaches the shuffles.
__global__ void __launch_bounds__(Block) spmv_kernel(const i64 *__restrict__ rowptr,
                                                     const i64 *__restrict__ col,
                                                     const double *__restrict__ val,
                                                     const double *__restrict__ x,
                                                     double *__restrict__ y, i64 rows) {
  int lane = threadIdx.x % Lanes;
  i64 base = (i64)blockIdx.x * RowsPerBlock + threadIdx.x / Lanes;
#pragma unroll
  for (int it = 0; it < RowsPerBlock / RowGroups; ++it) {
    i64 r = base + it * RowGroups;
    double s = 0;
    if (r < rows) {
      i64 end = __ldg(rowptr + r + 1);
      for (i64 k = __ldg(rowptr + r) + lane; k < end; k += Lanes)
        s += __ldg(val + k) * __ldg(x + __ldg(col + k));
    }
    for (int d = Lanes / 2; d > 0; d /= 2)
      s += __shfl_down_sync(0xffffffffu, s, d, Lanes);
    if (lane == 0 && r < rows)
      y[r] = s;
  }
}

__global__ void __launch_bounds__(256) dot_kernel(const double *__restrict__ a,
                                                  const double *__restrict__ b, i64 n,
                                                  double *out) {
  __shared__ double part[8];
  double s = 0;
  for (i64 i = (i64)blockIdx.x * 256 + threadIdx.x; i < n; i += (i64)gridDim.x * 256)
    s += __ldg(a + i) * __ldg(b + i);
  for (int d = 16; d > 0; d /= 2)
    s += __shfl_down_sync(0xffffffffu, s, d);
  if (threadIdx.x % 32 == 0)
    part[threadIdx.x / 32] = s;
  __syncthreads();
  if (threadIdx.x == 0) {
    for (int w = 1; w < 8; ++w)
      s += part[w];
    atomicAdd(out, s);
  }
}

// z = alpha * x + beta * y (z may alias y)
__global__ void axpby(double *z, double alpha, const double *x, double beta, const double *y,
                      i64 n) {
  i64 i = (i64)blockIdx.x * blockDim.x + threadIdx.x;
  if (i < n)
    z[i] = alpha * x[i] + beta * y[i];
}

struct Solver {
  spmv::Grid g;
  Csr a;
  double *out = cu::alloc<double>(1);
  int dotGrid = cu::resident_blocks((const void *)dot_kernel, 256);

  void mv(const double *x, double *y) {
    spmv_kernel<<<(g.rows() + RowsPerBlock - 1) / RowsPerBlock, Block>>>(a.rowptr, a.col, a.val,
                                                                         x, y, g.rows());
  }
  double dot(const double *u, const double *v) {
    CK(cudaMemsetAsync(out, 0, sizeof(double)));
    dot_kernel<<<dotGrid, 256>>>(u, v, g.rows(), out);
    double s;
    CK(cudaMemcpy(&s, out, sizeof s, cudaMemcpyDeviceToHost));
    return s;
  }
  void axpby_(double *z, double alpha, const double *x, double beta, const double *y) {
    axpby<<<(g.rows() + 255) / 256, 256>>>(z, alpha, x, beta, y, g.rows());
  }
  // CG from x = 0; r, p, ap are work vectors.
  void cg(const double *b, double *x, double *r, double *p, double *ap, int iters) {
    CK(cudaMemsetAsync(x, 0, g.rows() * sizeof(double)));
    CK(cudaMemcpyAsync(r, b, g.rows() * sizeof(double), cudaMemcpyDeviceToDevice));
    CK(cudaMemcpyAsync(p, b, g.rows() * sizeof(double), cudaMemcpyDeviceToDevice));
    double rr = dot(r, r);
    for (int it = 0; it < iters; ++it) {
      mv(p, ap);
      double alpha = rr / dot(p, ap);
      axpby_(x, alpha, p, 1.0, x);
      axpby_(r, -alpha, ap, 1.0, r);
      double rrNew = dot(r, r), beta = rrNew / rr;
      rr = rrNew;
      axpby_(p, 1.0, r, beta, p);
    }
  }
};

int main(int argc, char **argv) {
  auto opt = bench::parse(argc, argv);
  bool allOk = true;
  for (int nx : spmv::sizes(opt.small)) {
    spmv::Grid g{nx + 1};
    std::string size = std::to_string(nx);
    Solver s{g, {cu::alloc<i64>(g.rows() + 1), cu::alloc<i64>(g.nnz()), cu::alloc<double>(g.nnz())}};
    build<<<(g.rows() + 256) / 256, 256>>>(g, s.a);
    CK(cudaGetLastError());

    auto xh = spmv::input(g, 1);
    std::vector<double> ref(g.rows()), terms(g.rows());
    spmv::spmv_ref(g, xh, ref, &terms);
    double *x = cu::copy_of(xh), *y = cu::alloc<double>(g.rows());
    cu::fill(y, g.rows(), bench::poison());
    s.mv(x, y);
    bool ok = bench::check_terms("spmv", cu::read(y, g.rows()).data(), ref.data(), terms.data(), g.rows(), spmv::SpmvTol);
    double ms = bench::median_ms([&] { return cu::event_ms([&] { s.mv(x, y); }); });
    bench::result("spmv", size.c_str(), "cuda", ms, spmv::gbs(g.bytes(), ms), "GB/s", ok);
    ms = bench::median_ms([&] { return cu::call_ms([&] { s.mv(x, y); }); });
    bench::result("spmv", size.c_str(), "cuda-call", ms, spmv::gbs(g.bytes(), ms), "GB/s", ok);
    allOk &= ok;

    // CG: x is b, y the solution; checked over a few iterations, timed over 200.
    double *r = cu::alloc<double>(g.rows()), *p = cu::alloc<double>(g.rows()),
           *ap = cu::alloc<double>(g.rows());
    auto cgRef = spmv::cg_ref(g, xh, spmv::CgCheckIters);
    cu::fill(y, g.rows(), bench::poison());
    s.cg(x, y, r, p, ap, spmv::CgCheckIters);
    ok = bench::check("cg", cu::read(y, g.rows()).data(), cgRef.data(), g.rows(), 1e-9, 1e-3);
    int iters = spmv::cg_iters(opt.small);
    ms = bench::median_ms([&] { return cu::event_ms([&] { s.cg(x, y, r, p, ap, iters); }); }, 3000, 10);
    bench::result("cg", size.c_str(), "cuda", ms, spmv::gbs(spmv::cg_bytes(g, iters), ms), "GB/s", ok);
    allOk &= ok;
    for (void *ptr : {(void *)s.a.rowptr, (void *)s.a.col, (void *)s.a.val, (void *)x, (void *)y,
                      (void *)r, (void *)p, (void *)ap})
      CK(cudaFree(ptr));
  }
  return allOk ? 0 : 1;
}
