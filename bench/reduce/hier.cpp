// TODO(hier): the hier version of dot and nested_sum, written by the plugin
// team once `reduction` clauses are implemented; not built yet (build.sh and
// run-gpu.sh list the versions to add it to). Intended shape of nested_sum:
//
//   #pragma hier team reduction(+ : s) team_size(8) vector_length(32) is_device_ptr(a)
//   for (size_t r0 = 0; r0 < rows; r0 += 8) {
//   #pragma hier thread reduction(+ : s)
//     for (size_t r = r0; r < min(r0 + 8, rows); ++r) {
//       double rs = 0;
//   #pragma hier vector reduction(+ : rs)
//       for (size_t c = 0; c < cols; ++c)
//         rs += a[r * cols + c];
//       s += rs;
//     }
//   }
//
// dot: one `hier team` over chunks, `thread vector reduction(+ : s)` inside.
// Bar: cuda.cu's kernels (grid-stride, block_sum, one atomic per block).
