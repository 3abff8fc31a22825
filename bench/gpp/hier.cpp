// TODO(hier): the hier version of the GPP-like kernel, written by the plugin
// team once team/thread/vector reductions are implemented; not built yet.
// Intended shape (cuda.cu's: team = (band, 4 igp values), thread = igp,
// vector = 32 lanes over ig):
//
//   #pragma hier team collapse(2) team_size(4) vector_length(32) reduction(+ : r0, i0, r1, i1, r2, i2)
//   for (int g = 0; g < (N + 3) / 4; ++g)
//     for (int n1 = 0; n1 < X; ++n1) {
//   #pragma hier thread reduction(+ : r0, i0, r1, i1, r2, i2)
//       for (int igp = 4 * g; igp < min(4 * g + 4, N); ++igp) {
//         cplx acc[3] = {};  // vector reduction over ig into acc, then
//   #pragma hier vector reduction(+ : ...)   // scaled by 0.5 vcoul[igp]
//         for (int ig = 0; ig < M; ++ig) gpp::add_terms(...);
//       }
//     }
