// Where the engine finds its data and configuration files (conf/default.conf, the pattern
// weights, the presets): one search order for every file, documented in --help and
// docs/install.md. For a file NAME not given on the command line, the first of these that
// exists wins:
//   1. $TIANYUAN_DATA/NAME                       (the environment variable, when set)
//   2. <executable's folder>/../share/tianyuan/NAME (an installed tree, wherever it was moved;
//      the executable's own path from /proc/self/exe)
//   3. conf/NAME in the working directory        (a developer running from a checkout)
//   4. <source tree>/conf/NAME                   (the tree the binary was built from)
// An installed engine always finds its files at 2, so a working directory's conf/ never
// changes an installed engine's settings.
#pragma once

#include <string>
#include <vector>

namespace tianyuan {

// The folders searched, in order (empty strings are places not known: no variable, no
// executable path).
struct DataPlaces {
    std::string environment;  // $TIANYUAN_DATA
    std::string installed;    // <executable's folder>/<relative data folder>
    std::string workingDirectory = "conf";
    std::string sourceTree;  // <source tree>/conf
};

// The places of this process: TIANYUAN_DATA, /proc/self/exe with the relative data folder of
// the install (TIANYUAN_DATA_FROM_BIN, e.g. ../share/tianyuan), the source tree compiled in.
DataPlaces processDataPlaces();

// The places computed from their parts (what processDataPlaces does, testable): `executable`
// is the executable's absolute path (empty: unknown), `dataFromBin` the data folder relative
// to the executable's folder, `sourceDir` the source tree.
DataPlaces dataPlaces(const char* environment, const std::string& executable,
                      const std::string& dataFromBin, const std::string& sourceDir);

struct DataFile {
    std::string path;                 // the first existing candidate; empty when none exists
    std::vector<std::string> looked;  // every candidate looked at, in order, up to the found one
    bool found() const { return !path.empty(); }
    // "A, B, C": the places looked at, for messages.
    std::string lookedList() const;
};

// Looks for `name` in the places, in order.
DataFile findDataFile(const std::string& name, const DataPlaces& places);

// One paragraph for --help: the search order.
std::string dataSearchHelp();

}  // namespace tianyuan
