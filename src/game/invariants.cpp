#include "invariants.h"

#include <cstdio>
#include <cstdlib>

namespace tianyuan {

void invariantBroken(const char* what, const std::string& details) {
    std::fprintf(stderr, "tianyuan: invariant broken: %s: %s\n", what, details.c_str());
    std::fflush(stderr);
    std::abort();
}

}  // namespace tianyuan
