// Administrative commands: protocol_version, name, version, known_command, list_commands, quit,
// and the CPU-time queries of GoGui/twogtp (cputime) and gomill.
#include <sys/resource.h>

#include <cstdio>

#include "engine.h"
#include "version.h"

namespace tianyuan {

namespace {

// CPU seconds of the whole process (all threads, user + system).
std::string processCpuSeconds() {
    rusage usage{};
    getrusage(RUSAGE_SELF, &usage);
    const double seconds = static_cast<double>(usage.ru_utime.tv_sec + usage.ru_stime.tv_sec) +
                           (usage.ru_utime.tv_usec + usage.ru_stime.tv_usec) / 1e6;
    char buffer[32];
    std::snprintf(buffer, sizeof buffer, "%.3f", seconds);
    return buffer;
}

}  // namespace

void registerAdminCommands(Registry& registry, EngineState& state) {
    registry.add("protocol_version", [](const GtpCommand&) { return std::string("2"); });
    registry.add("name", [](const GtpCommand&) { return std::string("Tianyuan"); });
    registry.add("version", [&state](const GtpCommand&) {
        const std::string& text = state.options.gtpVersion;
        return text.empty() ? std::string(TIANYUAN_VERSION) : text;
    });
    registry.add("known_command", [&registry](const GtpCommand& c) {
        c.expectArgCount(1);
        return std::string(registry.has(c.arg(0)) ? "true" : "false");
    });
    registry.add("list_commands", [&registry](const GtpCommand&) {
        std::string out;
        for (const std::string& name : registry.names()) out += name + "\n";
        return out;
    });
    registry.add("quit", [&state](const GtpCommand&) {
        state.quit = true;
        return std::string();
    });
    registry.add("cputime", [](const GtpCommand&) { return processCpuSeconds(); });
    registry.add("gomill-cpu_time", [](const GtpCommand&) { return processCpuSeconds(); });
    registry.add("gomill-describe_engine", [&state](const GtpCommand&) {
        return "Tianyuan " + std::string(TIANYUAN_VERSION) +
               "\nrules: " + state.game.rules().toString() +
               "\nplayer: " + state.player->describe();
    });
}

}  // namespace tianyuan
