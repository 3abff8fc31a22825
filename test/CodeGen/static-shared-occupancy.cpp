// The launch's occupancy estimate counts the team's static shared memory:
// the bytes of its 'shared' variables reach __hier_num_teams as its last
// argument, with the scratch size before it (here 64 x 8 + 8 = 520 bytes and
// 256 bytes of scratch after its 16-byte header, 272 in all; a team without
// shared variables passes 0), and
// before that whether the team combines reductions: without max_teams, such
// a grid is four waves of resident teams, any other exactly one team per
// league iteration (a league larger than a grid is then an error).
// RUN: %clangxx -fopenmp --offload-arch=sm_90 --no-offloadlib --offload-host-only -O0 -S -emit-llvm %s -o - | FileCheck %s

void f(int n, long *o) {
#pragma hier team scratch(256) map(from: o[0:n])
  for (int l = 0; l < n; ++l) {
#pragma hier shared
    long table[64], extra;
#pragma hier thread vector
    for (int i = 0; i < 64; ++i)
      table[i] = i + l;
#pragma hier barrier
#pragma hier single
    extra = table[l % 64];
    o[l] = extra;
  }
#pragma hier team map(from: o[0:n])
  for (int l = 0; l < n; ++l)
    o[l] = l;
  long sum = 0;
#pragma hier team reduction(+ : sum)
  for (int l = 0; l < n; ++l)
    sum += l;
  o[0] = sum;
}

// CHECK: call {{.*}}i32 @{{.*}}__hier_num_teams{{.*}}(i64 {{.*}}, i32 noundef 0, i64 noundef 272, i64 noundef 520)
// CHECK: call {{.*}}i32 @{{.*}}__hier_num_teams{{.*}}(i64 {{.*}}, i32 noundef 0, i64 noundef 0, i64 noundef 0)
// CHECK: call {{.*}}i32 @{{.*}}__hier_num_teams{{.*}}(i64 {{.*}}, i32 noundef 1, i64 noundef 0, i64 noundef 0)

// One team per iteration needs a league that fits a grid; else four waves.
// CHECK: define internal {{.*}} @{{.*}}__hier_num_teams
// CHECK: icmp ugt i64 %{{.*}}, 2147483647
// CHECK: call void @{{.*}}__hier_launch_error
// CHECK: store i64 2147483647
// CHECK: call {{.*}} @{{.*}}__hier_resident_teams
// CHECK: mul nsw i64 4, %{{.*}}
