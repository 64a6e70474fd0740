#pragma once
// Broken invariants (programming errors, never user input) abort with a message.
#include <cstdio>
#include <cstdlib>

#define SB_CHECK(cond, msg)                                                         \
  do {                                                                              \
    if (!(cond)) {                                                                  \
      std::fprintf(stderr, "%s:%d: invariant failed: %s (%s)\n", __FILE__, __LINE__, \
                   #cond, msg);                                                     \
      std::abort();                                                                 \
    }                                                                               \
  } while (0)
