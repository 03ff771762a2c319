#ifndef KINEMA_ALLOCATION_COUNTING_H
#define KINEMA_ALLOCATION_COUNTING_H

#include <stdint.h>

/// Number of heap allocations (malloc, calloc, realloc, aligned variants) made by the process so far.
/// Only meaningful in an executable that links this target: its definitions of malloc & co. interpose
/// the C library's for the whole process.
uint64_t kinema_allocation_count(void);

/// Total bytes requested by those allocations.
uint64_t kinema_allocated_bytes(void);

#endif
