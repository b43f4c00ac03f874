// The progress line of the learning modes (src/learn/progress.h): nothing when disabled (stderr
// not a terminal), one line rewritten in place when enabled, the pace and time left.
#include <doctest/doctest.h>

#include <sstream>

#include "progress.h"

using namespace tianyuan;

TEST_CASE("progress: disabled, nothing is written") {
    std::ostringstream out;
    {
        Progress progress(out, false, 0);
        progress.update("harvesting", true);
        progress.finish();
    }
    CHECK(out.str().empty());
}

TEST_CASE("progress: one line rewritten in place, a newline at the end") {
    std::ostringstream out;
    {
        Progress progress(out, true, 0);
        progress.update("a longer line");
        progress.update("short");
    }
    CHECK(out.str() == "\ra longer line\rshort        \n");
}

TEST_CASE("progress: updates closer than the interval are skipped unless forced") {
    std::ostringstream out;
    Progress progress(out, true, 3600);
    progress.update("one");
    progress.update("two");
    progress.update("six", true);
    progress.finish();
    CHECK(out.str() == "\rone\rsix\n");
}

TEST_CASE("progress: the pace and the time left") {
    CHECK(Progress::clockTime(5) == "0:05");
    CHECK(Progress::clockTime(754) == "12:34");
    CHECK(Progress::clockTime(3723) == "1:02:03");
    CHECK(Progress::pace(0, 40, 3) == "0/40, 0:03 elapsed");
    CHECK(Progress::pace(10, 40, 20) == "10/40, 0:20 elapsed, about 1:00 left");
}
