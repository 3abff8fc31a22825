// TODO(hier): the hier version of compute_ui, written by the plugin team once
// `scratch` / `shared` and `barrier` are implemented; not built yet. Intended
// shape (cuda.cu's: one team per pair, table in team scratch):
//
//   #pragma hier team scratch(snap::Entries * sizeof(cplx)) team_size(128) vector_length(1)
//   for (int pr = 0; pr < pairs; ++pr) {
//     cplx *u = (cplx *)hier_scratch();
//   #pragma hier single team
//     u[0] = {1, 0};
//   #pragma hier barrier
//     for (int j = 1; j <= snap::TwoJMax; ++j) {
//   #pragma hier thread
//       for (int k = 0; k < (j + 1) * (j + 1); ++k)
//         u[level_start(j) + k] = snap::entry(j, k, p, u + level_start(j - 1), rootpq);
//   #pragma hier barrier
//     }
//   #pragma hier thread
//     for (int k = 0; k < snap::Entries; ++k) { /* omp atomic adds into ulisttot */ }
//   }
