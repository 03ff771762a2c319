// Counts heap allocations for the benchmark runner by interposing the allocator entry points.
// A definition of `malloc` in the main executable preempts the C library's for every shared object in
// the process (ELF symbol interposition); each wrapper forwards to glibc's internal `__libc_*`
// implementation, so behaviour is unchanged and only two relaxed atomic increments are added.
#define _GNU_SOURCE
#include "KinemaAllocationCounting.h"
#include <errno.h>
#include <stddef.h>
#include <stdint.h>

extern void *__libc_malloc(size_t size);
extern void *__libc_calloc(size_t count, size_t size);
extern void *__libc_realloc(void *pointer, size_t size);
extern void *__libc_memalign(size_t alignment, size_t size);
extern void __libc_free(void *pointer);

static uint64_t allocation_count = 0;
static uint64_t allocated_bytes = 0;

static inline void record(size_t size) {
    __atomic_fetch_add(&allocation_count, 1, __ATOMIC_RELAXED);
    __atomic_fetch_add(&allocated_bytes, (uint64_t)size, __ATOMIC_RELAXED);
}

uint64_t kinema_allocation_count(void) { return __atomic_load_n(&allocation_count, __ATOMIC_RELAXED); }
uint64_t kinema_allocated_bytes(void) { return __atomic_load_n(&allocated_bytes, __ATOMIC_RELAXED); }

void *malloc(size_t size) {
    record(size);
    return __libc_malloc(size);
}

void *calloc(size_t count, size_t size) {
    record(count * size);
    return __libc_calloc(count, size);
}

void *realloc(void *pointer, size_t size) {
    record(size);
    return __libc_realloc(pointer, size);
}

void free(void *pointer) { __libc_free(pointer); }

void *memalign(size_t alignment, size_t size) {
    record(size);
    return __libc_memalign(alignment, size);
}

void *aligned_alloc(size_t alignment, size_t size) {
    record(size);
    return __libc_memalign(alignment, size);
}

int posix_memalign(void **result, size_t alignment, size_t size) {
    if (alignment % sizeof(void *) != 0 || (alignment & (alignment - 1)) != 0) return EINVAL;
    record(size);
    void *pointer = __libc_memalign(alignment, size);
    if (pointer == NULL) return ENOMEM;
    *result = pointer;
    return 0;
}
