// Invariant checks for debug and sanitizer builds. CHECK_INVARIANTS is true unless NDEBUG is
// defined (Release), and always in sanitizer builds (CMake defines TIANYUAN_CHECKS there), so
// the checks cost nothing in the engine that plays. A broken invariant is a bug in our code,
// never bad input: the process says which one on stderr and aborts.
#pragma once

#include <string>

namespace tianyuan {

#if defined(TIANYUAN_CHECKS) || !defined(NDEBUG)
inline constexpr bool CHECK_INVARIANTS = true;
#else
inline constexpr bool CHECK_INVARIANTS = false;
#endif

// Writes "tianyuan: invariant broken: WHAT: DETAILS" to stderr and aborts.
[[noreturn]] void invariantBroken(const char* what, const std::string& details);

// Aborts through invariantBroken when `problem` is not empty.
inline void expectNoProblem(const char* what, const std::string& problem) {
    if (!problem.empty()) invariantBroken(what, problem);
}

}  // namespace tianyuan
