// Shared by the libFuzzer targets: quiet logging, the source tree's files, and the check that
// turns a broken invariant into a crash (libFuzzer then saves the input).
#pragma once

#include <spdlog/sinks/null_sink.h>
#include <spdlog/spdlog.h>

#include <cstdio>
#include <cstdlib>
#include <string>

#ifndef TIANYUAN_SOURCE_DIR
#error "TIANYUAN_SOURCE_DIR must name the source tree"
#endif

namespace tianyuan::fuzz {

// Log messages are formatted (so their code runs) and dropped: nothing on stdout or stderr.
inline void quietLogging() {
    auto logger =
        std::make_shared<spdlog::logger>("fuzz", std::make_shared<spdlog::sinks::null_sink_mt>());
    logger->set_level(spdlog::level::debug);
    spdlog::set_default_logger(logger);
}

inline std::string sourceFile(const std::string& relative) {
    return std::string(TIANYUAN_SOURCE_DIR) + "/" + relative;
}

}  // namespace tianyuan::fuzz

// An invariant of the code under test: on failure, the message on stderr, then abort().
#define FUZZ_CHECK(condition, message)                                      \
    do {                                                                    \
        if (!(condition)) {                                                 \
            std::fprintf(stderr, "FUZZ_CHECK failed: %s: %s\n", #condition, \
                         std::string(message).c_str());                     \
            std::abort();                                                   \
        }                                                                   \
    } while (false)
