/*===- hier/abi.h - contract between hier's front end and its passes -------===*
 *
 * The front end turns every hier loop into a loop over a logical iteration
 * counter whose start and stride come from two marker calls:
 *
 *   for (k = __hier_begin(LEVEL, ID); k < trip; k += __hier_stride(LEVEL, ID))
 *
 * On the host the markers are inline functions (hier/__hier_builtins.h);
 * on a GPU the hier-lower pass replaces them with grid ids. This header is the
 * one place that fixes the level numbers and the marker names. Users never
 * need it; it is installed so that IR produced by one hier build can be read
 * by the passes of another.
 *===----------------------------------------------------------------------===*/
#ifndef HIER_ABI_H
#define HIER_ABI_H

enum hier_level {
  HIER_LEVEL_TEAM = 0,         /* league loop: blocks                      */
  HIER_LEVEL_THREAD = 1,       /* threads of a team                        */
  HIER_LEVEL_VECTOR = 2,       /* vector lanes of a thread                 */
  HIER_LEVEL_THREAD_VECTOR = 3 /* all threads and lanes of a team (flat)   */
};

/* The name of a level, as in the directive and in diagnostics and remarks. */
static inline const char *hier_level_name(unsigned level) {
  switch (level) {
  case HIER_LEVEL_TEAM:
    return "team";
  case HIER_LEVEL_THREAD:
    return "thread";
  case HIER_LEVEL_VECTOR:
    return "vector";
  case HIER_LEVEL_THREAD_VECTOR:
    return "thread vector";
  default:
    return "unknown";
  }
}

/* Reduction operators, as the front end passes them to __hier_reduce. */
enum hier_reduction_op {
  HIER_OP_ADD = 0,  /* +  */
  HIER_OP_MUL = 1,  /* *  */
  HIER_OP_MIN = 2,  /* min */
  HIER_OP_MAX = 3,  /* max */
  HIER_OP_BAND = 4, /* &  */
  HIER_OP_BOR = 5,  /* |  */
  HIER_OP_BXOR = 6, /* ^  */
  HIER_OP_LAND = 7, /* && */
  HIER_OP_LOR = 8   /* || */
};

#define HIER_MARKER_BEGIN "__hier_begin"
#define HIER_MARKER_STRIDE "__hier_stride"
#define HIER_MARKER_BARRIER "__hier_barrier"
/* __hier_team_shape(LANES, THREADS, HOW): at the start of every team region;
   the team's block is LANES x THREADS when both are known at compile time
   (TeamShape.cpp writes them into the literals), else 0, 0; hier-lower
   reports it. */
#define HIER_MARKER_TEAM_SHAPE "__hier_team_shape"
/* HOW: how the shape came about (bits). */
#define HIER_SHAPE_AUTO_LANES 1       /* no vector_length clause */
#define HIER_SHAPE_AUTO_THREADS 2     /* no team_size clause */
#define HIER_SHAPE_LANES_FROM_LOOPS 4 /* lanes from the vector loops' trips */
/* No max_teams, league_size or team reduction: on a GPU the host launches
   one team per league iteration (__hier_num_teams), so the league loop runs
   at most once per team and hier-lower drops its back edge. */
#define HIER_SHAPE_TEAM_PER_ITERATION 8
/* __hier_readonly("name", pointer): a team's readonly(name) clause, at the
   start of its region (variadic, so that NestingChecker, not overload
   resolution, reports a variable that is no pointer); hier-readonly makes the kernel parameter the pointer
   comes from noalias and readonly, and removes the call. */
#define HIER_MARKER_READONLY "__hier_readonly"
/* The annotation on the variables of a '#pragma hier shared' declaration. */
#define HIER_SHARED_ANNOTATION "hier.shared"
/* 'single team': true on one thread per team, and the barrier after it. */
#define HIER_MARKER_SINGLE_TEAM "__hier_single_team_leader"
#define HIER_MARKER_TEAM_SYNC "__hier_single_team_sync"
/* 'single thread': true on one lane per thread, and the lane sync after it;
   hier-lower maps both after the enclosing thread loop. */
#define HIER_MARKER_SINGLE_THREAD "__hier_single_thread_leader"
#define HIER_MARKER_THREAD_SYNC "__hier_single_thread_sync"
/* __hier_reduce_<type>(LEVEL, ID, OP, LANES, value): the value combined over
   the members of loop ID's level, given to every member. LANES is the team's
   lanes per thread when the front end knows it (a literal vector_length, or
   the default), else 0. */
#define HIER_MARKER_REDUCE_PREFIX "__hier_reduce_"

#endif
