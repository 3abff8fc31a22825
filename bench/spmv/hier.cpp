// TODO(hier): the hier version of SpMV and CG, written by the plugin team
// once `vector reduction` is implemented; not built yet. Intended shape
// (cuda.cu's: 32 rows per team, 16 threads x 8 lanes, shuffle-reduced rows):
//
//   #pragma hier team team_size(16) vector_length(8) is_device_ptr(rowptr, col, val, x, y)
//   for (i64 r0 = 0; r0 < rows; r0 += 32) {
//   #pragma hier thread
//     for (i64 r = r0; r < min(r0 + 32, rows); ++r) {
//       double s = 0;
//   #pragma hier vector reduction(+ : s)
//       for (i64 k = rowptr[r]; k < rowptr[r + 1]; ++k)
//         s += val[k] * x[col[k]];
//   #pragma hier single thread
//       y[r] = s;
//     }
//   }
//
// CG reuses it with dot (team reduction) and axpby (team + thread vector);
// cg_driver.h's run_all<Ops> takes the Ops struct as the other versions do.
