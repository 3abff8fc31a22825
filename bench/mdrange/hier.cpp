// TODO(hier): the hier version of the compute_yi-like MDRange kernel, written
// by the plugin team; not built yet. It needs only `team collapse` and
// atomics, so it may be the first to land. Intended shape (cuda.cu's: team =
// 4 jjz x one batch of 32 atoms, vector = the atoms):
//
//   #pragma hier team collapse(2) team_size(4) vector_length(32) is_device_ptr(...)
//   for (int zg = 0; zg < (nz + 3) / 4; ++zg)
//     for (int b = 0; b < batches; ++b) {
//   #pragma hier thread
//       for (int z = 4 * zg; z < min(4 * zg + 4, nz); ++z)
//   #pragma hier vector
//         for (int a = 0; a < 32; ++a) { /* mdrange::point + omp atomic adds */ }
//     }
