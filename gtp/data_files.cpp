#include "data_files.h"

#include <cstdlib>
#include <filesystem>
#include <system_error>

#include "version.h"

namespace fs = std::filesystem;

namespace tianyuan {

DataPlaces dataPlaces(const char* environment, const std::string& executable,
                      const std::string& dataFromBin, const std::string& sourceDir) {
    DataPlaces places;
    if (environment != nullptr && *environment != '\0') places.environment = environment;
    if (!executable.empty())
        places.installed =
            (fs::path(executable).parent_path() / dataFromBin).lexically_normal().string();
    std::error_code error;
    const fs::path here = fs::current_path(error);
    places.workingDirectory = error ? "conf" : (here / "conf").string();
    if (!sourceDir.empty()) places.sourceTree = (fs::path(sourceDir) / "conf").string();
    return places;
}

DataPlaces processDataPlaces() {
    std::error_code error;
    fs::path executable = fs::read_symlink("/proc/self/exe", error);
    if (error) executable.clear();
    return dataPlaces(std::getenv("TIANYUAN_DATA"), executable.string(), TIANYUAN_DATA_FROM_BIN,
                      TIANYUAN_SOURCE_DIR);
}

std::string DataFile::lookedList() const {
    std::string list;
    for (const std::string& place : looked) list += (list.empty() ? "" : ", ") + place;
    return list;
}

DataFile findDataFile(const std::string& name, const DataPlaces& places) {
    DataFile file;
    if (places.environment.empty()) file.looked.push_back("$TIANYUAN_DATA (not set)");
    for (const std::string& folder :
         {places.environment, places.installed, places.workingDirectory, places.sourceTree}) {
        if (folder.empty()) continue;
        const std::string candidate = (fs::path(folder) / name).string();
        file.looked.push_back(candidate);
        std::error_code error;
        if (fs::is_regular_file(candidate, error)) {
            file.path = candidate;
            break;
        }
    }
    return file;
}

std::string dataSearchHelp() {
    // Laid out as the option table above, which help2man turns into the man page's list.
    return "Data files: default.conf, patterns.weights and the presets (cgos.conf, kgs.conf)\n"
           "are looked for in this order, the first that exists winning (file by file):\n"
           "  --config, --pattern-weights           the option; a --config name without a\n"
           "                                        folder, not in the working directory, is\n"
           "                                        looked for as below\n"
           "  $TIANYUAN_DATA/NAME                   the folder the environment variable names\n"
           "  <executable's folder>/" TIANYUAN_DATA_FROM_BIN
           "/NAME\n"
           "                                        the installed files, wherever the install\n"
           "                                        was moved\n"
           "  ./conf/NAME                           the working directory (a developer's\n"
           "                                        checkout)\n"
           "  <source tree>/conf/NAME               the source tree this program was built from\n"
           "Without any default.conf the built-in defaults (the same values) apply.\n";
}

}  // namespace tianyuan
