// Command line and configuration files: the search's constants are options, conf/default.conf
// holds exactly the built-in defaults, bad values are refused with a message.
#include <doctest/doctest.h>

#include <fstream>
#include <string>
#include <vector>

#include "options.h"
#include "search_options.h"
#include "version.h"

using namespace tianyuan;

namespace {

EngineOptions parse(std::vector<std::string> args) {
    args.insert(args.begin(), "tianyuan");
    std::vector<const char*> argv;
    for (const std::string& a : args) argv.push_back(a.c_str());
    return parseOptions(static_cast<int>(argv.size()), argv.data());
}

// A configuration file with the given text, removed when the test ends.
struct TempConfig {
    std::string path = "test_options_tmp.conf";
    explicit TempConfig(const std::string& text) { std::ofstream(path) << text; }
    ~TempConfig() { std::remove(path.c_str()); }
};

}  // namespace

TEST_CASE("options: conf/default.conf sets every search constant to its built-in default") {
    const TempConfig empty("");
    const EngineOptions builtIn = parse({"--config", empty.path, "--seed", "1"});
    const EngineOptions fromConf =
        parse({"--config", TIANYUAN_SOURCE_DIR "/conf/default.conf", "--seed", "1"});
    SearchParams expected;
    expected.seed = 1;
    CHECK(builtIn.search == expected);
    CHECK(fromConf.search == builtIn.search);
    // The file really sets them: a changed line changes the result.
    std::ifstream in(TIANYUAN_SOURCE_DIR "/conf/default.conf");
    std::string text((std::istreambuf_iterator<char>(in)), std::istreambuf_iterator<char>());
    const std::string line = "\nexploration = 0\n";
    const size_t at = text.find(line);
    REQUIRE(at != std::string::npos);
    text.replace(at, line.size(), "\nexploration = 0.3\n");
    const TempConfig changed(text);
    CHECK(parse({"--config", changed.path}).search.exploration == doctest::Approx(0.3));
}

TEST_CASE("options: a --config name without a folder is looked for among the data files") {
    // Not in the working directory (the build tree): found in the source tree's conf/ (or in
    // $TIANYUAN_DATA or an install, earlier in the search).
    const EngineOptions o = parse({"--config", "cgos.conf"});
    CHECK(o.configFile.ends_with("/cgos.conf"));
    CHECK(o.configFile != "cgos.conf");
    try {
        parse({"--config", "no-such-preset.conf"});
        FAIL("a missing preset was accepted");
    } catch (const OptionsError& e) {
        const std::string message = e.what();
        CHECK(message.find("no-such-preset.conf' not found; looked at: ") != std::string::npos);
        CHECK(message.find(TIANYUAN_SOURCE_DIR "/conf/no-such-preset.conf") != std::string::npos);
    }
    // The default configuration is found the same way.
    CHECK(parse({}).configFile.ends_with("/default.conf"));
    CHECK(parse({}).patternWeights.ends_with("/patterns.weights"));
}

TEST_CASE("options: search constants from the command line override the file") {
    const TempConfig conf("exploration = 0.2\nprior-capture = 5@0.9\n");
    const EngineOptions o = parse({"--config", conf.path, "--exploration", "0.4", "--threads", "2",
                                   "--max-tree-memory", "16", "--no-resign"});
    CHECK(o.search.exploration == doctest::Approx(0.4));
    CHECK(o.search.priors.capture == PriorTerm{5, 0.9});
    CHECK(o.search.threads == 2);
    CHECK(o.search.maxTreeBytes == 16u << 20);
    CHECK_FALSE(o.search.allowResign);
    CHECK(parse({"--config", conf.path, "--prior-pass", "3@0"}).search.priors.pass ==
          PriorTerm{3, 0});
}

TEST_CASE("options: prior terms are VISITS@WINRATE") {
    CHECK(parsePriorTerm("10@0.7") == PriorTerm{10, 0.7});
    CHECK(parsePriorTerm(formatPriorTerm({20, 0.05})) == PriorTerm{20, 0.05});
    for (const char* bad : {"10", "@0.5", "10@", "x@0.5", "10@1.5", "-1@0.5", "10@0.5x", "1 0@1"})
        CHECK_THROWS_AS(parsePriorTerm(bad), std::invalid_argument);
}

TEST_CASE("options: bad search values are refused with a message naming the option") {
    const TempConfig empty("");
    const auto message = [&](std::vector<std::string> args) {
        args.insert(args.begin(), {"--config", empty.path});
        try {
            parse(args);
        } catch (const OptionsError& e) {
            return std::string(e.what());
        }
        return std::string("accepted");
    };
    CHECK(message({"--prior-capture", "10"}).find("prior-capture") != std::string::npos);
    CHECK(message({"--threads", "-1"}).find("--threads") != std::string::npos);
    CHECK(message({"--max-tree-memory", "0"}).find("--max-tree-memory") != std::string::npos);
    CHECK(message({"--playout-shape-rate", "2"}).find("--playout-shape-rate") != std::string::npos);
    CHECK(message({"--playout-ko-fight-rate", "-0.1"}).find("--playout-ko-fight-rate") !=
          std::string::npos);
    CHECK(message({"--resign-threshold", "1.5"}).find("--resign-threshold") != std::string::npos);
    CHECK(message({"--playout-pattern-features", "large"}).find("--playout-pattern-features") !=
          std::string::npos);
    CHECK(message({"--playout-pattern-random-mass", "-1"}).find("--playout-pattern-random-mass") !=
          std::string::npos);
    CHECK(message({"--playout-pattern-shapes", "true", "--playout-pattern-features", "tactical"}) ==
          "accepted");
    CHECK(message({"--exploration", "0.2"}) == "accepted");
}

TEST_CASE("options: --gtp-version sets the text of GTP's version, one printable line") {
    const TempConfig conf("gtp-version = 0.15\n");
    CHECK(parse({"--config", conf.path}).gtpVersion == "0.15");
    CHECK(parse({"--config", conf.path, "--gtp-version", "0.16"}).gtpVersion == "0.16");
    const TempConfig empty("");
    CHECK(parse({"--config", empty.path}).gtpVersion.empty());
    for (const char* bad : {"0.15\n= x", "0.15\r", "a\tb", "\x7f"})
        CHECK_THROWS_AS(parse({"--config", empty.path, "--gtp-version", bad}), OptionsError);
}

TEST_CASE("options: --time-allocation is adaptive (the default) or flat, also from the file") {
    const TempConfig empty("");
    CHECK(parse({"--config", empty.path}).timeAllocation == AllocationMethod::ADAPTIVE);
    CHECK(parse({"--config", TIANYUAN_SOURCE_DIR "/conf/default.conf"}).timeAllocation ==
          AllocationMethod::ADAPTIVE);
    CHECK(parse({"--config", empty.path, "--time-allocation", "flat"}).timeAllocation ==
          AllocationMethod::FLAT);
    const TempConfig flat("time-allocation = flat\n");
    CHECK(parse({"--config", flat.path}).timeAllocation == AllocationMethod::FLAT);
    CHECK(parse({"--config", flat.path, "--time-allocation", "adaptive"}).timeAllocation ==
          AllocationMethod::ADAPTIVE);
    try {
        parse({"--config", empty.path, "--time-allocation", "even"});
        FAIL("accepted --time-allocation even");
    } catch (const OptionsError& e) {
        CHECK(std::string(e.what()).find("--time-allocation") != std::string::npos);
    }
    CHECK(parse({"--config", empty.path}).helpText.find("--time-allocation") != std::string::npos);
}
