/*===- hier/abi.h - contract between hier's front end and its passes -------===*
 *
 * The front end turns every hier loop into a loop over a logical iteration
 * counter whose start and stride come from two marker calls:
 *
 *   for (k = __hier_begin(LEVEL, ID); k < trip; k += __hier_stride(LEVEL, ID))
 *
 * On the host the markers are inline functions (hier_builtins in the plugin);
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

#define HIER_MARKER_BEGIN "__hier_begin"
#define HIER_MARKER_STRIDE "__hier_stride"
#define HIER_MARKER_BARRIER "__hier_barrier"

#endif
