// The search for data and configuration files (gtp/data_files.h): the order, file by file, and
// every place named when nothing is found.
#include <doctest/doctest.h>

#include <cstdint>
#include <filesystem>
#include <fstream>
#include <string>

#include "data_files.h"

using namespace tianyuan;
namespace fs = std::filesystem;

namespace {

// A fresh folder tree under the system's temporary folder, removed at the end.
struct TempTree {
    fs::path root;
    TempTree() {
        root = fs::temp_directory_path() /
               ("tianyuan_data_files_" + std::to_string(reinterpret_cast<uintptr_t>(this)));
        fs::remove_all(root);
        fs::create_directories(root);
    }
    ~TempTree() { fs::remove_all(root); }
    std::string file(const std::string& relative, const std::string& text = "x") const {
        const fs::path path = root / relative;
        fs::create_directories(path.parent_path());
        std::ofstream(path) << text;
        return path.string();
    }
    std::string folder(const std::string& relative) const {
        fs::create_directories(root / relative);
        return (root / relative).string();
    }
};

}  // namespace

TEST_CASE("data files: the installed folder is found from the executable's own path") {
    const DataPlaces p = dataPlaces(nullptr, "/opt/t/games/tianyuan", "../share/tianyuan", "/src");
    CHECK(p.environment.empty());
    CHECK(p.installed == "/opt/t/share/tianyuan");
    CHECK(p.sourceTree == "/src/conf");
    CHECK(fs::path(p.workingDirectory) == fs::current_path() / "conf");
    CHECK(dataPlaces("", "", "../share/tianyuan", "").installed.empty());
    CHECK(dataPlaces("/d", "", "x", "").environment == "/d");
}

TEST_CASE("data files: the first existing place wins, file by file") {
    const TempTree t;
    DataPlaces places;
    places.environment = t.folder("env");
    places.installed = t.folder("prefix/share/tianyuan");
    places.workingDirectory = t.folder("cwd/conf");
    places.sourceTree = t.folder("src/conf");
    const std::string source = t.file("src/conf/patterns.weights");
    t.file("src/conf/default.conf");
    DataFile found = findDataFile("patterns.weights", places);
    CHECK(found.path == source);
    CHECK(found.looked.size() == 4);
    const std::string cwd = t.file("cwd/conf/patterns.weights");
    CHECK(findDataFile("patterns.weights", places).path == cwd);
    const std::string installed = t.file("prefix/share/tianyuan/patterns.weights");
    CHECK(findDataFile("patterns.weights", places).path == installed);
    const std::string env = t.file("env/patterns.weights");
    found = findDataFile("patterns.weights", places);
    CHECK(found.path == env);
    CHECK(found.looked == std::vector<std::string>{env});
    // Each file on its own: default.conf is still the source tree's.
    CHECK(findDataFile("default.conf", places).path == places.sourceTree + "/default.conf");
    // A folder of the file's name is not the file.
    t.folder("env/default.conf");
    CHECK(findDataFile("default.conf", places).path == places.sourceTree + "/default.conf");
}

TEST_CASE("data files: nothing found names every place looked at") {
    const TempTree t;
    DataPlaces places;
    places.installed = (t.root / "prefix/share/tianyuan").string();
    places.workingDirectory = (t.root / "cwd/conf").string();
    places.sourceTree = (t.root / "src/conf").string();
    const DataFile missing = findDataFile("patterns.weights", places);
    CHECK_FALSE(missing.found());
    CHECK(missing.lookedList() == "$TIANYUAN_DATA (not set), " + places.installed +
                                      "/patterns.weights, " + places.workingDirectory +
                                      "/patterns.weights, " + places.sourceTree +
                                      "/patterns.weights");
}

TEST_CASE("data files: --help documents the order") {
    const std::string help = dataSearchHelp();
    for (const char* part : {"--config", "--pattern-weights", "$TIANYUAN_DATA", "share/tianyuan",
                             "working directory", "source tree", "file by file"})
        CHECK(help.find(part) != std::string::npos);
}
