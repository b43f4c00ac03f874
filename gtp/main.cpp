// The tianyuan executable: options, logging, then the benchmark or the GTP engine.
#include <spdlog/sinks/basic_file_sink.h>
#include <spdlog/sinks/stdout_color_sinks.h>
#include <spdlog/spdlog.h>

#include <iostream>

#include "bench.h"
#include "options.h"
#include "version.h"

using namespace tianyuan;

namespace {

void setUpLogging(const EngineOptions& options) {
    // Logs never go to stdout: stdout carries GTP answers only.
    auto logger = options.logFile.empty() ? spdlog::stderr_color_mt("tianyuan")
                                          : spdlog::basic_logger_mt("tianyuan", options.logFile);
    spdlog::set_default_logger(logger);
    spdlog::set_level(spdlog::level::from_str(options.logLevel));
}

}  // namespace

int main(int argc, char** argv) {
    EngineOptions options;
    try {
        options = parseOptions(argc, argv);
        setUpLogging(options);
    } catch (const std::exception& e) {
        std::cerr << "tianyuan: " << e.what() << "\n(try tianyuan --help)\n";
        return 2;
    }
    if (options.help) {
        std::cout << options.helpText;
        return 0;
    }
    if (options.version) {
        std::cout << "tianyuan " << TIANYUAN_VERSION << "\n";
        return 0;
    }
    if (options.bench) {
        BenchOptions bench;
        bench.runs = options.benchRuns;
        bench.secondsPerRun = options.benchSeconds;
        bench.fixedPlayouts = options.benchPlayouts;
        bench.size = options.benchSize;
        bench.seed = options.seed == 0 ? 1 : options.seed;
        return runBench(bench, std::cout);
    }
    spdlog::error("the GTP front end is not built yet (issue 4); use --help, --version or --bench");
    return 1;
}
